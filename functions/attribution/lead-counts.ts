import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { attributionPage, attributionSource, foundViaLabel, withinSite, type Attribution } from '../../shared/attribution.ts';
import { attributionLimits, campaignValuePattern, pagePathPattern } from '../../shared/attribution-fields.ts';
import { bucketParts, bucketRange, counterOf, leadCountAttribute, leadCountsIndex, type Counter } from '../../shared/lead-counts.ts';
import { leadKinds, type LeadKind } from '../../shared/lead-kinds.ts';
import {
  amsterdamWeekOf,
  groupLabel,
  otherSeriesKey,
  overviewNamedMin,
  overviewSeriesMax,
  unknownLanding,
  weeksUntil,
  type LeadOverview,
  type OverviewQuery,
  type OverviewSeries,
  type OverviewWeek,
} from '../../shared/lead-overview.ts';
import { leadKindLabels } from '../../shared/staff-inbox.ts';
import { dynamo } from '../core/clients.ts';
import { errorFields, logger } from '../core/logger.ts';
import { expiresAt } from '../records/expiry.ts';

/**
 * The overview of where leads came from reads counters, not leads. Each lead adds one to three counters when
 * it is saved: its week's source, page and answer, each per kind (shared/lead-counts.ts). The
 * overview then reads one Query of small items per view, whatever the number of leads: at 10,000 leads
 * in twelve weeks, reading the leads themselves would be some 20 MB (thousands of read units) per view.
 *
 * The price is that counting is a second write after the save, without a transaction (the local DynamoDB
 * has none): a Lambda stopped between the two, or a failed count, misses one lead in the overview. That is
 * logged, and it never costs the visitor their form. A repeated submit is not counted twice: only the
 * request that saved the row counts it.
 *
 * What a source or page is called comes from the visitor's browser, so the overview is built to be hard to
 * write into (issue 30, point 7): a lead counts only when it carries no abuse flag and its form was sent at a
 * person's pace by our own clock (from its first proof-of-work challenge, http/form-guard.ts), which a plain
 * post without JavaScript cannot show; campaign values are single short words (attribution-fields.ts); and
 * the overview names only the largest sources and pages with at least two leads, adding up the rest.
 *
 * The counters name no person, so an erasure leaves them; they expire with the retention period.
 */

export type CountedLead = {
  kind: LeadKind;
  /** When the lead came in (a newsletter subscriber: when confirmed). */
  at: Date;
  attribution: Attribution | undefined;
  /** The row's abuse flags: a flagged lead is not counted. */
  flags?: readonly string[] | undefined;
  /** Sent at a person's pace, by our clock; a lead that cannot show it is not counted. */
  paced: boolean;
};

/** The three counters a lead adds one to: its source, the page that brought it, and the visitor's own answer. */
export function countersOf(lead: Omit<CountedLead, 'paced'>): Counter[] {
  const { week } = amsterdamWeekOf(lead.at);
  return [
    counterOf('source', week, lead.kind, attributionSource(lead.attribution)),
    counterOf('landing', week, lead.kind, attributionPage(lead.kind, lead.attribution) ?? unknownLanding),
    counterOf('answer', week, lead.kind, foundViaLabel(lead.attribution) ? lead.attribution!.foundVia! : unknownLanding),
  ];
}

/** Whether a lead counts in the overview (see above). */
export function countable(lead: Pick<CountedLead, 'flags' | 'paced'>): boolean {
  return lead.paced && !lead.flags?.length;
}

/** Adds a newly saved lead to the overview's counters; never throws (see above). */
export async function countLead(tableName: string, lead: CountedLead): Promise<void> {
  if (!countable(lead)) return;
  const expires = expiresAt(lead.at);
  try {
    await Promise.all(
      countersOf(lead).map((counter) =>
        dynamo.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id: counter.id },
            UpdateExpression:
              'SET #dimension = :dimension, #bucket = :bucket, expires_at = if_not_exists(expires_at, :expires) ADD #leads :one',
            ExpressionAttributeNames: {
              '#dimension': leadCountsIndex.partitionKey,
              '#bucket': leadCountsIndex.sortKey,
              '#leads': leadCountAttribute,
            },
            ExpressionAttributeValues: { ':dimension': counter.dimension, ':bucket': counter.bucket, ':expires': expires, ':one': 1 },
          }),
        ),
      ),
    );
  } catch (error) {
    logger.error('Lead saved but not counted in the overview', { kind: lead.kind, ...errorFields(error) });
  }
}

export type CountedBucket = { bucket: string; leads: number };

