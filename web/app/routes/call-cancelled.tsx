import { CalendarX } from '../icons/icons.tsx';
import { StatusPage } from '../components/ui/status-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Gesprek geannuleerd',
    description: 'Je kennismakingsgesprek is geannuleerd en het moment is weer vrij. Plan gerust een nieuw moment.',
    noindex: true,
  });

export default function CallCancelled() {
  return (
    <StatusPage
      icon={<CalendarX aria-hidden="true" className="size-12 text-brand-700" />}
      title="Je gesprek is geannuleerd"
      actions={[
        { to: '/begin-vandaag#gesprek', label: 'Plan een nieuw moment' },
        { to: '/', label: 'Naar de homepage' },
      ]}
    >
      <p>Het moment is weer vrij. Je krijgt een bevestiging per e-mail, met een annulering voor je agenda.</p>
    </StatusPage>
  );
}
