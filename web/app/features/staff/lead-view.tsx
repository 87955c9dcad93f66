import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatMegabytes } from '../../../../shared/attachments.ts';
import {
  auditActionLabels,
  leadKindLabels,
  leadStatusLabels,
  statusNoteMax,
  type AuditEntry,
  type LeadDetail,
  type StatusEntry,
} from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { StatusOptions } from './status-options.tsx';
import type { StaffSession } from './session.ts';
import { staffJson } from './staff-api.ts';
import { dutchDateTime } from './staff-dates.ts';
import { StaffNav } from './staff-nav.tsx';

type Detail = LeadDetail & { audit: AuditEntry[] };

const field = 'mt-1 block w-full rounded-control border border-line bg-white px-3 py-2 text-base';
const section = 'mt-8 rounded-card border border-line bg-white p-4 sm:p-6';

/** One lead: its answers, attachments, emails, status with note and history, and the same person's other leads. */
export function LeadView({ session, kind, id }: { session: StaffSession; kind: string; id: string }) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [statusError, setStatusError] = useState('');
  const [saving, setSaving] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const path = `/api/beheer/leads/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

  useEffect(() => {
    let active = true;
    void staffJson<Detail>(session, path).then((result) => {
      if (!active) return;
      if (result.ok) {
        setDetail(result.data);
        setError('');
      } else setError(result.error);
    });
    return () => {
      active = false;
    };
  }, [session, path]);

  /** Says what happened where a screen reader announces it, and moves the keyboard there. */
  function tell(text: string) {
    setMessage(text);
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  async function saveStatus(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSaving(true);
    const result = await staffJson<StatusEntry>(session, `${path}/status`, { status: form.get('status'), note: form.get('note') });
    setSaving(false);
    if (!result.ok) {
      setStatusError(Object.values(result.fieldErrors)[0] ?? result.error);
      return;
    }
    setStatusError('');
    // Shown from the answer rather than loaded again, which would record one more view of the lead.
    setDetail((shown) => shown && { ...shown, status: result.data.status, history: [result.data, ...shown.history] });
    formElement.reset();
    tell(`Status opgeslagen: ${leadStatusLabels[result.data.status]}.`);
  }

  async function resend() {
    const result = await staffJson<{ queued: boolean }>(session, `${path}/opnieuw-versturen`, {});
    if (result.ok) {
      tell('De e-mails staan weer in de wachtrij. Wat al verstuurd was, gaat niet nog een keer.');
    } else tell(result.error);
  }

  if (error)
    return (
      <div>
        <StaffNav />
        <h1 className="text-3xl font-bold">Lead</h1>
        <p role="alert" className="mt-4">
          {error}
        </p>
        <Link to="/beheer" className="mt-4 inline-block text-brand-700 underline">
          Terug naar de leads
        </Link>
      </div>
    );
  if (!detail)
    return (
      <div>
        <StaffNav />
        <h1 className="text-3xl font-bold">Lead</h1>
        <p role="status">Lead wordt geladen…</p>
      </div>
    );

  return (
    <div>
      <StaffNav />
      <p>
        <Link to="/beheer" className="text-brand-700 underline">
          ← Alle leads
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">
        {detail.label} van {detail.name || detail.email}
      </h1>
      <p className="mt-1 text-ink-soft">
        Ontvangen op {dutchDateTime(detail.createdAt)} · Status: {leadStatusLabels[detail.status]}
      </p>
      <p className="mt-1 break-words text-ink-soft">Herkomst: {detail.attribution}</p>
      <p ref={messageRef} tabIndex={-1} role="status" className="mt-3 min-h-6 font-semibold text-success">
        {message}
      </p>

      <section className={section} aria-labelledby="antwoorden">
        <h2 id="antwoorden" className="text-xl font-bold">
          Antwoorden
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]">
          {detail.fields.map((answer) => (
            <div key={answer.label} className="contents">
              <dt className="font-semibold">{answer.label}</dt>
              <dd className="whitespace-pre-line break-words text-ink-soft">{answer.value || '(niet ingevuld)'}</dd>
            </div>
          ))}
        </dl>
      </section>

      {detail.attachments.length > 0 && (
        <section className={section} aria-labelledby="bijlagen">
          <h2 id="bijlagen" className="text-xl font-bold">
            Bijlagen
          </h2>
          <p className="mt-1 text-ink-soft">
            De links werken {Math.round(detail.linkSeconds / 60)} minuten; vernieuw de pagina voor nieuwe links.
          </p>
          <ul className="mt-3 space-y-2">
            {detail.attachments.map((file) => (
              <li key={file.url}>
                <a href={file.url} target="_blank" rel="noreferrer" className="text-brand-700 underline break-all">
                  {file.name}
                </a>{' '}
                <span className="text-ink-soft">({formatMegabytes(file.size)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={section} aria-labelledby="e-mails">
        <h2 id="e-mails" className="text-xl font-bold">
          E-mails
        </h2>
        <ul className="mt-3 space-y-1">
          {detail.emails.map((email) => (
            <li key={email.label}>
              <strong>{email.label}:</strong> {email.state}
              {email.at ? ` (${dutchDateTime(email.at)})` : ''}
            </li>
          ))}
        </ul>
        {detail.strandedAt && <p className="mt-2">Na herhaalde pogingen opgegeven op {dutchDateTime(detail.strandedAt)}.</p>}
        <Button variant="secondary" className="mt-4" onClick={() => void resend()}>
          Opnieuw versturen
        </Button>
      </section>

      <section className={section} aria-labelledby="status">
        <h2 id="status" className="text-xl font-bold">
          Status
        </h2>
        <form className="mt-4 grid gap-4" onSubmit={(event) => void saveStatus(event)}>
          <label>
            <span className="font-semibold">Status</span>
            <select name="status" defaultValue={detail.status} key={detail.status} className={`${field} min-h-11`}>
              <StatusOptions />
            </select>
          </label>
          <label>
            <span className="font-semibold">Notitie</span>
            <textarea
              name="note"
              rows={3}
              maxLength={statusNoteMax}
              className={field}
              aria-describedby={statusError ? 'status-fout' : undefined}
            />
          </label>
          {statusError && (
            <p id="status-fout" role="alert" className="text-danger">
              {statusError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={saving}>
              Status opslaan
            </Button>
          </div>
        </form>
        <h3 className="mt-6 font-bold">Geschiedenis</h3>
        {detail.history.length === 0 ? (
          <p className="text-ink-soft">Nog geen status gezet.</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {detail.history.map((entry) => (
              <li key={entry.at}>
                <strong>{leadStatusLabels[entry.status]}</strong> door {entry.by} op {dutchDateTime(entry.at)}
                {entry.note && <span className="block whitespace-pre-line text-ink-soft">{entry.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={section} aria-labelledby="zelfde-persoon">
        <h2 id="zelfde-persoon" className="text-xl font-bold">
          Meer van {detail.email}
        </h2>
        {detail.related.length === 0 ? (
          <p className="mt-2 text-ink-soft">Geen andere leads van dit e-mailadres.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {detail.related.map((lead) => (
              <li key={`${lead.kind}-${lead.id}`}>
                <Link to={`/beheer/leads/${lead.kind}/${lead.id}`} className="text-brand-700 underline">
                  {leadKindLabels[lead.kind]} van {dutchDateTime(lead.createdAt)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to={`/beheer/wissen?email=${encodeURIComponent(detail.email)}`} className="mt-4 inline-block text-danger underline">
          Alles van deze persoon wissen…
        </Link>
      </section>

      <section className={section} aria-labelledby="logboek-lead">
        <h2 id="logboek-lead" className="text-xl font-bold">
          Logboek van deze lead
        </h2>
        <ol className="mt-2 space-y-1">
          {detail.audit.map((entry) => (
            <li key={entry.id}>
              {dutchDateTime(entry.at)}: {auditActionLabels[entry.action]} door {entry.who}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
