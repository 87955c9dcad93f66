import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailReputation, type MailPause } from '../../shared/mail-reputation.ts';
import type { Audience, SesEventRecord } from '../../shared/ses-events.ts';
import { audienceTag } from '../../shared/ses-events.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { keyedHash } from '../core/guard-keys.ts';
import { mailboxHash, type GuardConfig } from './recipient-cap.ts';

/**
 * What SES's events teach the sending path, kept in the guard table (keyed hashes, no addresses):
 * - `suppressed#<mailbox>`: an address that bounced for good or complained is never mailed again. Checked by
 *   the worker before a confirmation goes out, per mailbox (core/mailbox-key.ts). Kept without expiry: the
 *   row holds a keyed hash, a reason and a date, and forgetting it would mail a dead or unwilling address again.
 * - `mail-counts#visitor#<day>`: per UTC day, the visitor confirmations SES sent, hard bounces and complaints.
 * - `mail-pause#visitor`: while `until` lies ahead, visitor confirmations are skipped (staff emails go on).
 * - `mail-event#<id>`: each event counted once, as EventBridge may deliver one twice.
 *
 * SES's own account-level suppression list stays on behind ours (mail-events construct): ours acts before
 * sending, folds spellings, tells staff and runs the same on the local stack; SES's catches what ours would
 * miss. Its one risk: a complaint or hard bounce of the staff address puts that on SES's list too, and lead
 * notifications then stop silently; the configuration set's bounce and complaint alarms tell staff.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const pauseKey = 'mail-pause#visitor';

export type SuppressReason = 'bounce' | 'complaint';
export type WindowCounts = { sends: number; bounces: number; complaints: number };

/** What one SES event changes: a count of the visitor stream, and addresses never to mail again. */
export type MailEventDecision = {
  audience: Audience;
  count: keyof WindowCounts | null;
  suppress: { address: string; reason: SuppressReason }[];
};

/**
 * Reads one event. Only visitor confirmations are counted and suppressed: a bounce or complaint of the staff
 * address is an alarm for people (the configuration set's CloudWatch alarms), never a reason to stop telling
 * staff about leads. A bounce counts when it is hard (SES's bounce rate counts hard bounces only) and SES
 * really tried: one for an address on SES's suppression list was never sent.
 */
export function decideMailEvent(record: SesEventRecord): MailEventDecision {
  // Every email the worker sends names its audience. An untagged one is not a visitor's: Cognito's staff
  // invitations and codes also go through the configuration set, and a mistyped invitation must not pause
  // visitor confirmations or suppress anyone.
  const tagged = record.mail.tags[audienceTag]?.[0];
  const audience: Audience = tagged === 'visitor' ? 'visitor' : 'staff';
  const none: MailEventDecision = { audience, count: null, suppress: [] };
  if (audience === 'staff') return none;
  switch (record.eventType) {
    case 'Send':
      return { ...none, count: 'sends' };
    case 'Bounce': {
      const bounce = record.bounce;
      if (bounce?.bounceType !== 'Permanent') return none;
      const suppress = bounce.bouncedRecipients.map(({ emailAddress }) => ({ address: emailAddress, reason: 'bounce' as const }));
      return { ...none, count: bounce.bounceSubType === 'OnAccountSuppressionList' ? null : 'bounces', suppress };
    }
    case 'Complaint':
      return {
        ...none,
        count: 'complaints',
        suppress: (record.complaint?.complainedRecipients ?? []).map(({ emailAddress }) => ({
          address: emailAddress,
          reason: 'complaint',
        })),
      };
    default:
      return none;
  }
}

/** Why the window's figures call for a pause, or null while they stay under both thresholds. */
export function pauseReason(window: WindowCounts): 'bounces' | 'complaints' | null {
  // SES counts a bounce or complaint against a send; events can arrive before their Send is counted.
  const sent = Math.max(window.sends, window.bounces, window.complaints, 1);
  if (window.complaints >= mailReputation.minComplaints && window.complaints / sent >= mailReputation.maxComplaintRate) return 'complaints';
  if (window.bounces >= mailReputation.minBounces && window.bounces / sent >= mailReputation.maxBounceRate) return 'bounces';
  return null;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** True the first time an event id is seen; false for a repeated delivery. */
export async function firstDelivery(config: GuardConfig, eventId: string, now: Date): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id: `mail-event#${eventId}` },
        UpdateExpression: 'SET #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#expires)',
        ExpressionAttributeNames: { '#expires': 'expires_at' },
        // EventBridge retries an event for at most a day.
        ExpressionAttributeValues: { ':expires': Math.floor(now.getTime() / 1000) + 2 * 24 * 60 * 60 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export async function countVisitorEvent(config: GuardConfig, count: keyof WindowCounts, at: Date): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: windowKeys(at)[0] },
      UpdateExpression: 'ADD #count :one SET #expires = :expires',
      ExpressionAttributeNames: { '#count': count, '#expires': 'expires_at' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': Math.floor(at.getTime() / 1000) + (mailReputation.windowDays + 1) * 24 * 60 * 60,
      },
    }),
  );
}

