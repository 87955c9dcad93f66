import { dateTimeMedium, todayKey } from '../../../../shared/agency-clock.ts';
import { staffLeadPath } from '../../../../shared/staff.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher, useNavigation, useSearchParams } from 'react-router';
import {
  inboxKinds,
  inboxSortLabels,
  inboxSorts,
  leadKindLabels,
  leadStatusLabels,
  type InboxCounts,
  type InboxItem,
  type InboxPage,
  type StaffMember,
} from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { FollowUpMark } from './follow-up-mark.tsx';
import { InboxCountsTable, NewSinceNote } from './inbox-overview.tsx';
import { PageTurns, useCursorPages } from './page-turns.tsx';
import { StatusOptions } from './status-options.tsx';
import type { StaffSession } from './session.ts';
import { downloadExport, staffJson } from './staff-api.ts';
import { age } from './staff-dates.ts';
import { memberLabel, staffMembers } from './staff-members.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

const filterNames = ['q', 'kind', 'status', 'eigenaar', 'sortering', 'opvolgen', 'van', 'tot'] as const;

const field = 'mt-1 block w-full min-h-11 rounded-control border border-line bg-white px-3 text-base';

const matchLabels = { id: 'kenmerk', email: 'e-mailadres', phone: 'telefoonnummer' } as const;

type View = 'alle' | 'mijn' | 'opvolgen' | null;

