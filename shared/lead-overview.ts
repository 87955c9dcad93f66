import * as z from 'zod/mini';
import { addDays, dayKeyOf, weekOf } from './agency-clock.ts';
import { withinSite } from './attribution.ts';
import { foundViaOptions } from './attribution-fields.ts';
import { optionLabel } from './form-fields.ts';
import { leadKinds, type LeadKind } from './lead-kinds.ts';

/**
 * The staff area's overview of where leads came from (/beheer/herkomst): leads per week for the last
 * twelve weeks, by kind, by source, by the page that brought them or by the visitor's own answer. Read by the staff handler and the page alike.
 * Weeks are ISO weeks (Monday to Sunday) of the calendar in Amsterdam.
 */

export const overviewWeekCount = 12;

/** What the overview groups by, in the words of its URL: kind, source, the page that brought the lead, the visitor's own answer. */
export const overviewGroupings = ['soort', 'bron', 'pagina', 'antwoord'] as const;
export type OverviewGrouping = (typeof overviewGroupings)[number];

export const overviewGroupingLabels: Record<OverviewGrouping, string> = {
  soort: 'Soort',
  bron: 'Bron',
  pagina: 'Pagina',
  antwoord: 'Hoe gevonden (eigen antwoord)',
};

/** The words after "Leads per week" in the overview's title and table. */
export const overviewGroupingWords: Record<OverviewGrouping, string> = {
  soort: 'per soort',
  bron: 'per bron',
  pagina: 'per pagina',
  antwoord: 'per antwoord op "Hoe heb je ons gevonden?"',
};

/** The overview's query string: `per` what, and optionally one kind of lead only. */
export const overviewQuerySchema = z.object({
  per: z._default(z.enum(overviewGroupings, 'Kies soort, bron, pagina of antwoord.'), 'soort'),
  kind: z.optional(z.enum(leadKinds, 'Onbekende soort.')),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

/** How many sources or pages get a series of their own; the rest are added up as one series. */
export const overviewSeriesMax = 6;

/**
 * The fewest leads a source or page needs in the twelve weeks to be named in the overview. What a source or
 * page is called comes from the visitor's browser, so one post could otherwise put a text of its choice in
 * front of staff; a single lead's source is added to the rest, and still shows on the lead itself.
 */
export const overviewNamedMin = 2;

/** The value a lead without a (usable) page or answer is counted under; no path or answer looks like it. */
export const unknownLanding = 'onbekend';

/** The key of the series that adds up the sources or pages beyond the largest; no source or path looks like it. */
export const otherSeriesKey = '*';

/** A week: its ISO name (2026-W48) and its Monday (YYYY-MM-DD). */
export type OverviewWeek = { week: string; monday: string };

export type OverviewSeries = {
  /** The stored value (a kind, a source, a path), or `otherSeriesKey` for the rest. */
  key: string;
  label: string;
  /** Leads per week, in the order of `weeks`. */
  counts: number[];
  total: number;
};

export type LeadOverview = {
  per: OverviewGrouping;
  kind: LeadKind | null;
  /** Oldest first; the last one is the current week, still running. */
  weeks: OverviewWeek[];
  /** The largest first, the rest added up last. */
  series: OverviewSeries[];
  /** All series added up, per week. */
  totals: number[];
};

/** A source, page or answer as staff read it: the words the counting uses for "nothing known" get a capital, an answer its label. */
export function groupLabel(value: string, per: OverviewGrouping): string {
  if (value === 'rechtstreeks') return 'Rechtstreeks';
  if (value === unknownLanding) return per === 'antwoord' ? 'Geen antwoord' : 'Onbekend';
  if (value === withinSite) return 'Via de site zelf';
  return per === 'antwoord' ? optionLabel(foundViaOptions, value) : value;
}

/** The week an instant falls in, by the calendar in Amsterdam: Sunday 23:30 there is still that Sunday's week. */
export function amsterdamWeekOf(instant: Date): OverviewWeek {
  return weekOf(dayKeyOf(instant));
}

/** The `count` weeks up to and including the one `now` is in, oldest first. */
export function weeksUntil(now: Date, count: number = overviewWeekCount): OverviewWeek[] {
  const current = amsterdamWeekOf(now).monday;
  return Array.from({ length: count }, (_, index) => weekOf(addDays(current, -7 * (count - 1 - index))));
}
