import { MailCheck } from '../icons/icons.tsx';
import { brand } from '../../../shared/business-facts.ts';
import { LinkButtonPage } from '../features/newsletter/link-button-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Bevestig je aanmelding',
    description: `Bevestig je aanmelding voor de nieuwsbrief van ${brand.name}.`,
    noindex: true,
  });

export default function NewsletterConfirm() {
  return (
    <LinkButtonPage
      icon={<MailCheck aria-hidden="true" className="size-12 text-brand-700" />}
      title="Bevestig je aanmelding"
      action="/api/newsletter/bevestigen"
      buttonLabel="Ja, ik wil de nieuwsbrief"
    >
      <p>Nog één klik: bevestig dat je de nieuwsbrief van {brand.name} wilt ontvangen, met praktische tips voor starters.</p>
      <p>Heb je je niet aangemeld? Sluit deze pagina dan gewoon: zonder bevestiging sturen we je niets.</p>
    </LinkButtonPage>
  );
}
