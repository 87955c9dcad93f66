import * as z from 'zod/mini';
import { addDays, dayKeyOf, weekOf } from './agency-clock.ts';
import { leadKinds, type LeadKind } from './lead-kinds.ts';

/**
 * The staff area's overview of where leads came from (/beheer/herkomst): leads per week for the last
 * twelve weeks, by kind, by source or by landing page. Read by the staff handler and the page alike.
 * Weeks are ISO weeks (Monday to Sunday) of the calendar in Amsterdam.
 */

export const overviewWeekCount = 12;

/** What the overview groups by, in the words of its URL: kind, source, landing page. */
export const overviewGroupings = ['soort', 'bron', 'pagina'] as const;
export type OverviewGrouping = (typeof overviewGroupings)[number];

export const overviewGroupingLabels: Record<OverviewGrouping, string> = {
  soort: 'Soort',
  bron: 'Bron',
  pagina: 'Landingspagina',
};

/** The overview's query string: `per` what, and optionally one kind of lead only. */
export const overviewQuerySchema = z.object({
  per: z._default(z.enum(overviewGroupings, 'Kies soort, bron of pagina.'), 'soort'),
  kind: z.optional(z.enum(leadKinds, 'Onbekende soort.')),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

/** How many sources or pages get a series of their own; the rest are added up as one series. */
export const overviewSeriesMax = 6;

/** The value a lead without a (usable) landing page is counted under; no path looks like it. */
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

/** A source or landing page as staff read it: the two words the counting uses for "nothing known" get a capital. */
export function groupLabel(value: string): string {
  if (value === 'rechtstreeks') return 'Rechtstreeks';
  if (value === unknownLanding) return 'Onbekend';
  return value;
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
