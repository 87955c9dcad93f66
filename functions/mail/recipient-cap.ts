import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, instantAt, todayKey } from '../../shared/agency-clock.ts';
import { abuseLimits } from '../../shared/api-limits.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { keyedHash } from '../core/guard-keys.ts';
import { mailboxKey } from '../core/mailbox-key.ts';

/**
 * The daily caps on confirmation emails, the emails that go to an address nobody verified:
 * - per mailbox: at most 3 a day across contact, intake and newsletter, however the address is spelled
 *   (case, plus-tags and Gmail's dots fold into one mailbox: core/mailbox-key.ts), so nobody can bury a
 *   stranger's inbox under our name. The last of the 3 is kept for a newsletter confirmation: contact and
 *   intake confirmations are a courtesy (the lead reaches staff either way), while a sign-up is nothing
 *   without its confirmation, so strangers' contact posts cannot use up the owner's own sign-up. One that
 *   still finds the day full waits for the next day (worker.ts) instead of being dropped;
 * - per client: at most 5 distinct mailboxes a day that one client (a hashed IP) makes us confirm to, so one
 *   host cannot spread confirmations over many strangers, or drive up our bounce rate with made-up addresses.
 * Both are sets in the guard table under keyed hashes and the Dutch calendar day (no address or IP is kept),
 * and a member already in a set keeps its place, so a retried message or a repeated submit takes no second one.
 */

const DAY_SECONDS = 24 * 60 * 60;

export type GuardConfig = { guardTable: string; guardSecret: string };

/** The keyed hash a mailbox is counted and suppressed under. */
export function mailboxHash(config: Pick<GuardConfig, 'guardSecret'>, address: string): string {
  return keyedHash(config.guardSecret, 'recipient', mailboxKey(address));
}

/** True when `member` has (or already had) a place in today's set `key`, which holds at most `cap`. */
async function holdDailyPlace(config: GuardConfig, key: string, member: string, cap: number, now: Date): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id: `${key}#${todayKey(now)}` },
        UpdateExpression: 'ADD #members :member SET #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#members) OR size(#members) < :cap OR contains(#members, :memberId)',
        // `leads` is the attribute's name since the per-recipient cap held leads only; kept, so a day's count
        // survives a deploy.
        ExpressionAttributeNames: { '#members': 'leads', '#expires': 'expires_at' },
        ExpressionAttributeValues: {
          ':member': new Set([member]),
          ':memberId': member,
          ':cap': cap,
          // Kept two days, so a day's count is whole until the day is over in every time zone.
          ':expires': Math.floor(now.getTime() / 1000) + 2 * DAY_SECONDS,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

const mailboxDayKey = (config: GuardConfig, recipient: string, now: Date) => `recipient#${mailboxHash(config, recipient)}#${todayKey(now)}`;

/** True when this lead may send its confirmation to `recipient`'s mailbox today (also when it already took its place). */
export async function takeConfirmationPlace(
  config: GuardConfig,
  recipient: string,
  lead: string,
  now: Date = new Date(),
  cap: number = abuseLimits.confirmationsPerRecipientPerDay,
): Promise<boolean> {
  return holdDailyPlace(config, `recipient#${mailboxHash(config, recipient)}`, lead, cap, now);
}

/** True when `recipient`'s mailbox still has a place of the `cap` today (a look, taking none). */
export async function mailboxHasPlace(config: GuardConfig, recipient: string, cap: number, now: Date = new Date()): Promise<boolean> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: { id: mailboxDayKey(config, recipient, now) } }));
  return ((Item?.leads as Set<string> | undefined)?.size ?? 0) < cap;
}

/** The start of the next Dutch calendar day, when every mailbox's places are free again. */
export function nextDutchDay(now: Date): Date {
  return instantAt(addDays(todayKey(now), 1), 0);
}

/** True when `client` may make us confirm to `recipient`'s mailbox today: one of its first few mailboxes, or one it named before. */
export async function takeClientRecipientPlace(
  config: GuardConfig,
  client: { hash: string },
  recipient: string,
  now: Date = new Date(),
  cap: number = abuseLimits.confirmationRecipientsPerClientPerDay,
): Promise<boolean> {
  return holdDailyPlace(config, `client#${client.hash}#recipients`, mailboxHash(config, recipient), cap, now);
}
