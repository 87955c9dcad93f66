import { dateTimeMedium, todayKey } from '../../../../shared/agency-clock.ts';
import { useEffect, useRef, useState } from 'react';
import { Link, replace, useFetcher } from 'react-router';
import { formatMegabytes } from '../../../../shared/attachments.ts';
import { staffLeadPath } from '../../../../shared/staff.ts';
import {
  auditActionLabels,
  leadKindLabels,
  leadStatusLabels,
  type AuditEntry,
  type LeadDetail,
  type StaffMember,
  type StatusEntry,
} from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { FollowUpMark } from './follow-up-mark.tsx';
import { LeadContact } from './lead-contact.tsx';
import { LeadFollowUp, type FollowUpResult } from './lead-follow-up.tsx';
import type { StaffSession } from './session.ts';
import { staffJson } from './staff-api.ts';
import { memberLabel, staffMembers } from './staff-members.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

type Detail = LeadDetail & { audit: AuditEntry[] };

type LeadParams = { kind?: string; id?: string };

/** The lead's page data: the lead, or the Dutch sentence why it cannot be shown; and who it can be assigned to. */
export type LeadData = { detail: Detail | null; error: string; members: StaffMember[] };

/** What an in-place action on the lead page answered: a follow-up save, or the re-send of its emails. */
export type LeadActionResult = FollowUpResult | { intent: 'opnieuw-versturen'; ok: boolean; at: number; message: string };

