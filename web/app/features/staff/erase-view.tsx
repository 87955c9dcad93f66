import { dateTimeMedium } from '../../../../shared/agency-clock.ts';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { leadKindLabels, type ErasurePreview } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { LookupError, LookupField } from './lookup-field.tsx';
import { staffJson } from './staff-api.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

/** What the erasure answered for the address and number as typed: what goes (or went), or the Dutch sentence why not. */
export type ErasureAnswer = { email: string; phone: string; preview: ErasurePreview | null; error: string };

/**
 * The erasure's action, posted by its fetcher: a look at what would be found (intent "bekijken"), or the
 * erasure of the leads still ticked (intent "wissen", each as `lead` = "kind:id"). Null when the layout
 * shows no page.
 */
export async function erasureAction(request: Request): Promise<ErasureAnswer | null> {
  const session = await signedInSession();
  if (!session) return null;
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const phone = String(form.get('phone') ?? '');
  const confirm = form.get('intent') === 'wissen';
  const leads = form.getAll('lead').map((value) => {
    const [kind, id] = String(value).split(':');
    return { kind, id };
  });
  const result = await staffJson<ErasurePreview>(session, '/api/beheer/wissen', {
    ...(email.trim() ? { email } : {}),
    ...(phone.trim() ? { phone } : {}),
    confirm,
    ...(confirm ? { leads } : {}),
  });
  if (result.ok) return { email, phone, preview: result.data, error: '' };
  const error = result.fieldErrors.email ?? result.fieldErrors.phone ?? result.fieldErrors.leads ?? result.error;
  return { email, phone, preview: null, error };
}

const viaLabel = { email: 'e-mailadres', phone: 'telefoonnummer' } as const;
const keyOf = (lead: { kind: string; id: string }) => `${lead.kind}:${lead.id}`;

/**
 * Erasing one person (AVG): first every lead found is shown, by any spelling of the address or by the phone
 * number, with name, address and number so staff can judge it is this person's; only the leads they keep
 * ticked are erased, in a second, explicit step.
 */
export function EraseView() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [phone, setPhone] = useState(params.get('telefoon') ?? '');
  // What staff unticked, for the answer they unticked it in: a new answer starts with every lead ticked.
  const [untickedIn, setUntickedIn] = useState<{ preview: ErasurePreview | null; keys: ReadonlySet<string> }>({
    preview: null,
    keys: new Set(),
  });
  const erasure = useFetcher<ErasureAnswer | null>();
  const busy = erasure.state !== 'idle';
  // An answer is about what it was asked for: once the address or number is typed again, it no longer shows.
  const answer = erasure.data?.email === email && erasure.data.phone === phone ? erasure.data : null;
  const preview = answer?.preview ?? null;
  const error = answer?.error ?? '';
  const outcome = useRef<HTMLHeadingElement>(null);

  const unticked = untickedIn.preview === preview ? untickedIn.keys : new Set<string>();

  useEffect(() => {
    if (erasure.data?.preview) outcome.current?.focus();
  }, [erasure.data]);

  const chosen = preview ? preview.leads.filter((lead) => preview.erased || !unticked.has(keyOf(lead))) : [];
  const chosenIds = new Set(chosen.map((lead) => lead.id));
  const files = preview ? preview.files.filter((file) => chosenIds.has(file.leadId)) : [];
  const nothing = preview && preview.leads.length === 0 && preview.files.length === 0;
  const who = preview ? [preview.email, preview.phone].filter(Boolean).join(' of ') : '';
  const what = preview
    ? `${chosen.length} ${chosen.length === 1 ? 'lead' : 'leads'} en ${files.length} ${files.length === 1 ? 'bestand' : 'bestanden'}`
    : '';

  return (
    <div>
      <StaffNav current="wissen" />
      <h1 className="text-3xl font-bold">Persoon wissen</h1>
      <p className="mt-2 max-w-prose text-ink-soft">
        Op verzoek (AVG) wis je alles van één persoon: intakes met hun bestanden, contactberichten en de nieuwsbriefaanmelding. Zoek op
        e-mailadres (elke schrijfwijze van hetzelfde adres telt mee), op telefoonnummer of op allebei. Je ziet eerst alles wat gevonden is
        en kiest wat weggaat.
      </p>
      <erasure.Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
        {(
          [
            { label: 'E-mailadres', type: 'email', name: 'email', value: email, onChange: setEmail, basis: 'basis-64' },
            { label: 'Telefoonnummer', type: 'tel', name: 'phone', value: phone, onChange: setPhone, basis: 'basis-48' },
          ] as const
        ).map(({ name, ...field }) => (
          <LookupField key={name} name={name} {...field} error={error} errorId="wissen-fout" />
        ))}
        <Button type="submit" name="intent" value="bekijken" disabled={busy}>
          Bekijk wat er gewist wordt
        </Button>
      </erasure.Form>
      <LookupError id="wissen-fout" error={error} />

      {preview && (
        <section className="mt-8 rounded-card border border-line bg-white p-4 sm:p-6" aria-labelledby="wissen-uitkomst">
          <h2 id="wissen-uitkomst" ref={outcome} tabIndex={-1} className="text-xl font-bold">
            {preview.erased ? `Gewist: ${what} van ${who}` : nothing ? `Niets gevonden voor ${who}` : `Dit wordt gewist voor ${who}`}
          </h2>
          {!preview.erased && !nothing && (
            <p className="mt-2 text-ink-soft">Controleer bij elke lead of die echt van deze persoon is. Vink uit wat moet blijven.</p>
          )}
          {!preview.complete && (
            <p className="mt-2 font-semibold">Er zijn meer leads dan één keer wissen leest. Wis deze eerst en zoek daarna opnieuw.</p>
          )}
          {!nothing && (
            <erasure.Form method="post">
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="phone" value={phone} />
              <ul className="mt-3 space-y-2">
                {preview.leads.map((lead) => (
                  <li key={keyOf(lead)} className="break-words">
                    {leadKindLabels[lead.kind]} van {dateTimeMedium(lead.createdAt)}: {lead.name || 'zonder naam'}, {lead.email}
                    {lead.phone ? `, ${lead.phone}` : ''} (gevonden op {lead.via.map((via) => viaLabel[via]).join(' en ')})
                    {!preview.erased && (
                      <label className="ml-2 inline-flex min-h-11 items-center gap-2">
                        <input
                          type="checkbox"
                          name="lead"
                          value={keyOf(lead)}
                          className="size-5"
                          checked={!unticked.has(keyOf(lead))}
                          onChange={(event) => {
                            const next = new Set(unticked);
                            if (event.target.checked) next.delete(keyOf(lead));
                            else next.add(keyOf(lead));
                            setUntickedIn({ preview, keys: next });
                          }}
                        />
                        Wissen
                      </label>
                    )}
                  </li>
                ))}
                {files.map((file) => (
                  <li key={`${file.leadId}-${file.name}`} className="break-words">
                    Bestand {file.name}
                    {file.pending ? ' (geüpload, nooit verstuurd)' : ''}
                  </li>
                ))}
              </ul>
              {!preview.erased && chosen.length > 0 && (
                <Button type="submit" name="intent" value="wissen" className="mt-6 bg-danger hover:bg-danger" disabled={busy}>
                  Wis {what} definitief
                </Button>
              )}
            </erasure.Form>
          )}
        </section>
      )}

      {preview && !nothing && <OutsideCopies preview={preview} who={who} />}
    </div>
  );
}

