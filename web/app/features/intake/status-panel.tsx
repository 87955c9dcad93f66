import { CheckCircle2, Loader2, Mail, Phone, RotateCcw, TriangleAlert } from '../../icons/icons.tsx';
import type { RefObject } from 'react';
import { contact, replyTime } from '../../../../shared/business-facts.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SlotPicker } from '../booking/slot-picker.tsx';

export type IntakeStatus = 'idle' | 'submitting' | 'success' | 'error';

type Props = {
  status: Exclude<IntakeStatus, 'idle'>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  firstName: string;
  /** The intake the call will belong to, so staff see both together. */
  booking: { leadId: string; email: string };
  /** The API said a confirmation email is on its way (it says not when a brake holds it back). */
  confirmationComing: boolean;
  onRetry: () => void;
};

/** Submitting, success and error replace the form with a full status panel. */
export function IntakeStatusPanel({ status, headingRef, firstName, booking, confirmationComing, onRetry }: Props) {
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-extrabold tracking-tight text-ink focus:outline-none">
      {text}
    </h2>
  );

  if (status === 'submitting') {
    return (
      <section
        className="flex flex-col items-center rounded-card border border-line bg-white px-6 py-16 text-center shadow-card"
        aria-busy="true"
      >
        <Loader2 aria-hidden="true" className="size-12 animate-spin text-brand-700 motion-reduce:animate-none" />
        {heading('Een moment...')}
        <p className="mt-3 text-ink-soft" role="status">
          We versturen je aanvraag.
        </p>
      </section>
    );
  }

  if (status === 'success') {
    return (
      <section className="rounded-card border border-line bg-white px-6 py-12 shadow-card sm:px-10">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
        {heading('Gelukt!')}
        <p className="mt-3 max-w-xl text-lg text-ink-soft">
          Dank je wel{firstName ? `, ${firstName.trim()}` : ''}. We hebben je aanvraag ontvangen en nemen {replyTime.promise} contact met je
          op.
        </p>
        <h3 className="mt-8 font-bold text-ink">Zo gaat het verder</h3>
        <ol className="mt-3 max-w-xl list-decimal space-y-2 pl-5 text-ink-soft">
          {confirmationComing ? <li>Je krijgt zo een bevestiging per e-mail, met een overzicht van je antwoorden.</li> : null}
          <li>We lezen je aanvraag en bereiden een eerste advies voor.</li>
          <li>We bellen of mailen je {replyTime.promise}, of je kiest hieronder zelf een moment voor het gesprek.</li>
        </ol>
        <h3 className="mt-8 text-xl font-bold text-ink">Plan direct je gratis gesprek</h3>
        <div className="mt-4">
          <SlotPicker idPrefix="intake-gesprek" leadId={booking.leadId} name={firstName} email={booking.email} />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/" variant="primary">
            Naar de homepage
          </ButtonLink>
          <ButtonLink to="/blog" variant="secondary">
            Lees ondertussen onze blog
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <section className="rounded-card border border-line bg-white px-6 py-12 shadow-card sm:px-10">
      <TriangleAlert aria-hidden="true" className="size-12 text-danger" />
      {heading('Er ging iets mis')}
      <p className="mt-3 max-w-xl text-lg text-ink-soft">
        Je aanvraag kon niet worden verstuurd. Je antwoorden staan nog klaar: probeer het zo nog eens, of neem direct contact met ons op.
      </p>
      <ul className="mt-6 space-y-2">
        <li>
          <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
            <Mail aria-hidden="true" className="size-4" /> {contact.email}
          </a>
        </li>
        <li>
          <a href={contact.phoneHref} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
            <Phone aria-hidden="true" className="size-4" /> {contact.phoneDisplay}
          </a>
        </li>
      </ul>
      <Button type="button" variant="primary" className="mt-8" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-5" /> Probeer opnieuw
      </Button>
    </section>
  );
}
