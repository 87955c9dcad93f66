import type { ReactNode } from 'react';

const controlBase =
  'block w-full rounded-control border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-muted/80 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200 disabled:bg-canvas disabled:text-muted';

export function controlClass(invalid: boolean): string {
  return `${controlBase} ${invalid ? 'border-danger' : 'border-line'}`;
}

type FieldProps = {
  /** The control's id, fixed by the form (not useId: forms are islands, web/app/lib/island.tsx). */
  id: string;
  label: string;
  /** Optional fields say so in their label instead of marking every required one. */
  optional?: boolean;
  hint?: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
};

/** A label, a control, a hint and an error, tied together for assistive technology. */
export function Field({ id, label, optional, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optioneel)</span> : null}
      </label>
      <div className="mt-1.5">{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}</div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
