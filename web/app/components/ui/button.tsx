import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

export { buttonClass, type ButtonSize, type ButtonVariant } from './button-class.ts';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class.ts';

type Common = { variant?: ButtonVariant; size?: ButtonSize; wrap?: boolean; className?: string; children: ReactNode };

export function Button({ variant, size, wrap, className, children, ...rest }: Common & ComponentProps<'button'>) {
  return (
    <button className={buttonClass(variant, size, className, wrap)} {...rest}>
      {children}
    </button>
  );
}

/** A link that looks like a button: internal paths use the router, everything else a plain anchor. */
export function ButtonLink({
  to,
  variant,
  size,
  wrap,
  className,
  children,
  ...rest
}: Common & { to: string } & Omit<ComponentProps<'a'>, 'href'>) {
  const classes = buttonClass(variant, size, className, wrap);
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={classes} {...rest}>
      {children}
    </a>
  );
}
