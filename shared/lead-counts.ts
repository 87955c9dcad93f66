import type { LeadKind } from './lead-kinds.ts';

/**
 * The layout of the counts table, which the overview in the staff area reads instead of the leads: one item
 * per week, kind, dimension and value ("in week 48, 3 contact messages came via nieuwsbrief"), whose
 * `leads` attribute is added to when a lead is saved. Shared by both stacks (infra/app-spec.ts) and the
 * functions that count and read.
 *
 * Read through one index: partition `dimension` (source, landing or answer), sort key `bucket` (week, kind, value),
 * so twelve weeks of one dimension are a single Query whatever the number of leads, and the key names no
 * person, only a week, a kind and a source, page or answer.
 */
export const leadCountsIndex = { name: 'overview', partitionKey: 'dimension', sortKey: 'bucket', projectedAttributes: ['leads'] } as const;

/** The attribute that holds the number of leads in a bucket. */
export const leadCountAttribute = 'leads';

/** What is counted: the source, the page that brought the lead (kept under its first name, "landing"), and the visitor's own answer. */
export const countDimensions = ['source', 'landing', 'answer'] as const;
export type CountDimension = (typeof countDimensions)[number];

export type Counter = { id: string; dimension: CountDimension; bucket: string };

/** The item that counts `kind` leads with this source, page or answer in this ISO week. */
export function counterOf(dimension: CountDimension, week: string, kind: LeadKind, value: string): Counter {
  const bucket = `${week}#${kind}#${value}`;
  return { id: `${dimension}#${bucket}`, dimension, bucket };
}

/** A bucket read back; the value is last and may itself hold a '#'. */
export function bucketParts(bucket: string): { week: string; kind: string; value: string } | null {
  const match = /^(\d{4}-W\d{2})#([a-z]+)#(.*)$/s.exec(bucket);
  return match ? { week: match[1]!, kind: match[2]!, value: match[3]! } : null;
}

/** The sort-key range of a dimension's buckets from the first week to the last, both included. */
export function bucketRange(firstWeek: string, lastWeek: string): { from: string; to: string } {
  // '#' sorts before every character a kind or value starts with, and '$' right after it.
  return { from: `${firstWeek}#`, to: `${lastWeek}$` };
}
