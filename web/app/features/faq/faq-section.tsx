import type { ReactNode } from 'react';
import { Section, SectionHeading, type SectionTone } from '../../components/ui/section.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import type { FaqItem } from '../../content/faq.ts';

/** A page's questions and answers: the heading and its introduction beside the accordion, the same on every page. */
export function FaqSection({
  title,
  items,
  tone = 'white',
  children,
}: {
  title: string;
  items: readonly FaqItem[];
  tone?: SectionTone;
  children?: ReactNode;
}) {
  return (
    <Section tone={tone} labelledBy="vragen">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id="vragen" eyebrow="Veelgestelde vragen" title={title}>
          {children}
        </SectionHeading>
        <FaqAccordion items={items} />
      </div>
    </Section>
  );
}