/** The filters in an address, in a fixed order, without the empty ones. */
function filtersOf(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams(filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}

/**
 * One page of the list as the API answered it (a failed answer brings its Dutch sentence and field errors
 * instead), and on the first page the counts and the colleagues; later pages, which a fetcher loads with
 * their cursor, only the list.
 */
export type InboxData = {
  cursor: string | null;
  page: InboxPage | null;
  error: string;
  fieldErrors: Record<string, string>;
  overview: InboxCounts | null;
  members: StaffMember[];
};

/**
 * The inbox's loader: the page of leads the address's filters (and cursor) ask for, with the counts and
 * the colleagues on the first page. Null when the layout shows no page (no access, or a failed sign-in).
 */
export async function loadInbox(request: Request): Promise<InboxData | null> {
  const session = await signedInSession();
  if (!session) return null;
  const url = new URL(request.url);
  const query = filtersOf(url.searchParams);
  const cursor = url.searchParams.get('cursor');
  if (cursor) query.set('cursor', cursor);
  const [result, overview, members] = await Promise.all([
    staffJson<InboxPage>(session, `/api/beheer/leads?${query}`),
    cursor ? null : staffJson<InboxCounts>(session, '/api/beheer/tellingen'),
    cursor ? null : staffMembers(session),
  ]);
  return {
    cursor,
    ...(result.ok
      ? { page: result.data, error: '', fieldErrors: {} }
      : { page: null, error: result.error, fieldErrors: result.fieldErrors }),
    overview: overview?.ok ? overview.data : null,
    members: members ?? [],
  };
}

/** The inbox's action: the newest lead shown is now seen by this member of staff. */
export async function inboxAction(request: Request): Promise<{ seen: boolean }> {
  const session = await signedInSession();
  const at = (await request.formData()).get('at');
  if (!session || typeof at !== 'string') return { seen: false };
  return { seen: (await staffJson(session, '/api/beheer/gezien', { at })).ok };
}

/** The three lists staff start from; any other combination of filters is none of them. */
function viewOf(filters: URLSearchParams, me: string): View {
  const keys = [...filters.keys()];
  if (keys.length === 0) return 'alle';
  if (keys.length === 1 && filters.get('eigenaar') === me) return 'mijn';
  if (keys.length === 1 && filters.get('opvolgen') === 'vandaag') return 'opvolgen';
  return null;
}

/**
 * The inbox: intakes and contact messages, with the counts per status, what came in since the last visit,
 * "Mijn leads" and the follow-ups due, search (words, a Kenmerk, an email address or a phone number),
 * filters, orders, paging and export. The filters live in the address, so a reload or the back button
 * keeps them; the pages already seen are kept for "Vorige".
 */
export function InboxView({ session, data }: { session: StaffSession; data: InboxData }) {
  const [params, setParams] = useSearchParams();
  const me = session.user.username;
  const { members, overview } = data;
  const filters = filtersOf(params);
  const filterKey = filters.toString();
  const view = viewOf(filters, me);
  const due = filters.get('opvolgen') === 'vandaag';
  const results = useRef<HTMLHeadingElement>(null);
  // Further pages load beside the address (whose filters stay as they are), through this fetcher.
  const pageLoader = useFetcher<InboxData | null>();
  const pages = useCursorPages(filterKey, (cursor) => {
    if (cursor) void pageLoader.load(`/beheer?index&${new URLSearchParams([...filters, ['cursor', cursor]])}`);
    results.current?.focus();
  });
  const { cursor } = pages;
  const navigation = useNavigation();
  const shown = cursor ? pageLoader.data : data;
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === '/beheer') ||
    (cursor !== null && (pageLoader.state !== 'idle' || shown?.cursor !== cursor));
  const { page, error, fieldErrors }: Pick<InboxData, 'page' | 'error' | 'fieldErrors'> = shown ?? {
    page: null,
    error: '',
    fieldErrors: {},
  };
  const [exportMessage, setExportMessage] = useState('');
  const seen = useFetcher();
  const marked = useRef(false);
  const formId = useId();
  const today = todayKey();

  // Once the newest leads have been on screen, they are no longer new for this member of staff: the mark
  // moves to the newest one shown (after the count was read, so this visit still shows what was new).
  const newest = !loading && view === 'alle' && !cursor ? page?.items[0]?.createdAt : undefined;
  useEffect(() => {
    if (!overview || !newest || marked.current) return;
    marked.current = true;
    if (!overview.newSince.since || newest > overview.newSince.since)
      void seen.submit({ at: newest }, { method: 'post', action: '/beheer?index' });
  }, [seen, overview, newest]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
    results.current?.focus();
  }

  async function exportList() {
    setExportMessage('Export wordt gemaakt…');
    const result = await downloadExport(session, filterKey);
    setExportMessage(result.ok ? `Export gedownload als ${result.data.fileName}.` : result.error);
  }

  const count = page?.items.length ?? 0;
  const found = page?.match ? `Gevonden op ${matchLabels[page.match]}: ` : '';
  const announcement = loading
    ? 'Leads worden geladen…'
    : error
      ? error
      : `${found}${count === 0 ? 'Geen' : count} ${count === 1 ? 'lead' : 'leads'}${found ? '' : ' op deze pagina'}${page?.partial ? ', nog niet alles doorzocht' : ''}.`;
  const since = overview?.newSince.since ?? null;
  const isNew = (item: InboxItem) => Boolean(since && item.createdAt > since && view === 'alle');
  const owner = (item: InboxItem) => (item.owner ? memberLabel(item.owner, me) : 'Niemand');

  return (
    <div>
      <StaffNav current="inbox" />
      <h1 className="text-3xl font-bold">Leads</h1>

      {overview && (
        <div className="mt-4 space-y-4">
          <NewSinceNote newSince={overview.newSince} />
          <div className="rounded-card border border-line bg-white p-4 sm:inline-block">
            <InboxCountsTable counts={overview.counts} />
          </div>
        </div>
      )}

      <nav aria-label="Weergaven" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {(
            [
              ['alle', '/beheer', 'Alle leads'],
              ['mijn', `/beheer?eigenaar=${encodeURIComponent(me)}`, 'Mijn leads'],
              ['opvolgen', '/beheer?opvolgen=vandaag', 'Vandaag en eerder'],
            ] as const
          ).map(([key, to, label]) => (
            <li key={key}>
              <Link
                to={to}
                aria-current={view === key ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1 ring-inset ${view === key ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-700 ring-line hover:bg-brand-50'}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form
        id={formId}
        // Again when the filters change (a view's link), so each field shows the address's value.
        key={filterKey}
        role="search"
        aria-label="Leads zoeken en filteren"
        className="mt-6 grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4"
        onSubmit={search}
      >
        <label className="col-span-2">
          <span className="font-semibold">Zoeken</span>
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} className={field} aria-describedby={`${formId}-zoeken`} />
          <span id={`${formId}-zoeken`} className="mt-1 block text-sm text-ink-soft">
            Naam, tekst, e-mailadres, telefoonnummer of kenmerk
          </span>
        </label>
        <label>
          <span className="font-semibold">Soort</span>
          <select name="kind" defaultValue={params.get('kind') ?? ''} className={field}>
            <option value="">Alle soorten</option>
            {inboxKinds.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabels[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="font-semibold">Status</span>
          <select name="status" defaultValue={params.get('status') ?? ''} className={field}>
            <option value="">Alle statussen</option>
            <StatusOptions />
          </select>
        </label>
        <label>
          <span className="font-semibold">Toegewezen aan</span>
          <select name="eigenaar" defaultValue={params.get('eigenaar') ?? ''} className={field}>
            <option value="">Iedereen</option>
            {members.map((member) => (
              <option key={member.username} value={member.username}>
                {memberLabel(member.username, me)}
              </option>
            ))}
            {/* A filter on someone no longer in the list still shows as chosen. */}
            {params.get('eigenaar') && !members.some((member) => member.username === params.get('eigenaar')) && (
              <option value={params.get('eigenaar')!}>{memberLabel(params.get('eigenaar')!, me)}</option>
            )}
          </select>
        </label>
        {due ? (
          <input type="hidden" name="opvolgen" value="vandaag" />
        ) : (
          <label>
            <span className="font-semibold">Volgorde</span>
            <select name="sortering" defaultValue={params.get('sortering') ?? ''} className={field}>
              {inboxSorts.map((sort) => (
                <option key={sort} value={sort === 'nieuwste' ? '' : sort}>
                  {inboxSortLabels[sort]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <span className="font-semibold">Van</span>
          <input
            name="van"
            type="date"
            defaultValue={params.get('van') ?? ''}
            className={field}
            aria-describedby={fieldErrors.van ? `${formId}-van` : undefined}
          />
          {fieldErrors.van && (
            <span id={`${formId}-van`} className="text-danger">
              {fieldErrors.van}
            </span>
          )}
        </label>
        <label>
          <span className="font-semibold">Tot en met</span>
          <input
            name="tot"
            type="date"
            defaultValue={params.get('tot') ?? ''}
            className={field}
            aria-describedby={fieldErrors.tot ? `${formId}-tot` : undefined}
          />
          {fieldErrors.tot && (
            <span id={`${formId}-tot`} className="text-danger">
              {fieldErrors.tot}
            </span>
          )}
        </label>
        <div className="col-span-2 flex flex-wrap gap-3 lg:col-span-4">
          <Button type="submit">Zoeken</Button>
          <Button type="button" variant="secondary" onClick={() => void exportList()}>
            Exporteer naar Excel
          </Button>
        </div>
      </form>
      <p role="status" className="mt-2 min-h-6 text-ink-soft">
        {exportMessage}
      </p>

      <h2 ref={results} tabIndex={-1} className="mt-6 text-xl font-bold">
        {due ? 'Op te volgen: vandaag en eerder' : 'Resultaten'}
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-ink-soft">
        {announcement}
      </p>
      {page && page.items.length > 0 && (
        // On a phone a table of seven columns would scroll sideways; there each lead is a card instead.
        <ul className="mt-4 space-y-3 sm:hidden" aria-label="Leads">
          {page.items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="rounded-card border border-line bg-white p-4">
              <Link to={staffLeadPath(item.kind, item.id)} className="font-semibold break-words text-brand-700 underline">
                {item.name || item.email || 'Zonder naam'}
              </Link>
              {isNew(item) && <NewMark />}
              <p className="mt-1 text-sm text-ink-soft">
                {leadKindLabels[item.kind]} · {leadStatusLabels[item.status]} ·{' '}
                <time dateTime={item.createdAt} title={dateTimeMedium(item.createdAt)}>
                  {age(item.createdAt)}
                </time>
              </p>
              <p className="mt-1 text-sm break-all">{item.email}</p>
              <p className="mt-1 line-clamp-2 text-sm">{item.summary}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <span>Bij: {owner(item)}</span>
                <FollowUpMark day={item.followUpOn} today={today} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {page && page.items.length > 0 && (
        <div className="mt-4 hidden overflow-x-auto rounded-card border border-line bg-white sm:block" role="region" aria-label="Leads">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Leads</caption>
            <thead className="bg-canvas">
              <tr>
                <th scope="col" className="p-3">
                  Soort
                </th>
                <th scope="col" className="p-3">
                  Naam
                </th>
                <th scope="col" className="p-3">
                  Over
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
                <th scope="col" className="p-3">
                  Bij
                </th>
                <th scope="col" className="p-3">
                  Opvolgen
                </th>
                <th scope="col" className="p-3">
                  Ontvangen
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((item) => (
                <tr key={`${item.kind}-${item.id}`} className="border-t border-line align-top">
                  <td className="p-3">{leadKindLabels[item.kind]}</td>
                  <td className="p-3">
                    <Link to={staffLeadPath(item.kind, item.id)} className="font-semibold text-brand-700 underline">
                      {item.name || item.email || 'Zonder naam'}
                    </Link>
                    {isNew(item) && <NewMark />}
                    <span className="block break-all text-ink-soft">{item.email}</span>
                  </td>
                  <td className="max-w-64 p-3">
                    <span className="line-clamp-2">{item.summary}</span>
                  </td>
                  <td className="p-3">{leadStatusLabels[item.status]}</td>
                  <td className="p-3">{owner(item)}</td>
                  <td className="p-3">
                    <FollowUpMark day={item.followUpOn} today={today} />
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    <time dateTime={item.createdAt} title={dateTimeMedium(item.createdAt)}>
                      {age(item.createdAt)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageTurns pages={pages} next={page?.cursor} partial={page?.partial ?? false} />
    </div>
  );
}

function NewMark() {
  return (
    <span className="ml-2 inline-block rounded-full bg-accent-50 px-2 text-xs font-semibold text-accent-700 ring-1 ring-accent-100">
      Nieuw
    </span>
  );
}
