import { dayMonthText } from '../../../../shared/agency-clock.ts';
import { useId, useRef, type FormEvent } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { leadKinds } from '../../../../shared/lead-kinds.ts';
import {
  overviewGroupingLabels,
  overviewGroupings,
  overviewGroupingWords,
  overviewWeekCount,
  type LeadOverview,
  type OverviewGrouping,
} from '../../../../shared/lead-overview.ts';
import { leadKindLabels } from '../../../../shared/staff-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { colourOf, LeadChart, weekNumber } from './lead-chart.tsx';
import { staffJson } from './staff-api.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

const field = 'mt-1 block w-full min-h-11 rounded-control border border-line bg-white px-3 text-base';

const leads = (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`;

/** A source or path that may wrap after its slashes, dots and hyphens, never in the middle of a word. */
function BreakableLabel({ text }: { text: string }) {
  const parts = text.split(/(?<=[/.-])/);
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </span>
  ));
}

/** The grouping and kind an address asks for; anything else reads as the default (per kind, every kind). */
function choiceOf(params: URLSearchParams): { per: OverviewGrouping; kind: string } {
  const per = (overviewGroupings as readonly string[]).includes(params.get('per') ?? '')
    ? (params.get('per') as OverviewGrouping)
    : 'soort';
  const kind = (leadKinds as readonly string[]).includes(params.get('kind') ?? '') ? params.get('kind')! : '';
  return { per, kind };
}

/** The overview as the API answered it, or the Dutch sentence why it could not be read. */
export type OverviewData = { overview: LeadOverview | null; error: string };

/** The overview's loader, for the choice in the address. Null when the layout shows no page. */
export async function loadOverview(request: Request): Promise<OverviewData | null> {
  const session = await signedInSession();
  if (!session) return null;
  const { per, kind } = choiceOf(new URL(request.url).searchParams);
  const result = await staffJson<LeadOverview>(session, `/api/beheer/herkomst?${new URLSearchParams({ per, ...(kind ? { kind } : {}) })}`);
  return result.ok ? { overview: result.data, error: '' } : { overview: null, error: result.error };
}

/**
 * Where leads came from: leads per week for the last twelve weeks, per kind, source or landing page, as a
 * stacked bar chart with the same figures in a table under it. The choice lives in the address, as the
 * inbox's filters do.
 */
export function OverviewView({ data }: { data: OverviewData }) {
  const [params, setParams] = useSearchParams();
  const { per, kind } = choiceOf(params);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/beheer/herkomst';
  const { overview, error } = data;
  const results = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams({ per: String(form.get('per') ?? 'soort') });
    if (form.get('kind')) next.set('kind', String(form.get('kind')));
    setParams(next);
    results.current?.focus();
  }

  const title = `Leads per week ${overviewGroupingWords[overview?.per ?? per]}${overview?.kind ? `, alleen ${leadKindLabels[overview.kind].toLowerCase()}` : ''}`;
  const total = overview ? overview.totals.reduce((sum, count) => sum + count, 0) : 0;
  const busiest = overview ? overview.totals.indexOf(Math.max(...overview.totals)) : -1;
  const summary = overview
    ? `${leads(total)} in ${overviewWeekCount} weken, deze week tot nu toe ${leads(overview.totals.at(-1) ?? 0)}` +
      (total > 0 ? `; de drukste week was week ${weekNumber(overview.weeks[busiest]!.week)} met ${leads(overview.totals[busiest]!)}.` : '.')
    : '';

  return (
    <div>
      <StaffNav current="herkomst" />
      <h1 className="text-3xl font-bold">Herkomst van leads</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Hoeveel leads er per week binnenkwamen, de laatste {overviewWeekCount} weken (maandag tot en met zondag), en waar ze vandaan kwamen:
        de site of campagne die de bezoeker naar het formulier stuurde, de pagina vanwaar ze kwamen (bij de nieuwsbrief: de pagina met het
        aanmeldvak) en hun eigen antwoord op &lsquo;Hoe heb je ons gevonden?&rsquo;. Een nieuwsbriefabonnee telt in de week van bevestigen.
        Leads die automatisch lijken of te snel verstuurd zijn, en formulieren zonder JavaScript, tellen niet mee; een bron of pagina met
        één lead telt bij &lsquo;overige&rsquo;.
      </p>

      <form aria-label="Overzicht kiezen" className="mt-6 grid gap-4 sm:grid-cols-3 sm:items-end" onSubmit={show}>
        <label>
          <span className="font-semibold">Per</span>
          <select name="per" defaultValue={per} key={`per-${per}`} className={field}>
            {overviewGroupings.map((grouping) => (
              <option key={grouping} value={grouping}>
                {overviewGroupingLabels[grouping]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="font-semibold">Soort</span>
          <select name="kind" defaultValue={kind} key={`kind-${kind}`} className={field}>
            <option value="">Alle soorten</option>
            {leadKinds.map((option) => (
              <option key={option} value={option}>
                {leadKindLabels[option]}
              </option>
            ))}
          </select>
        </label>
        <div>
          <Button type="submit">Tonen</Button>
        </div>
      </form>

      <h2 id={headingId} ref={results} tabIndex={-1} className="mt-8 text-xl font-bold">
        {title}
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-ink-soft">
        {loading ? 'Overzicht wordt geladen…' : error || summary}
      </p>

      {overview && (
        <div className="mt-4 grid gap-6">
          <figure className="min-w-0 rounded-card border border-line bg-white p-4">
            <LeadChart overview={overview} title={title} summary={summary} />
            <figcaption className="mt-3">
              <span className="sr-only">Legenda: </span>
              <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
                {overview.series.map((series, index) => (
                  <li key={series.key} className="flex min-w-0 items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 shrink-0 rounded-sm"
                      style={{ background: colourOf(overview, index) }}
                    />
                    <span className="min-w-0">
                      <BreakableLabel text={series.label} /> <span className="text-ink-soft">({series.total})</span>
                    </span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-ink-soft">Onder elke staaf staat het weeknummer; de laatste week loopt nog.</p>
            </figcaption>
          </figure>

          <div
            className="min-w-0 overflow-x-auto rounded-card border border-line bg-white"
            role="region"
            aria-label={`${title}, als tabel`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take focus to scroll by keyboard
            tabIndex={0}
          >
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-canvas align-bottom">
                <tr>
                  <th scope="col" className="sticky left-0 bg-canvas p-2 pl-3">
                    Week
                  </th>
                  {overview.series.map((series) => (
                    <th key={series.key} scope="col" className="min-w-20 p-2 text-right font-semibold">
                      <BreakableLabel text={series.label} />
                    </th>
                  ))}
                  <th scope="col" className="p-2 pr-3 text-right">
                    Totaal
                  </th>
                </tr>
              </thead>
              <tbody>
                {overview.weeks.map((week, column) => (
                  <tr key={week.week} className="border-t border-line">
                    <th scope="row" className="sticky left-0 bg-white p-2 pl-3 font-normal whitespace-nowrap">
                      <span className="font-semibold">Week {weekNumber(week.week)}</span>{' '}
                      <span className="block text-ink-soft sm:inline">
                        <span className="sr-only sm:not-sr-only">vanaf </span>
                        {dayMonthText(week.monday)}
                        {column === overview.weeks.length - 1 ? ' (loopt nog)' : ''}
                      </span>
                    </th>
                    {overview.series.map((series) => (
                      <td key={series.key} className="p-2 text-right">
                        {series.counts[column]}
                      </td>
                    ))}
                    <td className="p-2 pr-3 text-right font-semibold">{overview.totals[column]}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-line bg-canvas">
                  <th scope="row" className="sticky left-0 bg-canvas p-2 pl-3">
                    {overviewWeekCount} weken
                  </th>
                  {overview.series.map((series) => (
                    <td key={series.key} className="p-2 text-right font-semibold">
                      {series.total}
                    </td>
                  ))}
                  <td className="p-2 pr-3 text-right font-bold">{total}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
