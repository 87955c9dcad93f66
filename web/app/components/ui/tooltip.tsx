import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import { useEscapeKey } from '../../lib/use-escape-key.ts';

type TriggerProps = {
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * A short hint shown on hover and on keyboard focus, tied to its trigger with aria-describedby (or, for a
 * control that shows only an icon, as its name: `names`), and dismissed with Escape (WCAG 1.4.13).
 */
export function Tooltip({
  id,
  content,
  children,
  side = 'top',
  names = false,
}: {
  /** Given, not from useId: it lives in an island, whose ids must not depend on its place in the page. */
  id: string;
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'left';
  /** The hint is the trigger's name (aria-labelledby) rather than its description. */
  names?: boolean;
}) {
  const [open, setOpen] = useState(false);

  useEscapeKey(open, () => setOpen(false));

  const position = side === 'top' ? 'bottom-full left-1/2 mb-2 -translate-x-1/2' : 'right-full top-1/2 mr-3 -translate-y-1/2';

  return (
    <span className="relative inline-flex" onMouseLeave={() => setOpen(false)}>
      {cloneElement(children, {
        [names ? 'aria-labelledby' : 'aria-describedby']: id,
        onMouseEnter: () => setOpen(true),
        onFocus: () => setOpen(true),
        onBlur: () => setOpen(false),
      })}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none absolute z-50 w-max max-w-56 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-float transition-opacity duration-100 ${position} ${open ? 'opacity-100' : 'opacity-0'}`}
      >
        {content}
      </span>
    </span>
  );
}