const apiPath = ({ kind = '', id = '' }: LeadParams) => `/api/beheer/leads/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** Marks the page's answers in the order they came, so the newest one is what the page says. */
let answers = 0;
const nextAnswer = () => ++answers;

/** Leads loaded under a short id, handed to the load of their whole id that follows at once. */
const handedOver = new Map<string, Detail>();

/**
 * The lead page's loader. Opened by its id or the first characters of it (the "Kenmerk" in an email); the
 * address then shows the whole id, without loading the lead (and recording a view) again. Null when the
 * layout shows no page.
 */
export async function loadLead(params: LeadParams): Promise<LeadData | null> {
  const session = await signedInSession();
  if (!session) return null;
  const members = staffMembers(session);
  const key = `${params.kind}/${params.id}`;
  const given = handedOver.get(key);
  handedOver.delete(key);
  const result = given ? { ok: true as const, data: given } : await staffJson<Detail>(session, apiPath(params));
  if (!result.ok) return { detail: null, error: result.error, members: await members };
  const detail = result.data;
  if (detail.id !== params.id) {
    handedOver.set(`${detail.kind}/${detail.id}`, detail);
    throw replace(staffLeadPath(detail.kind, detail.id));
  }
  return { detail, error: '', members: await members };
}

/**
 * The lead page's in-place actions, posted by its fetchers: the follow-up save, which names the version the
 * page showed (a change someone else made meanwhile answers 409, and the page then loads the lead again),
 * and the re-send of its emails.
 */
export async function leadAction(request: Request, params: LeadParams): Promise<LeadActionResult | null> {
  const session = await signedInSession();
  if (!session) return null;
  const form = await request.formData();
  if (form.get('intent') === 'opnieuw-versturen') {
    const result = await staffJson<{ queued: boolean }>(session, `${apiPath(params)}/opnieuw-versturen`, {});
    return {
      intent: 'opnieuw-versturen',
      ok: result.ok,
      at: nextAnswer(),
      message: result.ok ? 'De e-mails staan weer in de wachtrij. Wat al verstuurd was, gaat niet nog een keer.' : result.error,
    };
  }
  const result = await staffJson<{ entry: StatusEntry | null; version: number }>(session, `${apiPath(params)}/opvolging`, {
    status: form.get('status'),
    owner: String(form.get('owner') ?? '') || null,
    followUpOn: String(form.get('followUpOn') ?? '') || null,
    note: form.get('note'),
    version: Number(form.get('version')),
  });
  const at = nextAnswer();
  if (!result.ok)
    return { intent: 'opvolging', ok: false, at, stale: result.status === 409, error: result.error, fieldErrors: result.fieldErrors };
  return { intent: 'opvolging', ok: true, at, entry: result.data.entry, version: result.data.version };
}

/**
 * After a stale follow-up save the lead loads again, so the page shows the change someone else made. After
 * any other action it does not: a load of the lead records a view in the audit trail, and the page shows
 * the save from its answer instead.
 */
export function leadShouldRevalidate(actionResult: LeadActionResult | null | undefined, defaultShouldRevalidate: boolean): boolean {
  if (actionResult === undefined) return defaultShouldRevalidate;
  return actionResult?.intent === 'opvolging' && !actionResult.ok && actionResult.stale;
}

/** The lead as the page shows it: as loaded, with the follow-up this page saved since on top. */
function withSave(detail: Detail, saved: FollowUpResult | undefined): Detail {
  if (!saved?.ok || !saved.entry || saved.version <= detail.version) return detail;
  const { entry, version } = saved;
  return {
    ...detail,
    status: entry.status,
    owner: entry.owner ?? null,
    followUpOn: entry.followUpOn ?? null,
    version,
    history: [entry, ...detail.history],
  };
}

const section = 'mt-8 rounded-card border border-line bg-white p-4 sm:p-6';

/**
 * One lead: how to reach the person, its follow-up (status, owner, follow-up day, note and history), its
 * answers (the empty ones named once), its attachments, emails, the same person's other leads and its own
 * audit trail. Opened by its id or the first characters of it (the "Kenmerk" in an email); the address
 * then shows the whole id.
 */
export function LeadView({ session, data }: { session: StaffSession; data: LeadData }) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  const followUp = useFetcher<LeadActionResult | null>();
  const resend = useFetcher<LeadActionResult | null>();
  const saved = followUp.data?.intent === 'opvolging' ? followUp.data : undefined;
  const resent = resend.data?.intent === 'opnieuw-versturen' ? resend.data : undefined;
  // A refused attachment, told at once from the click (its window must open in the click, outside a fetcher).
  const [refusedFile, setRefusedFile] = useState<{ message: string; at: number } | undefined>(undefined);
  const me = session.user.username;
  const { members } = data;

  // What happened last, where a screen reader announces it: the newest answer of the page's actions.
  const told = [saved, resent, refusedFile].filter((answer) => answer !== undefined).sort((a, b) => b.at - a.at)[0];
  const message = !told
    ? ''
    : 'message' in told
      ? told.message
      : told.ok
        ? told.entry
          ? `Opgeslagen: ${leadStatusLabels[told.entry.status]}, bij ${told.entry.owner ? memberLabel(told.entry.owner, me) : 'niemand'}.`
          : 'Niets gewijzigd.'
        : told.stale
          ? told.error
          : '';

  // Each answer moves the keyboard to what it says.
  useEffect(() => {
    if (message) requestAnimationFrame(() => messageRef.current?.focus());
  }, [told, message]);

  /** Opens an attachment through the API, which records it; the window opens at the click, so no pop-up blocker stops it. */
  async function openAttachment(index: number) {
    const opened = window.open('', '_blank');
    const result = await staffJson<{ url: string }>(session, `${apiPath(data.detail!)}/bijlage`, { index });
    if (!result.ok) {
      opened?.close();
      return setRefusedFile({ message: result.error, at: nextAnswer() });
    }
    if (opened) {
      opened.opener = null;
      opened.location.href = result.data.url;
    } else window.location.assign(result.data.url);
  }

  if (!data.detail)
    return (
      <div>
        <StaffNav />
        <h1 className="text-3xl font-bold">Lead</h1>
        <p role="alert" className="mt-4">
          {data.error}
        </p>
        <Link to="/beheer" className="mt-4 inline-block text-brand-700 underline">
          Terug naar de leads
        </Link>
      </div>
    );

  const detail = withSave(data.detail, saved);

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
          <LeadFollowUp fetcher={followUp} me={me} detail={detail} members={members} />
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
        <resend.Form method="post" className="mt-4">
          <Button type="submit" name="intent" value="opnieuw-versturen" variant="secondary">
            Opnieuw versturen
          </Button>
        </resend.Form>
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
