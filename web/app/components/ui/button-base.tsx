import type { ComponentProps, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'inverted';
export type ButtonSize = 'md' | 'lg';

/**
 * A button's classes: the component classes `btn`, `btn-<variant>` and `btn-<size>` (design.css; `inverted` is
 * a quiet button on a dark band, for closing calls to action), and `extra`, utilities that override them.
 * Labels stay on one line unless `wrap` is set, for a label written elsewhere (an article's ctaText) that may be long.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '', wrap = false): string {
  return `btn btn-${variant} btn-${size} ${wrap ? 'py-3 text-center text-balance' : 'whitespace-nowrap'} ${extra}`.trim();
}

export type ButtonCommon = { variant?: ButtonVariant; size?: ButtonSize; wrap?: boolean; className?: string; children: ReactNode };

export function Button({ variant, size, wrap, className, children, ...rest }: ButtonCommon & ComponentProps<'button'>) {
  return (
    <button className={buttonClass(variant, size, className, wrap)} {...rest}>
      {children}
    </button>
  );
}
