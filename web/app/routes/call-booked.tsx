import { CalendarCheck } from '../icons/icons.tsx';
import { bookingMessages } from '../../../shared/booking.ts';
import { StatusPage } from '../components/ui/status-page.tsx';
import { pageMeta } from '../lib/seo.ts';

/** Where a call booked or moved without JavaScript lands. */
export const meta = () => pageMeta({ title: bookingMessages.booked.title, description: bookingMessages.booked.description, noindex: true });

export default function CallBooked() {
  return (
    <StatusPage
      icon={<CalendarCheck aria-hidden="true" className="size-12 text-brand-700" />}
      title={bookingMessages.booked.title}
      actions={[{ to: '/', label: 'Naar de homepage' }]}
    >
      <p>{bookingMessages.booked.description}</p>
      <p>Past het toch niet? In de e-mail staan knoppen om het gesprek te verzetten of te annuleren.</p>
    </StatusPage>
  );
}
