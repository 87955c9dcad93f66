import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { leadKinds } from '../../../../shared/lead-kinds.ts';
import { leadKindLabels, leadStatusLabels, type InboxPage } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { StatusOptions } from './status-options.tsx';
import type { StaffSession } from './session.ts';
import { downloadExport, staffJson } from './staff-api.ts';
import { age, dutchDateTime } from './staff-dates.ts';
import { StaffNav } from './staff-nav.tsx';

const filterNames = ['q', 'kind', 'status', 'van', 'tot'] as const;

const field = 'mt-1 block w-full min-h-11 rounded-control border border-line bg-white px-3 text-base';

/**
 * The inbox: every lead newest first, with search, filters, paging and export. The filters live in the
 * address, so a reload or the back button keeps them; the pages already seen are kept for "Vorige".
 */
export function InboxView({ session }: { session: StaffSession }) {
  const [params, setParams] = useSearchParams();
  const filters = new URLSearchParams(filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const filterKey = filters.toString();
  // The pages seen belong to one set of filters; new filters start again at the first page.
  const [paging, setPaging] = useState<{ filters: string; cursors: (string | null)[] }>({ filters: filterKey, cursors: [null] });
  const cursors = paging.filters === filterKey ? paging.cursors : [null];
  const cursor = cursors.at(-1) ?? null;
  const request = `${filterKey}|${cursor ?? ''}`;
  const [answer, setAnswer] = useState<{ request: string; page: InboxPage | null; error: string; fieldErrors: Record<string, string> }>({
    request: '',
    page: null,
    error: '',
    fieldErrors: {},
  });
  const loading = answer.request !== request;
  const { page, error, fieldErrors } = answer;
  const [exportMessage, setExportMessage] = useState('');
  const results = useRef<HTMLHeadingElement>(null);
  const formId = useId();

  useEffect(() => {
    let active = true;
    const query = new URLSearchParams(filterKey);
    if (cursor) query.set('cursor', cursor);
    void staffJson<InboxPage>(session, `/api/beheer/leads?${query}`).then((result) => {
      if (!active) return;
      const key = `${filterKey}|${cursor ?? ''}`;
      setAnswer((previous) =>
        result.ok
          ? { request: key, page: result.data, error: '', fieldErrors: {} }
          : { request: key, page: previous.page, error: result.error, fieldErrors: result.fieldErrors },
      );
    });
    return () => {
      active = false;
    };
  }, [session, filterKey, cursor]);

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

  const turn = (next: (string | null)[]) => {
    setPaging({ filters: filterKey, cursors: next });
    results.current?.focus();
  };
  const count = page?.items.length ?? 0;
  const announcement = loading
    ? 'Leads worden geladen…'
    : error
      ? error
      : `${count === 0 ? 'Geen' : count} ${count === 1 ? 'lead' : 'leads'} op deze pagina${page?.partial ? ', nog niet alles doorzocht' : ''}.`;

  return (
    <div>
      <StaffNav current="inbox" />
      <h1 className="text-3xl font-bold">Leads</h1>

      <form
        id={formId}
        role="search"
        aria-label="Leads zoeken en filteren"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={search}
      >
        <label className="sm:col-span-2">
          <span className="font-semibold">Zoeken</span>
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} className={field} placeholder="Naam, e-mailadres of tekst" />
        </label>
        <label>
          <span className="font-semibold">Soort</span>
          <select name="kind" defaultValue={params.get('kind') ?? ''} className={field}>
            <option value="">Alle soorten</option>
            {leadKinds.map((kind) => (
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
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-6">
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
        Resultaten
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-ink-soft">
        {announcement}
      </p>
      {page && page.items.length > 0 && (
        // On a phone a table of six columns would scroll sideways; there each lead is a card instead.
        <ul className="mt-4 space-y-3 sm:hidden" aria-label="Leads, nieuwste eerst">
          {page.items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="rounded-card border border-line bg-white p-4">
              <Link to={`/beheer/leads/${item.kind}/${item.id}`} className="font-semibold break-words text-brand-700 underline">
                {item.name || item.email || 'Zonder naam'}
              </Link>
              <p className="mt-1 text-sm text-ink-soft">
                {leadKindLabels[item.kind]} · {leadStatusLabels[item.status]} ·{' '}
                <time dateTime={item.createdAt} title={dutchDateTime(item.createdAt)}>
                  {age(item.createdAt)}
                </time>
              </p>
              <p className="mt-1 text-sm break-all">{item.email}</p>
              <p className="mt-1 line-clamp-2 text-sm">{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
      {page && page.items.length > 0 && (
        <div className="mt-4 hidden overflow-x-auto rounded-card border border-line bg-white sm:block" role="region" aria-label="Leads">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Leads, nieuwste eerst</caption>
            <thead className="bg-canvas">
              <tr>
                <th scope="col" className="p-3">
                  Soort
                </th>
                <th scope="col" className="p-3">
                  Naam
                </th>
                <th scope="col" className="p-3">
                  E-mailadres
                </th>
                <th scope="col" className="p-3">
                  Over
                </th>
                <th scope="col" className="p-3">
                  Status
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
                    <Link to={`/beheer/leads/${item.kind}/${item.id}`} className="font-semibold text-brand-700 underline">
                      {item.name || item.email || 'Zonder naam'}
                    </Link>
                  </td>
                  <td className="p-3 break-all">{item.email}</td>
                  <td className="max-w-64 p-3">
                    <span className="line-clamp-1">{item.summary}</span>
                  </td>
                  <td className="p-3">{leadStatusLabels[item.status]}</td>
                  <td className="p-3 whitespace-nowrap">
                    <time dateTime={item.createdAt} title={dutchDateTime(item.createdAt)}>
                      {age(item.createdAt)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pagina's" className="mt-4 flex flex-wrap gap-3">
        {cursors.length > 1 && (
          <Button variant="secondary" onClick={() => turn(cursors.slice(0, -1))}>
            Vorige pagina
          </Button>
        )}
        {page?.cursor && (
          <Button variant="secondary" onClick={() => turn([...cursors, page.cursor])}>
            {page.partial ? 'Verder zoeken' : 'Volgende pagina'}
          </Button>
        )}
      </nav>
    </div>
  );
}
