import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { staffIndexes } from '../../shared/staff-indexes.ts';
import { inboxKinds, seenSchema, type InboxCounts } from '../../shared/staff-inbox.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { dynamo } from '../core/clients.ts';
import { lastSeen, markSeen, readCounts } from '../inbox/counts.ts';
import { ValidationError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { env, tableOf, type StaffRequest, bodyOf } from './context.ts';

/** GET /api/beheer/tellingen and POST /api/beheer/gezien: the inbox's counts and what is new since a member of staff last looked. */

/** "New since you last looked" counts this many per kind at most, then says "more". */
const NEW_COUNT_LIMIT = 99;

/**
 * The counts per kind and status (kept counters, never a read of the leads) and how many leads came in
 * since this member of staff last looked: a count on the listing index from that moment, stopped at
 * NEW_COUNT_LIMIT per kind.
 */
export async function counts({ who }: StaffRequest): Promise<HttpResponse> {
  const [perStatus, since] = await Promise.all([readCounts(dynamo, env().countsTable), lastSeen(dynamo, env().countsTable, who)]);
  let count = 0;
  let more = false;
  if (since) {
    const found = await Promise.all(
      inboxKinds.map((kind) =>
        dynamo.send(
          new QueryCommand({
            TableName: tableOf(kind),
            IndexName: staffIndexes.listing.name,
            KeyConditionExpression: '#kind = :kind AND #at > :since',
            ExpressionAttributeNames: { '#kind': staffIndexes.listing.partitionKey, '#at': staffIndexes.listing.sortKey },
            ExpressionAttributeValues: { ':kind': kind, ':since': since },
            Select: 'COUNT',
            Limit: NEW_COUNT_LIMIT,
          }),
        ),
      ),
    );
    count = found.reduce((sum, result) => sum + (result.Count ?? 0), 0);
    more = found.some((result) => result.LastEvaluatedKey !== undefined);
  }
  return jsonResponse(200, { counts: perStatus, newSince: { since, count, more } } satisfies InboxCounts);
}

/** The newest lead the member has now seen; a moment in the future is taken as now. */
export async function seen({ event, who }: StaffRequest): Promise<HttpResponse> {
  const parsed = seenSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const now = new Date().toISOString();
  const at = new Date(parsed.data.at).toISOString();
  await markSeen(dynamo, env().countsTable, who, at < now ? at : now);
  return jsonResponse(200, { recorded: true });
}
