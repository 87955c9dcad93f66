import { brand } from '../../../shared/business-facts.ts';
import { MailCheck } from '../icons/icons.tsx';
import { StatusPage } from '../components/ui/status-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Aanmelding bevestigd',
    description: `Je aanmelding voor de nieuwsbrief van ${brand.name} is bevestigd.`,
    noindex: true,
  });

export default function NewsletterConfirmed() {
  return (
    <StatusPage
      icon={<MailCheck aria-hidden="true" className="size-12 text-success" />}
      title="Je aanmelding is bevestigd"
      actions={[
        { to: '/blog', label: 'Lees de blog' },
        { to: '/', label: 'Naar de homepage' },
      ]}
    >
      <p>
        Welkom! Je ontvangt voortaan onze nieuwsbrief met praktische tips voor starters. Afmelden kan altijd met één klik onderaan elke
        e-mail.
      </p>
    </StatusPage>
  );
}
