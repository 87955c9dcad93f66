import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { attributionSource, type Attribution } from '../../shared/attribution.ts';
import { bucketParts, bucketRange, counterOf, leadCountAttribute, leadCountsIndex, type Counter } from '../../shared/lead-counts.ts';
import { leadKinds, type LeadKind } from '../../shared/lead-kinds.ts';
import {
  amsterdamWeekOf,
  groupLabel,
  otherSeriesKey,
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
 * The overview of where leads came from reads counters, not leads. Each lead adds one to two counters when
 * it is saved: its week's source and its week's landing page, both per kind (shared/lead-counts.ts). The
 * overview then reads one Query of small items per view, whatever the number of leads: at 10,000 leads
 * in twelve weeks, reading the leads themselves would be some 20 MB (thousands of read units) per view.
 *
 * The price is that counting is a second write after the save, without a transaction (the local DynamoDB
 * has none): a Lambda stopped between the two, or a failed count, misses one lead in the overview. That is
 * logged, and it never costs the visitor their form. A repeated submit is not counted twice: only the
 * request that saved the row counts it. Leads flagged as probably automated are not counted at all, so
 * scripts cannot fill the overview (or its list of sources) with values of their choosing.
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
};

/** The two counters a lead adds one to. */
export function countersOf(lead: CountedLead): Counter[] {
  const { week } = amsterdamWeekOf(lead.at);
  return [
    counterOf('source', week, lead.kind, attributionSource(lead.attribution)),
    counterOf('landing', week, lead.kind, lead.attribution?.landingPath ?? unknownLanding),
  ];
}

/** Adds a newly saved lead to the overview's counters; never throws (see above). */
export async function countLead(tableName: string, lead: CountedLead): Promise<void> {
  if (lead.flags?.length) return;
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
 * The overview from the counters of its weeks: a series per kind (added up over every source), or per
 * source or landing page (of one kind or all), the largest `overviewSeriesMax` on their own and the rest
 * added up as one ("3 overige bronnen").
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
      .map(([key, row]) => seriesOf(key, groupLabel(key), row))
      .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'nl'));
    series = ranked.slice(0, overviewSeriesMax);
    const rest = ranked.slice(overviewSeriesMax);
    if (rest.length > 0) {
      const noun = query.per === 'pagina' ? ['pagina', "pagina's"] : ['bron', 'bronnen'];
      series.push(
        seriesOf(
          otherSeriesKey,
          `${rest.length} overige ${rest.length === 1 ? noun[0] : noun[1]}`,
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

/** The overview for the twelve weeks up to `now`: the counters of kind and source, or of landing page. */
export async function readOverview(
  documents: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  query: OverviewQuery,
  now: Date,
): Promise<LeadOverview> {
  const weeks = weeksUntil(now);
  const buckets = await readBuckets(documents, tableName, query.per === 'pagina' ? 'landing' : 'source', weeks);
  return overviewOf(buckets, query, weeks);
}
