import { dateTimeMedium } from '../../../../shared/agency-clock.ts';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { leadKindLabels, type ErasurePreview } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { staffJson } from './staff-api.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

const field = 'mt-1 block w-full min-h-11 rounded-control border border-line bg-white px-3 text-base';

/** What the erasure answered for the address as typed: what goes (or went), or the Dutch sentence why not. */
export type ErasureAnswer = { email: string; preview: ErasurePreview | null; error: string };

/**
 * The erasure's action, posted by its fetcher: a look at what would go (intent "bekijken"), or the erasure
 * itself (intent "wissen"). Null when the layout shows no page.
 */
export async function erasureAction(request: Request): Promise<ErasureAnswer | null> {
  const session = await signedInSession();
  if (!session) return null;
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const result = await staffJson<ErasurePreview>(session, '/api/beheer/wissen', { email, confirm: form.get('intent') === 'wissen' });
  return result.ok ? { email, preview: result.data, error: '' } : { email, preview: null, error: result.fieldErrors.email ?? result.error };
}

/**
 * Erasing one person (AVG): first what would go is named (every lead of the address and every file), and
 * only a second, explicit step erases it.
 */
export function EraseView() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const erasure = useFetcher<ErasureAnswer | null>();
  const busy = erasure.state !== 'idle';
  // An answer is about the address it was asked for: once the address is typed again, it no longer shows.
  const answer = erasure.data?.email === email ? erasure.data : null;
  const preview = answer?.preview ?? null;
  const error = answer?.error ?? '';
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (erasure.data?.preview) outcome.current?.focus();
  }, [erasure.data]);

  const nothing = preview && preview.leads.length === 0 && preview.files.length === 0;
  const what = preview
    ? `${preview.leads.length} ${preview.leads.length === 1 ? 'lead' : 'leads'} en ${preview.files.length} ${preview.files.length === 1 ? 'bestand' : 'bestanden'}`
    : '';

  return (
    <div>
      <StaffNav current="wissen" />
      <h1 className="text-3xl font-bold">Persoon wissen</h1>
      <p className="mt-2 max-w-prose text-ink-soft">
        Op verzoek (AVG) wis je alles van één e-mailadres: intakes met hun bestanden, contactberichten en de nieuwsbriefaanmelding. Je ziet
        eerst wat er weggaat.
      </p>
      <erasure.Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="min-w-0 flex-1 basis-64">
          <span className="font-semibold">E-mailadres</span>
          <input
            type="email"
            name="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={field}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'wissen-fout' : undefined}
          />
        </label>
        <Button type="submit" name="intent" value="bekijken" disabled={busy}>
          Bekijk wat er gewist wordt
        </Button>
      </erasure.Form>
      {error && (
        <p id="wissen-fout" role="alert" className="mt-2 text-danger">
          {error}
        </p>
      )}

      {preview && (
        <section className="mt-8 rounded-card border border-line bg-white p-4 sm:p-6" aria-labelledby="wissen-uitkomst">
          <h2 id="wissen-uitkomst" ref={outcome} tabIndex={-1} className="text-xl font-bold">
            {preview.erased
              ? `Gewist: ${what} van ${preview.email}`
              : nothing
                ? `Niets gevonden voor ${preview.email}`
                : `Dit wordt gewist voor ${preview.email}`}
          </h2>
          {!nothing && (
            <ul className="mt-3 space-y-1">
              {preview.leads.map((lead) => (
                <li key={`${lead.kind}-${lead.id}`}>
                  {leadKindLabels[lead.kind]} van {dateTimeMedium(lead.createdAt)}
                </li>
              ))}
              {preview.files.map((file) => (
                <li key={file}>Bestand {file}</li>
              ))}
            </ul>
          )}
          {!preview.erased && !nothing && (
            <erasure.Form method="post">
              <input type="hidden" name="email" value={email} />
              <Button type="submit" name="intent" value="wissen" className="mt-6 bg-danger hover:bg-danger" disabled={busy}>
                Wis {what} definitief
              </Button>
            </erasure.Form>
          )}
        </section>
      )}

      {preview && !nothing && <OutsideCopies preview={preview} />}
    </div>
  );
}

/**
 * What the system cannot reach and staff must delete themselves: the notification emails in the team's
 * mailbox (by subject and date, so they can be found), the replies exchanged with the address, and the
 * exports downloaded since the person's first lead.
 */
function OutsideCopies({ preview }: { preview: ErasurePreview }) {
  const { mailbox, exports } = preview.outside;
  return (
    <section className="mt-8 rounded-card border border-line bg-white p-4 sm:p-6" aria-labelledby="wissen-buiten">
      <h2 id="wissen-buiten" className="text-xl font-bold">
        {preview.erased ? 'Verwijder nu zelf deze kopieën' : 'Dit kan het systeem niet wissen'}
      </h2>
      <p className="mt-2 text-ink-soft">
        Deze kopieën staan buiten het systeem. Verwijder ze zelf, dan is er niets meer van {preview.email} over.
      </p>
      <h3 className="mt-4 font-bold">In de mailbox van het team</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {mailbox.map((email) => (
          <li key={`${email.sentAt}-${email.subject}`} className="break-words">
            De melding “{email.subject}” van {dateTimeMedium(email.sentAt)}
          </li>
        ))}
        <li className="break-words">Alle e-mails die jullie met {preview.email} wisselden, ook in de map Verzonden</li>
      </ul>
      <h3 className="mt-4 font-bold">Gedownloade exports</h3>
      {exports.length === 0 ? (
        <p className="mt-2 text-ink-soft">Sinds de eerste lead van dit adres is er in het beheer niets geëxporteerd.</p>
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
    </section>
  );
}
