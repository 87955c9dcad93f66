import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { brand } from '../../shared/business-facts.ts';
import { dynamo } from '../core/clients.ts';
import type { HttpResponse } from '../http/http.ts';
import { logger } from '../core/logger.ts';
import { record } from '../inbox/audit.ts';
import { staffMembers } from '../inbox/staff-directory.ts';
import { feedIcs } from '../mail/booking-invitation.ts';
import { invitationEventOf } from '../mail/booking-emails.ts';
import { bookingRowSchema } from '../records/booking-record.ts';
import { callsBetween, feedItemId, feedTokenHash } from './schedule.ts';

/**
 * The staff's calendar feed (GET /api/gesprek/agenda/{token}): every call of the past month and the coming
 * two, as one iCalendar subscription their own calendar app polls. The token is the only key, so it is long
 * (32 random bytes), stored as its hash only (`feed#<sha256>` in the schedule table, made in /beheer), and
 * revoked by deleting that item, and it stops when its member leaves the staff group. A cancelled call stays in the feed as CANCELLED, so apps remove it. Each
 * read is in the audit trail under the member whose feed it is: it hands out names and numbers.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Behind and ahead: the last month's calls for reference, and further ahead than anyone can book (14 days). */
const FEED_PAST_DAYS = 31;
const FEED_AHEAD_DAYS = 62;

export type FeedConfig = {
  scheduleTable: string;
  bookingTable: string;
  auditTable: string;
  staffEmail: string;
  siteUrl: string;
  staffUserPool: string;
};

const notFound: HttpResponse = {
  statusCode: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: 'Deze agendafeed bestaat niet (meer). Maak in het beheer een nieuw adres aan.',
};

export async function feedOf(token: string, config: FeedConfig, now: Date): Promise<HttpResponse> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return notFound;
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: config.scheduleTable, Key: { id: feedItemId(feedTokenHash(token)) }, ConsistentRead: true }),
  );
  if (!Item || typeof Item.member !== 'string') return notFound;
  // A feed is a member's: once they leave the staff group (or their account is disabled), it stops, whether or
  // not anyone revoked it (attacker report, finding 9). The group is read from the user pool as the staff area
  // reads it (ListUsersInGroup, kept a minute per instance: inbox/staff-directory.ts), and only for a token
  // that matched a stored feed, so a guessed token costs no call to Cognito. Calendar apps poll every 15 to 60
  // minutes, so a team's feeds ask at most once a minute per instance.
  const members = await staffMembers(config.staffUserPool);
  if (!members.some((member) => member.username === Item.member)) {
    logger.info('Calendar feed of a member no longer in the staff group refused', { member: Item.member });
    return notFound;
  }
  const rows = await callsBetween(
    config.bookingTable,
    new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS),
  );
  const events = rows.flatMap((item) => {
    const row = bookingRowSchema.safeParse(item);
    return row.success ? [invitationEventOf(row.data, 'staff', config.siteUrl)] : [];
  });
  await record(config.auditTable, { who: Item.member, action: 'agendafeed', summary: `Agendafeed gelezen (${events.length} gesprekken)` });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="gesprekken.ics"',
      'cache-control': 'private, no-store',
    },
    body: feedIcs(`Gesprekken ${brand.name}`, events, config.staffEmail, now),
  };
}