/**
 * What the system cannot reach and staff must delete themselves: the notification emails in the team's
 * mailbox (by subject and date, so they can be found), the replies exchanged with the person, the exports
 * downloaded since the person's first lead, and each time one of their attachments was opened or saved.
 */
function OutsideCopies({ preview, who }: { preview: ErasurePreview; who: string }) {
  const { mailbox, exports, attachments } = preview.outside;
  return (
    <section className="mt-8 rounded-card border border-line bg-white p-4 sm:p-6" aria-labelledby="wissen-buiten">
      <h2 id="wissen-buiten" className="text-xl font-bold">
        {preview.erased ? 'Verwijder nu zelf deze kopieën' : 'Dit kan het systeem niet wissen'}
      </h2>
      <p className="mt-2 text-ink-soft">Deze kopieën staan buiten het systeem. Verwijder ze zelf, dan is er niets meer van {who} over.</p>
      <h3 className="mt-4 font-bold">In de mailbox van het team</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {mailbox.map((email) => (
          <li key={`${email.sentAt}-${email.subject}`} className="break-words">
            De melding “{email.subject}” van {dateTimeMedium(email.sentAt)}
          </li>
        ))}
        <li className="break-words">Alle e-mails die jullie met {who} wisselden, ook in de map Verzonden</li>
      </ul>
      <h3 className="mt-4 font-bold">Gedownloade exports</h3>
      {exports.length === 0 ? (
        <p className="mt-2 text-ink-soft">Sinds de eerste lead van deze persoon is er in het beheer niets geëxporteerd.</p>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">Deze exports kunnen de persoon bevatten; verwijder de bestanden als je ze nog hebt.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {exports.map((entry) => (
              <li key={entry.at}>
                {dateTimeMedium(entry.at)} door {entry.who}: {entry.summary}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-4 font-bold">Geopende en gedownloade bijlagen</h3>
      {attachments.length === 0 ? (
        <p className="mt-2 text-ink-soft">Niemand heeft de bijlagen van deze persoon geopend of gedownload.</p>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">Verwijder deze bestanden van je computer of uit je downloads als je ze nog hebt.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {attachments.map((entry) => (
              <li key={`${entry.at}-${entry.leadId}`} className="break-words">
                {dateTimeMedium(entry.at)} door {entry.who}: {entry.summary}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
