import { Mail } from '../../icons/icons.tsx';
import { PrivacyNote } from '../../components/form/privacy-note.tsx';
import { Island } from '../../lib/island.tsx';

/** The newsletter sign-up in a card with its heading: the blog's sidebar box and the card below an article. */
export function NewsletterCard({
  id,
  title = 'Ontvang onze nieuwsbrief',
  compact = false,
}: {
  id: string;
  title?: string;
  compact?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-titel`}
      className={`rounded-card border border-brand-100 bg-brand-50 ${compact ? 'p-5' : 'p-6 sm:p-8'}`}
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
          <Mail className="size-5" />
        </span>
        <h2 id={`${id}-titel`} className="text-lg leading-snug font-bold tracking-tight text-ink">
          {title}
        </h2>
      </div>
      <p className="mt-3 mb-4 text-[0.95rem] leading-relaxed text-ink-soft">
        Nieuwe artikelen en praktische tips voor starters, ongeveer één keer per maand in je mailbox.
      </p>
      <Island name="newsletter" props={{ idPrefix: id, stacked: compact }} />
      <PrivacyNote className="mt-3">Je meldt je altijd met één klik af. Wat we met je e-mailadres doen,</PrivacyNote>
    </section>
  );
}
