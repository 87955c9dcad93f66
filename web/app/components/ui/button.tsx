import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonCommon } from './button-base.tsx';

export { Button, buttonClass, type ButtonSize, type ButtonVariant } from './button-base.tsx';

/** A link that looks like a button: internal paths use the router, everything else a plain anchor. */
export function ButtonLink({
  to,
  variant,
  size,
  wrap,
  className,
  children,
  ...rest
}: ButtonCommon & { to: string } & Omit<ComponentProps<'a'>, 'href'>) {
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
