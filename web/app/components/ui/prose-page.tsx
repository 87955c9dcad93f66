import type { ReactNode } from 'react';
import { PageIntro } from './page-intro.tsx';

export type ProseSection = { heading: string; body: ReactNode };

/**
 * A text page (privacy, terms, cookies): an introduction with the date of the last change at the top, where
 * the texts say it is, then unnumbered sections under h2 headings.
 */
export function ProsePage({
  eyebrow,
  title,
  intro,
  sections,
  updated,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: readonly ProseSection[];
  updated: string;
}) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        {intro}
        <p className="text-base text-muted">Laatst bijgewerkt op {updated}</p>
      </PageIntro>
      <div className="container-page py-14">
        <div className="max-w-3xl space-y-10 text-[1.05rem] leading-relaxed text-ink-soft [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-6">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-2xl font-bold tracking-tight text-ink">{section.heading}</h2>
              <div className="mt-3 space-y-3">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