/** The counters of one dimension for the given weeks: one Query on the counts index (a page holds thousands). */
async function readBuckets(
  documents: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  dimension: Counter['dimension'],
  weeks: readonly OverviewWeek[],
): Promise<CountedBucket[]> {
  const range = bucketRange(weeks[0]!.week, weeks.at(-1)!.week);
  const buckets: CountedBucket[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: leadCountsIndex.name,
        KeyConditionExpression: '#dimension = :dimension AND #bucket BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#dimension': leadCountsIndex.partitionKey, '#bucket': leadCountsIndex.sortKey },
        ExpressionAttributeValues: { ':dimension': dimension, ':from': range.from, ':to': range.to },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.bucket === 'string' && typeof item.leads === 'number') buckets.push({ bucket: item.bucket, leads: item.leads });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return buckets;
}

/**
 * Whether a counted value may be named in the overview: a shape the counting gives today. Counters written
 * under earlier, wider rules (a campaign with a colon or a space) are added to the rest instead.
 */
function nameable(value: string, per: OverviewQuery['per']): boolean {
  if (value === unknownLanding) return true;
  if (per === 'pagina') return value.length <= attributionLimits.path && pagePathPattern.test(value);
  if (per === 'antwoord') return foundViaLabel({ foundVia: value }) !== undefined;
  return value === withinSite || (value.length <= attributionLimits.referrerHost && campaignValuePattern.test(value));
}

/** "1 overige bron", "3 overige bronnen"; "antwoord" is a het-word, so one is "overig". */
const restNouns: Record<Exclude<OverviewQuery['per'], 'soort'>, [string, string]> = {
  bron: ['overige bron', 'overige bronnen'],
  pagina: ['overige pagina', "overige pagina's"],
  antwoord: ['overig antwoord', 'overige antwoorden'],
};

/**
 * The overview from the counters of its weeks: a series per kind (added up over every source), or per
 * source, page or answer (of one kind or all), the largest `overviewSeriesMax` with at least
 * `overviewNamedMin` leads on their own and the rest added up as one ("3 overige bronnen").
 */
export function overviewOf(buckets: readonly CountedBucket[], query: OverviewQuery, weeks: readonly OverviewWeek[]): LeadOverview {
  const column = new Map(weeks.map((week, index) => [week.week, index]));
  const counts = new Map<string, number[]>();
  for (const { bucket, leads } of buckets) {
    const parts = bucketParts(bucket);
    const index = parts ? column.get(parts.week) : undefined;
    if (!parts || index === undefined || (query.kind && parts.kind !== query.kind)) continue;
    const key = query.per === 'soort' ? parts.kind : parts.value;
    const row = counts.get(key) ?? weeks.map(() => 0);
    row[index]! += leads;
    counts.set(key, row);
  }
  const seriesOf = (key: string, label: string, row: number[]): OverviewSeries => ({
    key,
    label,
    counts: row,
    total: row.reduce((sum, count) => sum + count, 0),
  });
  let series: OverviewSeries[];
  if (query.per === 'soort') {
    series = leadKinds
      .filter((kind) => !query.kind || kind === query.kind)
      .map((kind) => seriesOf(kind, leadKindLabels[kind], counts.get(kind) ?? weeks.map(() => 0)));
  } else {
    const ranked = [...counts]
      .map(([key, row]) => seriesOf(key, groupLabel(key, query.per), row))
      .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'nl'));
    // The answers are ours to name; a source or page is the browser's word, named from its second lead.
    const minimum = query.per === 'antwoord' ? 1 : overviewNamedMin;
    const named = ranked.filter((row) => row.total >= minimum && nameable(row.key, query.per)).slice(0, overviewSeriesMax);
    series = named;
    const rest = ranked.filter((row) => !named.includes(row));
    if (rest.length > 0) {
      const noun = restNouns[query.per];
      series.push(
        seriesOf(
          otherSeriesKey,
          `${rest.length} ${rest.length === 1 ? noun[0] : noun[1]}`,
          weeks.map((_, index) => rest.reduce((sum, row) => sum + row.counts[index]!, 0)),
        ),
      );
    }
  }
  return {
    per: query.per,
    kind: query.kind ?? null,
    weeks: [...weeks],
    series,
    totals: weeks.map((_, index) => series.reduce((sum, row) => sum + row.counts[index]!, 0)),
  };
}

const dimensionOf: Record<OverviewQuery['per'], Counter['dimension']> = {
  soort: 'source',
  bron: 'source',
  pagina: 'landing',
  antwoord: 'answer',
};

/** The overview for the twelve weeks up to `now`: the counters of kind and source, of page, or of answer. */
export async function readOverview(
  documents: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  query: OverviewQuery,
  now: Date,
): Promise<LeadOverview> {
  const weeks = weeksUntil(now);
  const buckets = await readBuckets(documents, tableName, dimensionOf[query.per], weeks);
  return overviewOf(buckets, query, weeks);
}
