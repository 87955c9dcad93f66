import { MailX } from '../icons/icons.tsx';
import { brand } from '../../../shared/business-facts.ts';
import { LinkButtonPage } from '../features/newsletter/link-button-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Afmelden voor de nieuwsbrief',
    description: `Meld je af voor de nieuwsbrief van ${brand.name}.`,
    noindex: true,
  });

export default function NewsletterUnsubscribe() {
  return (
    <LinkButtonPage
      icon={<MailX aria-hidden="true" className="size-12 text-brand-700" />}
      title="Afmelden voor de nieuwsbrief"
      action="/api/newsletter/afmelden"
      buttonLabel="Ja, meld me af"
    >
      <p>Wil je de nieuwsbrief niet meer ontvangen? Met de knop hieronder meld je je af en wissen we je e-mailadres.</p>
    </LinkButtonPage>
  );
}
