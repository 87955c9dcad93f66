import { TriangleAlert } from '../icons/icons.tsx';
import { brand, contact } from '../../../shared/business-facts.ts';
import { StatusPage } from '../components/ui/status-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Deze link werkt niet (meer)',
    description: `De link uit de e-mail van ${brand.name} is verlopen of onvolledig.`,
    noindex: true,
  });

export default function NewsletterInvalid() {
  return (
    <StatusPage
      icon={<TriangleAlert aria-hidden="true" className="size-12 text-danger" />}
      title="Deze link werkt niet (meer)"
      actions={[{ to: '/', label: 'Naar de homepage' }]}
    >
      <p>
        De link is verlopen, al gebruikt of niet helemaal meegekomen. Een aanmelding die je niet binnen een week bevestigt, vervalt vanzelf;
        meld je dan gewoon opnieuw aan.
      </p>
      <p>
        Lukt het niet? Mail ons op{' '}
        <a href={`mailto:${contact.email}`} className="font-semibold text-brand-700 underline">
          {contact.email}
        </a>
        .
      </p>
    </StatusPage>
  );
}
