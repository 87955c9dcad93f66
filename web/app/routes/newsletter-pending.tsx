import { MailCheck } from '../icons/icons.tsx';
import { newsletterMessages } from '../../../shared/newsletter-copy.ts';
import { StatusPage } from '../components/ui/status-page.tsx';
import { pageMeta } from '../lib/seo.ts';

/** Where a newsletter sign-up sent without JavaScript lands: the same message the toast gives. */
export const meta = () => pageMeta({ title: 'Kijk in je mailbox', description: newsletterMessages.accepted.description, noindex: true });

export default function NewsletterPending() {
  return (
    <StatusPage
      icon={<MailCheck aria-hidden="true" className="size-12 text-brand-700" />}
      title={newsletterMessages.accepted.title}
      actions={[
        { to: '/blog', label: 'Terug naar de blog' },
        { to: '/', label: 'Naar de homepage' },
      ]}
    >
      <p>{newsletterMessages.accepted.description}</p>
      <p>
        Geen e-mail gezien? Kijk even in je map met ongewenste e-mail. Soms komt hij later: staan onze e-mails even stil, dan bewaren we je
        aanmelding en sturen we de e-mail zodra dat weer kan. Zonder bevestiging sturen we je niets, en wissen we je adres binnen een week.
      </p>
    </StatusPage>
  );
}