/** The guard-table keys of the window's days, today first. */
export function windowKeys(now: Date): string[] {
  return Array.from(
    { length: mailReputation.windowDays },
    (_, back) => `mail-counts#visitor#${utcDay(new Date(now.getTime() - back * DAY_MS))}`,
  );
}

/** The window's figures from its day rows (a missing day counts nothing). */
export function sumWindow(rows: readonly (Record<string, unknown> | undefined)[]): WindowCounts {
  const sum = (name: keyof WindowCounts) => rows.reduce((total, row) => total + Number(row?.[name] ?? 0), 0);
  return { sends: sum('sends'), bounces: sum('bounces'), complaints: sum('complaints') };
}

/** The visitor stream's figures over the window that ends today. */
export async function windowCounts(config: Pick<GuardConfig, 'guardTable'>, now: Date): Promise<WindowCounts> {
  const rows = await Promise.all(
    windowKeys(now).map(async (id) => (await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: { id } }))).Item),
  );
  return sumWindow(rows);
}

/**
 * The guard-table key a suppression is kept under. A complaint holds for the whole mailbox (case, plus-tags
 * and Gmail's dots folded): the person asked not to be mailed, whatever spelling reaches them. A bounce holds
 * for the exact address only: a server that refuses `name+x@` may well take `name@`, so folding it would let
 * anyone silence a real mailbox for good with one bounced plus-tag.
 */
export function suppressionKey(config: Pick<GuardConfig, 'guardSecret'>, address: string, reason: SuppressReason): string {
  return reason === 'complaint'
    ? `suppressed#${mailboxHash(config, address)}`
    : `suppressed#address#${keyedHash(config.guardSecret, 'recipient', address.trim().toLowerCase())}`;
}

export async function suppress(config: GuardConfig, address: string, reason: SuppressReason, at: Date): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: suppressionKey(config, address, reason) },
      // The first reason stays; a complaint after a bounce changes nothing that matters.
      UpdateExpression: 'SET #reason = if_not_exists(#reason, :reason), #at = if_not_exists(#at, :at)',
      ExpressionAttributeNames: { '#reason': 'reason', '#at': 'suppressed_at' },
      ExpressionAttributeValues: { ':reason': reason, ':at': at.toISOString() },
    }),
  );
}

/** True when the mailbox complained, or this very address bounced for good. */
export async function isSuppressed(config: GuardConfig, address: string): Promise<boolean> {
  const found = await Promise.all(
    (['complaint', 'bounce'] as const).map(
      async (reason) =>
        (
          await dynamo.send(
            new GetCommand({ TableName: config.guardTable, Key: { id: suppressionKey(config, address, reason) }, ConsistentRead: true }),
          )
        ).Item,
    ),
  );
  return found.some((item) => item !== undefined);
}

/**
 * Pauses visitor confirmations for `pauseHours` from now, or extends a pause that holds. True when this call
 * started the pause (nothing held it a moment ago), so staff are told once per pause.
 */
export async function pauseConfirmations(
  config: GuardConfig,
  reason: 'bounces' | 'complaints',
  counts: WindowCounts,
  now: Date,
): Promise<boolean> {
  const until = new Date(now.getTime() + mailReputation.pauseHours * 60 * 60 * 1000);
  const values = {
    ':now': now.toISOString(),
    ':until': until.toISOString(),
    ':reason': reason,
    ':sends': counts.sends,
    ':bounces': counts.bounces,
    ':complaints': counts.complaints,
    ':empty': {},
  };
  const names = { '#until': 'until', '#status': 'email_status' };
  const set =
    'SET #until = :until, reason = :reason, sends = :sends, bounces = :bounces, complaints = :complaints, ' +
    '#status = if_not_exists(#status, :empty)';
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id: pauseKey },
        UpdateExpression: `${set}, #since = :now`,
        ConditionExpression: 'attribute_not_exists(#until) OR #until < :now',
        ExpressionAttributeNames: { ...names, '#since': 'since' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: pauseKey },
      UpdateExpression: set,
      ExpressionAttributeNames: names,
      // :now only decides whether a pause holds; the extension does not need it.
      ExpressionAttributeValues: Object.fromEntries(Object.entries(values).filter(([name]) => name !== ':now')),
    }),
  );
  return false;
}

/** The pause as stored, read as of `now`: `paused` only while its end lies ahead. */
export function pauseOf(item: Record<string, unknown> | undefined, now: Date): MailPause {
  if (!item || typeof item.until !== 'string') return { paused: false };
  return {
    paused: item.until > now.toISOString(),
    since: String(item.since),
    until: item.until,
    reason: item.reason === 'complaints' ? 'complaints' : 'bounces',
    sends: Number(item.sends ?? 0),
    bounces: Number(item.bounces ?? 0),
    complaints: Number(item.complaints ?? 0),
  };
}

export async function readPause(config: Pick<GuardConfig, 'guardTable'>, now: Date = new Date()): Promise<MailPause> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: { id: pauseKey }, ConsistentRead: true }));
  return pauseOf(Item, now);
}

/** Where the pause's staff alert records whether it went out (mail/send-once.ts), one per pause. */
export const pauseRecord = (config: Pick<GuardConfig, 'guardTable'>) => ({ tableName: config.guardTable, key: { id: pauseKey } });
export const mailPauseKey = pauseKey;
