import type { ReactNode } from 'react';
import { ButtonLink } from './button.tsx';

/** A short page that tells the visitor the outcome of something they did (a form sent, a link followed). */
export function StatusPage({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: readonly { to: string; label: string }[];
}) {
  return (
    <section className="container-page flex flex-col items-start py-24 sm:py-32">
      {icon}
      <h1 className="mt-5 text-4xl font-extrabold tracking-tight">{title}</h1>
      <div className="mt-5 max-w-xl space-y-3 text-lg text-ink-soft">{children}</div>
      <div className="mt-8 flex flex-wrap gap-3">
        {actions.map((action, index) => (
          <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'} size="lg">
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
