import type { ComponentProps } from 'react';
import { buttonClass, type ButtonCommon } from './button-base.tsx';

export { Button, buttonClass, type ButtonSize, type ButtonVariant } from './button-base.tsx';

/**
 * A link that looks like a button. A plain anchor also for internal paths: the site's pages are static HTML
 * (web/app/route-handle.ts), where a full load of a prerendered page is the navigation.
 */
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
  return (
    <a href={to} className={classes} {...rest}>
      {children}
    </a>
  );
}
