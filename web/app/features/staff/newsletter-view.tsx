import { dateTimeMedium } from '../../../../shared/agency-clock.ts';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher, useNavigation, useSearchParams } from 'react-router';
import { staffLeadPath } from '../../../../shared/staff.ts';
import type { InboxPage } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import type { StaffSession } from './session.ts';
import { downloadExport, staffJson } from './staff-api.ts';
import { PageTurns, useCursorPages } from './page-turns.tsx';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

const field = 'mt-1 block w-full min-h-11 rounded-control border border-line bg-white px-3 text-base';

/** One page of subscribers for a search (and cursor), or the Dutch sentence why it could not be read. */
export type NewsletterData = { cursor: string | null; page: InboxPage | null; error: string };

/** The subscribers' loader: the first page, or with a cursor (a fetcher's load) a later one. Null when the layout shows no page. */
export async function loadSubscribers(request: Request): Promise<NewsletterData | null> {
  const session = await signedInSession();
  if (!session) return null;
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim();
  const cursor = params.get('cursor');
  const query = new URLSearchParams({ kind: 'newsletter', ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
  const result = await staffJson<InboxPage>(session, `/api/beheer/leads?${query}`);
  return { cursor, page: result.ok ? result.data : null, error: result.ok ? '' : result.error };
}

/**
 * The newsletter's subscribers, newest first, apart from the leads: a sign-up is not someone to follow up.
 * Searchable by address; each opens its page (for its emails, or to erase the person).
 */
export function NewsletterView({ session, data }: { session: StaffSession; data: NewsletterData }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const results = useRef<HTMLHeadingElement>(null);
  // Further pages load beside the address (whose search stays as it is), through this fetcher.
  const pageLoader = useFetcher<NewsletterData | null>();
  const pages = useCursorPages(q, (cursor) => {
    if (cursor) void pageLoader.load(`/beheer/nieuwsbrief?${new URLSearchParams({ ...(q ? { q } : {}), cursor })}`);
    results.current?.focus();
  });
  const { cursor } = pages;
  const navigation = useNavigation();
  const shown = cursor ? pageLoader.data : data;
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname === '/beheer/nieuwsbrief') ||
    (cursor !== null && (pageLoader.state !== 'idle' || shown?.cursor !== cursor));
  const [exportMessage, setExportMessage] = useState('');

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(value ? { q: value } : {});
    results.current?.focus();
  }

  async function exportList() {
    setExportMessage('Export wordt gemaakt…');
    const result = await downloadExport(session, new URLSearchParams({ kind: 'newsletter', ...(q ? { q } : {}) }).toString());
    setExportMessage(result.ok ? `Export gedownload als ${result.data.fileName}.` : result.error);
  }

  const { page, error } = shown ?? { page: null, error: '' };
  const count = page?.items.length ?? 0;
  const announcement = loading
    ? 'Aanmeldingen worden geladen…'
    : error || `${count === 0 ? 'Geen' : count} ${count === 1 ? 'aanmelding' : 'aanmeldingen'}${page?.match ? '' : ' op deze pagina'}.`;

  return (
    <div>
      <StaffNav current="nieuwsbrief" />
      <h1 className="text-3xl font-bold">Nieuwsbrief</h1>
      <p className="mt-2 text-ink-soft">Wie zich voor de nieuwsbrief aanmeldde, nieuwste eerst. Aanmeldingen staan niet tussen de leads.</p>
      <form key={q} role="search" aria-label="Aanmeldingen zoeken" className="mt-6 flex flex-wrap items-end gap-3" onSubmit={search}>
        <label className="min-w-0 flex-1 basis-64">
          <span className="font-semibold">E-mailadres</span>
          <input name="q" type="search" defaultValue={q} className={field} />
        </label>
        <Button type="submit">Zoeken</Button>
        <Button type="button" variant="secondary" onClick={() => void exportList()}>
          Exporteer naar Excel
        </Button>
      </form>
      <p role="status" className="mt-2 min-h-6 text-ink-soft">
        {exportMessage}
      </p>
      <h2 ref={results} tabIndex={-1} className="mt-6 text-xl font-bold">
        Aanmeldingen
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-ink-soft">
        {announcement}
      </p>
      {page && page.items.length > 0 && (
        <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-white">
          {page.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
              <Link to={staffLeadPath(item.kind, item.id)} className="font-semibold break-all text-brand-700 underline">
                {item.email}
              </Link>
              <span className="text-sm text-ink-soft">
                {item.summary === 'bevestigd' ? 'Bevestigd' : 'Wacht op bevestiging'} · aangemeld op {dateTimeMedium(item.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <PageTurns pages={pages} next={page?.cursor} partial={page?.partial ?? false} />
    </div>
  );
}
