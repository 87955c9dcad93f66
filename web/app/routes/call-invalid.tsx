import { TriangleAlert } from '../icons/icons.tsx';
import { bookingMessages } from '../../../shared/booking.ts';
import { StatusPage } from '../components/ui/status-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () => pageMeta({ title: 'Link werkt niet', description: bookingMessages.invalidLink, noindex: true });

export default function CallInvalid() {
  return (
    <StatusPage
      icon={<TriangleAlert aria-hidden="true" className="size-12 text-danger" />}
      title="Deze link werkt niet (meer)"
      actions={[
        { to: '/begin-vandaag#gesprek', label: 'Plan een gesprek' },
        { to: '/contact', label: 'Neem contact op' },
      ]}
    >
      <p>{bookingMessages.invalidLink}</p>
    </StatusPage>
  );
}
