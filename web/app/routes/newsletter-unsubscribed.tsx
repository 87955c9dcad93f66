import { brand } from '../../../shared/business-facts.ts';
import { MailX } from '../icons/icons.tsx';
import { StatusPage } from '../components/ui/status-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Afgemeld voor de nieuwsbrief',
    description: `Je bent afgemeld voor de nieuwsbrief van ${brand.name}.`,
    noindex: true,
  });

export default function NewsletterUnsubscribed() {
  return (
    <StatusPage
      icon={<MailX aria-hidden="true" className="size-12 text-brand-700" />}
      title="Je bent afgemeld"
      actions={[{ to: '/', label: 'Naar de homepage' }]}
    >
      <p>Je ontvangt onze nieuwsbrief niet meer, en we hebben je e-mailadres gewist. Jammer dat je gaat, en succes met je plannen!</p>
    </StatusPage>
  );
}
