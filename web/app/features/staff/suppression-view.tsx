import { dateTimeMedium } from '../../../../shared/agency-clock.ts';
import { mailReputation } from '../../../../shared/mail-reputation.ts';
import type { SuppressionAnswer } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { AddressForm, useAddressQuestion } from './address-question.tsx';
import type { StaffSession } from './session.ts';
import { StaffNav } from './staff-nav.tsx';

/** What the answer means, in a sentence staff can act on. */
function verdict(answer: SuppressionAnswer): string {
  const { email, suppression } = answer;
  if (answer.lifted) return `De blokkade van ${email} is opgeheven: bevestigingen gaan weer naar dit adres.`;
  if (!suppression.suppressed) return `${email} is niet geblokkeerd: bevestigingen gaan gewoon naar dit adres.`;
  if (suppression.reason === 'bounce')
    return `${email} is geblokkeerd sinds ${dateTimeMedium(suppression.since)}: een e-mail kwam niet aan, omdat het adres niet bestaat. Dat blijft zo tot je het opheft.`;
  return `${email} is geblokkeerd sinds ${dateTimeMedium(suppression.since)}: iemand meldde een e-mail van ons als spam. De blokkade loopt af op ${dateTimeMedium(suppression.until)}.`;
}

/**
 * Whether an address gets email from us, and lifting a block (functions/staff/suppression.ts). The system
 * keeps no list of blocked addresses, only a code made from each, so staff type the address.
 */
export function SuppressionView({ session }: { session: StaffSession }) {
  const question = useAddressQuestion<SuppressionAnswer>(session, '/api/beheer/onderdrukking', 'lift');
  const { answer, busy, outcome } = question;

  return (
    <div>
      <StaffNav current="blokkades" />
      <h1 className="text-3xl font-bold">Krijgt dit adres onze e-mail?</h1>
      <p className="mt-2 max-w-prose text-ink-soft">
        Kwam een e-mail van ons niet aan omdat het adres niet bestaat, dan sturen we dat adres niets meer. Meldde iemand een e-mail als
        spam, dan krijgt dat adres {mailReputation.complaintSuppressionDays} dagen niets. Vraagt iemand je om weer e-mail te krijgen, zoek
        het adres dan hier op en hef de blokkade op. Het logboek houdt bij wie dat deed.
      </p>
      <AddressForm question={question} errorId="blokkade-fout" submit="Opzoeken" />

      {answer && (
        <section className="mt-8 rounded-card border border-line bg-white p-4 sm:p-6" aria-labelledby="blokkade-uitkomst">
          <h2 id="blokkade-uitkomst" ref={outcome} tabIndex={-1} className="text-xl font-bold break-words">
            {answer.suppression.suppressed ? 'Geblokkeerd' : answer.lifted ? 'Opgeheven' : 'Niet geblokkeerd'}
          </h2>
          <p className="mt-2 break-words">{verdict(answer)}</p>
          {answer.suppression.suppressed && (
            <Button className="mt-6" disabled={busy} onClick={() => void question.ask(true)}>
              Blokkade opheffen
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
