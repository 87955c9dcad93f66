import type { ComponentProps, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'inverted';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 select-none';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  accent: 'bg-accent-600 text-white hover:bg-accent-700 shadow-sm',
  secondary: 'bg-white text-ink ring-1 ring-inset ring-line hover:bg-brand-50 hover:ring-brand-200',
  ghost: 'text-brand-700 hover:bg-brand-50',
  /** A quiet button on a dark band (closing calls to action). */
  inverted: 'bg-white/10 text-white ring-1 ring-inset ring-white/30 hover:bg-white/20',
};
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-[0.95rem]',
  lg: 'min-h-12 px-6 text-base',
};

/** Labels stay on one line unless `wrap` is set, for a label written elsewhere (an article's ctaText) that may be long. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '', wrap = false): string {
  return `${base} ${wrap ? 'py-3 text-center text-balance' : 'whitespace-nowrap'} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export type ButtonCommon = { variant?: ButtonVariant; size?: ButtonSize; wrap?: boolean; className?: string; children: ReactNode };

export function Button({ variant, size, wrap, className, children, ...rest }: ButtonCommon & ComponentProps<'button'>) {
  return (
    <button className={buttonClass(variant, size, className, wrap)} {...rest}>
      {children}
    </button>
  );
}
