import type { ReactNode } from 'react';

/** The opening block of a page: its one h1 and a short introduction, with optional actions. */
export function PageIntro({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-full bg-[radial-gradient(60rem_20rem_at_85%_-10%,var(--color-brand-100),transparent_70%)]"
      />
      <div className="container-page relative py-16 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance break-words text-ink sm:text-5xl">{title}</h1>
        <div className="mt-5 max-w-2xl space-y-4 text-lg leading-relaxed text-ink-soft">{children}</div>
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
