import { CalendarX } from '../icons/icons.tsx';
import { bookingApi, slotMinutes } from '../../../shared/booking.ts';
import { LinkButtonPage } from '../features/newsletter/link-button-page.tsx';
import { pageMeta } from '../lib/seo.ts';

/** The page a booking email's cancel link opens: only its button cancels, so a mail scanner that opens the link changes nothing. */
export const meta = () =>
  pageMeta({
    title: 'Gesprek annuleren',
    description: `Annuleer je gratis kennismakingsgesprek van ${slotMinutes} minuten met Startsprong.`,
    noindex: true,
  });

export default function CallCancel() {
  return (
    <LinkButtonPage
      icon={<CalendarX aria-hidden="true" className="size-12 text-brand-700" />}
      title="Gesprek annuleren"
      action={bookingApi.cancel}
      buttonLabel="Ja, annuleer het gesprek"
    >
      <p>Wil je je kennismakingsgesprek annuleren? Het moment komt dan weer vrij voor iemand anders.</p>
      <p>Liever een ander moment? Gebruik dan de knop om te verzetten in je e-mail.</p>
    </LinkButtonPage>
  );
}
