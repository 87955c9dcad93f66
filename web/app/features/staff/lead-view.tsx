import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatMegabytes } from '../../../../shared/attachments.ts';
import { staffLeadPath } from '../../../../shared/staff.ts';
import { auditActionLabels, leadKindLabels, leadStatusLabels, type AuditEntry, type LeadDetail } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { FollowUpMark } from './follow-up-mark.tsx';
import { LeadContact } from './lead-contact.tsx';
import { LeadFollowUp } from './lead-follow-up.tsx';
import type { StaffSession } from './session.ts';
import { staffJson } from './staff-api.ts';
import { dateTimeMedium, todayKey } from '../../../../shared/agency-clock.ts';
import { StaffNav } from './staff-nav.tsx';
import { memberLabel, useStaffMembers } from './use-staff-members.ts';

type Detail = LeadDetail & { audit: AuditEntry[] };

const section = 'mt-8 rounded-card border border-line bg-white p-4 sm:p-6';

/**
 * One lead: how to reach the person, its follow-up (status, owner, follow-up day, note and history), its
 * answers (the empty ones named once), its attachments, emails, the same person's other leads and its own
 * audit trail. Opened by its id or the first characters of it (the "Kenmerk" in an email); the address
 * then shows the whole id.
 */
export function LeadView({ session, kind, id }: { session: StaffSession; kind: string; id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = (location.state as { detail?: Detail } | null)?.detail;
  const [detail, setDetail] = useState<Detail | null>(handedOver?.id === id ? handedOver : null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [reload, setReload] = useState(0);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const members = useStaffMembers(session);
  const me = session.user.username;
  const path = `/api/beheer/leads/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

  useEffect(() => {
    if (reload === 0 && handedOver?.id === id) return;
    let active = true;
    void staffJson<Detail>(session, path).then((result) => {
      if (!active) return;
      if (!result.ok) return setError(result.error);
      setError('');
      // A short id becomes the whole one in the address, without loading the lead (and recording a view) again.
      if (result.data.id !== id)
        return void navigate(staffLeadPath(result.data.kind, result.data.id), { replace: true, state: { detail: result.data } });
      setDetail(result.data);
    });
    return () => {
      active = false;
    };
    // handedOver only matters for the first load; a reload asks the API.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, path, reload]);

  /** Says what happened where a screen reader announces it, and moves the keyboard there. */
  function tell(text: string) {
    setMessage(text);
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  async function resend() {
    const result = await staffJson<{ queued: boolean }>(session, `${path}/opnieuw-versturen`, {});
    if (result.ok) {
      tell('De e-mails staan weer in de wachtrij. Wat al verstuurd was, gaat niet nog een keer.');
    } else tell(result.error);
  }

  /** Opens an attachment through the API, which records it; the window opens at the click, so no pop-up blocker stops it. */
  async function openAttachment(index: number) {
    const opened = window.open('', '_blank');
    const result = await staffJson<{ url: string }>(session, `${path}/bijlage`, { index });
    if (!result.ok) {
      opened?.close();
      return tell(result.error);
    }
    if (opened) {
      opened.opener = null;
      opened.location.href = result.data.url;
    } else window.location.assign(result.data.url);
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

  const followsUp = detail.kind !== 'newsletter';
  return (
    <div>
      <StaffNav current={followsUp ? undefined : 'nieuwsbrief'} />
      <p>
        <Link to={followsUp ? '/beheer' : '/beheer/nieuwsbrief'} className="text-brand-700 underline">
          {followsUp ? '← Alle leads' : '← Alle aanmeldingen'}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">
        {detail.label} van {detail.name || detail.email}
      </h1>
      <p className="mt-1 text-ink-soft">
        Ontvangen op {dateTimeMedium(detail.createdAt)} · Kenmerk <span className="font-mono">{detail.shortId}</span>
        {followsUp && (
          <>
            {' '}
            · {leadStatusLabels[detail.status]} · Bij {detail.owner ? memberLabel(detail.owner, me) : 'niemand'}
            {detail.followUpOn && (
              <>
                {' '}
                · <FollowUpMark day={detail.followUpOn} today={todayKey()} />
              </>
            )}
          </>
        )}
      </p>
      <p className="mt-1 break-words text-ink-soft">Herkomst: {detail.attribution}</p>
      <LeadContact detail={detail} />
      <p ref={messageRef} tabIndex={-1} role="status" className="mt-3 min-h-6 font-semibold text-success">
        {message}
      </p>

      {followsUp && (
        <section className={section} aria-labelledby="opvolging">
          <h2 id="opvolging" className="text-xl font-bold">
            Opvolging
          </h2>
          <LeadFollowUp
            session={session}
            path={path}
            detail={detail}
            members={members}
            onSaved={(saved) => {
              if (!saved) return tell('Niets gewijzigd.');
              // Shown from the answer rather than loaded again, which would record one more view of the lead.
              const { entry, version } = saved;
              setDetail(
                (shown) =>
                  shown && {
                    ...shown,
                    status: entry.status,
                    owner: entry.owner ?? null,
                    followUpOn: entry.followUpOn ?? null,
                    version,
                    history: [entry, ...shown.history],
                  },
              );
              tell(
                `Opgeslagen: ${leadStatusLabels[saved.entry.status]}, bij ${saved.entry.owner ? memberLabel(saved.entry.owner, me) : 'niemand'}.`,
              );
            }}
            onStale={(text) => {
              tell(text);
              setReload((count) => count + 1);
            }}
          />
        </section>
      )}

      <section className={section} aria-labelledby="antwoorden">
        <h2 id="antwoorden" className="text-xl font-bold">
          {followsUp ? 'Antwoorden' : 'Aanmelding'}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]">
          {detail.fields.map((answer) => (
            <div key={answer.label} className="contents">
              <dt className="font-semibold">{answer.label}</dt>
              <dd className="break-words whitespace-pre-line text-ink-soft">{answer.value}</dd>
            </div>
          ))}
        </dl>
        {detail.empty.length > 0 && <p className="mt-4 text-sm text-ink-soft">Niet ingevuld: {detail.empty.join(', ')}.</p>}
      </section>

      {(detail.attachments.length > 0 || detail.refusedFiles.length > 0) && (
        <section className={section} aria-labelledby="bijlagen">
          <h2 id="bijlagen" className="text-xl font-bold">
            Bijlagen
          </h2>
          {detail.attachments.length > 0 && (
            <p className="mt-1 text-ink-soft">
              Een bijlage opent in een nieuw venster, via een link die {Math.round(detail.linkSeconds / 60)} minuten werkt. Elke keer openen
              komt in het logboek.
            </p>
          )}
          {detail.refusedFiles.length > 0 && (
            <ul className="mt-3 space-y-1">
              {detail.refusedFiles.map((line) => (
                <li key={line} className="break-words text-danger">
                  {line}
                </li>
              ))}
            </ul>
          )}
          <ul className="mt-3 space-y-2">
            {detail.attachments.map((file) => (
              <li key={file.index} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Button variant="secondary" onClick={() => void openAttachment(file.index)} className="max-w-full" wrap>
                  <span className="break-all">Open {file.name}</span>
                </Button>
                <span className="text-ink-soft">{formatMegabytes(file.size)}</span>
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
              {email.at ? ` (${dateTimeMedium(email.at)})` : ''}
            </li>
          ))}
        </ul>
        {detail.strandedAt && <p className="mt-2">Na herhaalde pogingen opgegeven op {dateTimeMedium(detail.strandedAt)}.</p>}
        <Button variant="secondary" className="mt-4" onClick={() => void resend()}>
          Opnieuw versturen
        </Button>
      </section>

      <section className={section} aria-labelledby="zelfde-persoon">
        <h2 id="zelfde-persoon" className="text-xl font-bold break-words">
          Meer van {detail.email}
        </h2>
        {detail.related.length === 0 ? (
          <p className="mt-2 text-ink-soft">Geen andere leads van dit e-mailadres.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {detail.related.map((lead) => (
              <li key={`${lead.kind}-${lead.id}`}>
                <Link to={staffLeadPath(lead.kind, lead.id)} className="text-brand-700 underline">
                  {leadKindLabels[lead.kind]} van {dateTimeMedium(lead.createdAt)}
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
              {dateTimeMedium(entry.at)}: {auditActionLabels[entry.action]} door {entry.who}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
