import { dateTimeMedium } from '../../../../shared/agency-clock.ts';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { mailReputation } from '../../../../shared/mail-reputation.ts';
import type { SuppressionAnswer } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { LookupError, LookupField } from './lookup-field.tsx';
import { staffJson } from './staff-api.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

/** What the lookup answered for the address as typed: the block's state, or the Dutch sentence why not. */
export type SuppressionLookup = { email: string; answer: SuppressionAnswer | null; error: string };

/**
 * The blocks page's action, posted by its fetcher: a look at the address (intent "opzoeken"), or lifting
 * its block (intent "opheffen"). Null when the layout shows no page.
 */
export async function suppressionAction(request: Request): Promise<SuppressionLookup | null> {
  const session = await signedInSession();
  if (!session) return null;
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const result = await staffJson<SuppressionAnswer>(session, '/api/beheer/onderdrukking', {
    email,
    lift: form.get('intent') === 'opheffen',
  });
  if (result.ok) return { email, answer: result.data, error: '' };
  return { email, answer: null, error: result.fieldErrors.email ?? result.error };
}

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
 * keeps no list of blocked addresses, only a code made from each, so staff type the address; it may come in
 * as `?email=` from a lead's page.
 */
export function SuppressionView() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const lookup = useFetcher<SuppressionLookup | null>();
  const busy = lookup.state !== 'idle';
  // An answer is about the address it was asked for: once the address is typed again, it no longer shows.
  const current = lookup.data?.email === email ? lookup.data : null;
  const answer = current?.answer ?? null;
  const error = current?.error ?? '';
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (lookup.data?.answer) outcome.current?.focus();
  }, [lookup.data]);

  return (
    <div>
      <StaffNav current="blokkades" />
      <h1 className="text-3xl font-bold">Krijgt dit adres onze e-mail?</h1>
      <p className="mt-2 max-w-prose text-ink-soft">
        Kwam een e-mail van ons niet aan omdat het adres niet bestaat, dan sturen we dat adres niets meer. Meldde iemand een e-mail als
        spam, dan krijgt dat adres {mailReputation.complaintSuppressionDays} dagen niets. Vraagt iemand je om weer e-mail te krijgen, zoek
        het adres dan hier op en hef de blokkade op. Het logboek houdt bij wie dat deed.
      </p>
      <lookup.Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
        <LookupField
          label="E-mailadres"
          type="email"
          name="email"
          required
          value={email}
          onChange={setEmail}
          error={error}
          errorId="blokkade-fout"
          basis="basis-64"
        />
        <Button type="submit" name="intent" value="opzoeken" disabled={busy}>
          Opzoeken
        </Button>
      </lookup.Form>
      <LookupError id="blokkade-fout" error={error} />

      {answer && (
        <section className="mt-8 rounded-card border border-line bg-white p-4 sm:p-6" aria-labelledby="blokkade-uitkomst">
          <h2 id="blokkade-uitkomst" ref={outcome} tabIndex={-1} className="text-xl font-bold break-words">
            {answer.suppression.suppressed ? 'Geblokkeerd' : answer.lifted ? 'Opgeheven' : 'Niet geblokkeerd'}
          </h2>
          <p className="mt-2 break-words">{verdict(answer)}</p>
          {answer.suppression.suppressed && (
            <lookup.Form method="post">
              <input type="hidden" name="email" value={email} />
              <Button type="submit" name="intent" value="opheffen" className="mt-6" disabled={busy}>
                Blokkade opheffen
              </Button>
            </lookup.Form>
          )}
        </section>
      )}
    </div>
  );
}
