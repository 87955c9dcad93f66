import { dateTimeMedium } from '../../../../shared/agency-clock.ts';
import { staffLeadPath } from '../../../../shared/staff.ts';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { auditActionLabels, type AuditEntry, type AuditPage } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { staffJson } from './staff-api.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

/** One page of the trail (the newest, or the one after `cursor`), or the Dutch sentence why it could not be read. */
export type AuditData = { cursor: string | null; entries: AuditEntry[]; next: string | null; error: string };

/** The trail's loader: its newest page, or with a cursor (a fetcher's load) an older one. Null when the layout shows no page. */
export async function loadAuditTrail(request: Request): Promise<AuditData | null> {
  const session = await signedInSession();
  if (!session) return null;
  const cursor = new URL(request.url).searchParams.get('cursor');
  const result = await staffJson<AuditPage>(session, `/api/beheer/logboek${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  if (!result.ok) return { cursor, entries: [], next: null, error: result.error };
  return { cursor, entries: result.data.entries, next: result.data.entries.length > 0 ? result.data.cursor : null, error: '' };
}

/** The audit trail, newest first: who signed in, viewed, changed, exported or erased what, and when. */
export function AuditView({ data }: { data: AuditData }) {
  // "Oudere tonen" loads the next page through a fetcher; the pages loaded on this visit follow the first.
  const older = useFetcher<AuditData | null>();
  const [olderPages, setOlderPages] = useState<AuditData[]>([]);
  const [arrived, setArrived] = useState<AuditData | null | undefined>(undefined);
  // Kept as each page arrives (React's way to adjust state to a new value, without an effect).
  if (older.data !== arrived) {
    setArrived(older.data);
    if (older.data && !older.data.error) setOlderPages([...olderPages, older.data]);
  }
  const entries = [...data.entries, ...olderPages.flatMap((page) => page.entries)];
  const next = olderPages.at(-1)?.next ?? (olderPages.length > 0 ? null : data.next);
  const state = { loading: older.state !== 'idle', error: older.data?.error || data.error };
  const firstNewRow = useRef<HTMLTableRowElement>(null);
  const firstNewCard = useRef<HTMLLIElement>(null);
  const [focusFrom, setFocusFrom] = useState(-1);
  const shownCount = entries.length;

  // After "Oudere tonen", the keyboard continues at the first entry that came in.
  useEffect(() => {
    // Only one of the two is shown: the cards on a phone, the table on a wider screen.
    if (focusFrom >= 0 && shownCount > focusFrom) (firstNewCard.current?.offsetParent ? firstNewCard : firstNewRow).current?.focus();
  }, [shownCount, focusFrom]);

  return (
    <div>
      <StaffNav current="logboek" />
      <h1 className="text-3xl font-bold">Logboek</h1>
      <p className="mt-2 text-ink-soft">
        Wie zich aanmeldde, welke lead bekeek of opvolgde, een bijlage opende, exporteerde of iemand wiste.
      </p>
      <p role="status" className="mt-2 text-ink-soft">
        {state.loading
          ? 'Logboek wordt geladen…'
          : state.error || `${entries.length} ${entries.length === 1 ? 'regel' : 'regels'} getoond.`}
      </p>
      {entries.length > 0 && (
        // On a phone a table of four columns would scroll sideways; there each line is a card instead.
        <ol className="mt-4 space-y-3 sm:hidden" aria-label="Logboek, nieuwste eerst">
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              ref={index === focusFrom ? firstNewCard : undefined}
              tabIndex={index === focusFrom ? -1 : undefined}
              className="rounded-card border border-line bg-white p-4"
            >
              <p className="font-semibold">{auditActionLabels[entry.action]}</p>
              <p className="mt-1 break-words text-ink-soft">{entry.summary}</p>
              <p className="mt-1 text-sm text-ink-soft">
                {dateTimeMedium(entry.at)} · {entry.who}
              </p>
              {entry.kind && entry.leadId ? (
                <Link
                  to={staffLeadPath(entry.kind, entry.leadId)}
                  className="mt-1 inline-flex min-h-11 items-center text-brand-700 underline"
                >
                  Bekijk de lead
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {entries.length > 0 && (
        <div className="mt-4 hidden overflow-x-auto rounded-card border border-line bg-white sm:block" role="region" aria-label="Logboek">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Logboek, nieuwste eerst</caption>
            <thead className="bg-canvas">
              <tr>
                <th scope="col" className="p-3">
                  Wanneer
                </th>
                <th scope="col" className="p-3">
                  Wie
                </th>
                <th scope="col" className="p-3">
                  Wat
                </th>
                <th scope="col" className="p-3">
                  Lead
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr
                  key={entry.id}
                  ref={index === focusFrom ? firstNewRow : undefined}
                  tabIndex={index === focusFrom ? -1 : undefined}
                  className="border-t border-line align-top"
                >
                  <td className="p-3 whitespace-nowrap">{dateTimeMedium(entry.at)}</td>
                  <td className="p-3 break-all">{entry.who}</td>
                  <td className="p-3">
                    <strong>{auditActionLabels[entry.action]}</strong>
                    <span className="block break-words text-ink-soft">{entry.summary}</span>
                  </td>
                  <td className="p-3">
                    {entry.kind && entry.leadId ? (
                      <Link to={staffLeadPath(entry.kind, entry.leadId)} className="text-brand-700 underline">
                        Bekijk
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setFocusFrom(entries.length);
            void older.load(`/beheer/logboek?${new URLSearchParams({ cursor: next })}`);
          }}
        >
          Oudere tonen
        </Button>
      )}
    </div>
  );
}
