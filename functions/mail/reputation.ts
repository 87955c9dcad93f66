import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailReputation, type MailPause, type SuppressionState } from '../../shared/mail-reputation.ts';
import type { Audience, SesEventRecord } from '../../shared/ses-events.ts';
import { audienceTag, clientTag, isSimulatorAddress } from '../../shared/ses-events.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { keyedHash } from '../core/guard-keys.ts';
import type { GuardConfig } from './recipient-cap.ts';

/**
 * What SES's events teach the sending path, kept in the guard table (keyed hashes, no addresses), with the
 * thresholds and their reasons in shared/mail-reputation.ts:
 * - `suppressed#address#<address>`: an address that bounced for good is never mailed again; one whose owner
 *   marked our email as spam is not mailed for `complaintSuppressionDays`. The exact address (in any case),
 *   never the whole mailbox: a server that refuses `name+x@` may take `name@`, and a stranger who receives
 *   a confirmation someone else asked for, and complains, must not cost the mailbox's owner their own
 *   sign-up for good. Staff see and lift a suppression by the address (functions/staff.ts).
 * - `client-mail#<client>`: bounces and complaints of the confirmations one client made us send (mail/client-reputation.ts).
 * - `mail-counts#visitor#<day>`: per UTC day, the visitor confirmations SES sent, hard bounces and
 *   complaints, and the clients those came from.
 * - `mail-pause#visitor`: while `until` lies ahead, visitor confirmations wait (a newsletter sign-up) or are
 *   skipped (contact, intake); staff emails go on.
 * - `mail-event#<id>`: each event counted once, as EventBridge may deliver one twice.
 *
 * SES's account-level suppression list stays on behind ours for bounces (mail-events construct), not for
 * complaints: SES would keep a complained address for good, and ours lets it go after a while or when staff
 * lift it. Its one risk: a hard bounce of the staff address puts that on SES's list too, and lead
 * notifications then stop silently; the configuration set's bounce alarm tells staff.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const pauseKey = 'mail-pause#visitor';

export type SuppressReason = 'bounce' | 'complaint';
export type Counted = 'sends' | 'bounces' | 'complaints';
export type WindowCounts = { sends: number; bounces: number; complaints: number; bounceClients: number; complaintClients: number };

/** What one SES event changes: a count of the visitor stream (with whose it is), and addresses not to mail. */
export type MailEventDecision = {
  audience: Audience;
  count: Counted | null;
  /**
   * Who made us send the confirmation: the client's keyed hash from its tag, or, for an email without one
   * (sent before this release, or re-sent by the leads tool), the message itself, so that it counts as a
   * client of its own rather than not at all.
   */
  client: string;
  /** True when the client's hash is known, so its own brake can count the event. */
  clientKnown: boolean;
  suppress: { address: string; reason: SuppressReason }[];
};

/**
 * Reads one event. Only visitor confirmations are counted and suppressed: a bounce or complaint of the staff
 * address is an alarm for people (the configuration set's CloudWatch alarms), never a reason to stop telling
 * staff about leads. A bounce counts when it is hard (SES's bounce rate counts hard bounces only) and SES
 * really tried: one for an address on SES's suppression list was never sent. Nothing sent to SES's mailbox
 * simulator counts, as SES counts none of it; its addresses are suppressed like any other.
 */
export function decideMailEvent(record: SesEventRecord): MailEventDecision {
  // Every email the worker sends names its audience. An untagged one is not a visitor's: Cognito's staff
  // invitations and codes also go through the configuration set, and a mistyped invitation must not pause
  // visitor confirmations or suppress anyone.
  const tagged = record.mail.tags[audienceTag]?.[0];
  const audience: Audience = tagged === 'visitor' ? 'visitor' : 'staff';
  const clientHash = record.mail.tags[clientTag]?.[0];
  const clientKnown = clientHash !== undefined && /^[0-9a-f]{32}$/.test(clientHash);
  const none: MailEventDecision = {
    audience,
    count: null,
    client: clientKnown ? clientHash : `message:${record.mail.messageId}`,
    clientKnown,
    suppress: [],
  };
  if (audience === 'staff') return none;
  const simulated = record.mail.destination.length > 0 && record.mail.destination.every(isSimulatorAddress);
  const counted = (count: Counted) => (simulated ? null : count);
  switch (record.eventType) {
    case 'Send':
      return { ...none, count: counted('sends') };
    case 'Bounce': {
      const bounce = record.bounce;
      if (bounce?.bounceType !== 'Permanent') return none;
      const suppress = bounce.bouncedRecipients.map(({ emailAddress }) => ({ address: emailAddress, reason: 'bounce' as const }));
      return { ...none, count: bounce.bounceSubType === 'OnAccountSuppressionList' ? null : counted('bounces'), suppress };
    }
    case 'Complaint':
      return {
        ...none,
        count: counted('complaints'),
        suppress: (record.complaint?.complainedRecipients ?? []).map(({ emailAddress }) => ({
          address: emailAddress,
          reason: 'complaint',
        })),
      };
    default:
      return none;
  }
}

/**
 * Why the window's figures call for a pause of every visitor confirmation, or null. Both a rate and a spread
 * must hold: the rate is taken over at least a representative volume, and the bounces (or complaints) must
 * come from many distinct clients, since one client's are its own brake's business.
 */
export function pauseReason(window: WindowCounts): 'bounces' | 'complaints' | null {
  // SES counts a bounce or complaint against a send; events can arrive before their Send is counted.
  const volume = Math.max(window.sends, window.bounces, window.complaints, mailReputation.representativeVolume);
  if (window.complaintClients >= mailReputation.minComplaintClients && window.complaints / volume >= mailReputation.maxComplaintRate)
    return 'complaints';
  if (window.bounceClients >= mailReputation.minBounceClients && window.bounces / volume >= mailReputation.maxBounceRate) return 'bounces';
  return null;
}

const utcDay = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

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

/** The set of a day row that holds the clients of its bounces or complaints. */
const clientSets = { bounces: 'bounce_clients', complaints: 'complaint_clients' } as const;

export async function countVisitorEvent(config: GuardConfig, count: Counted, client: string, at: Date): Promise<void> {
  const clients = count === 'sends' ? null : clientSets[count];
  await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: windowKeys(at)[0] },
      UpdateExpression: `ADD #count :one${clients ? ', #clients :client' : ''} SET #expires = :expires`,
      ExpressionAttributeNames: { '#count': count, '#expires': 'expires_at', ...(clients ? { '#clients': clients } : {}) },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': Math.floor(at.getTime() / 1000) + (mailReputation.windowDays + 1) * 24 * 60 * 60,
        ...(clients ? { ':client': new Set([client]) } : {}),
      },
    }),
  );
}

/**
 * The guard-table keys of the window's days, today first: the last `windowDays` days, and none before the
 * day of `from` (when the last pause ended, so that counting starts again after a pause).
 */
export function windowKeys(now: Date, from?: string): string[] {
  const first = from ? utcDay(from) : '';
  return Array.from({ length: mailReputation.windowDays }, (_, back) => utcDay(new Date(now.getTime() - back * DAY_MS)))
    .filter((day) => day >= first)
    .map((day) => `mail-counts#visitor#${day}`);
}

/** The window's figures from its day rows (a missing day counts nothing; a client counts once however often). */
export function sumWindow(rows: readonly (Record<string, unknown> | undefined)[]): WindowCounts {
  const sum = (name: Counted) => rows.reduce((total, row) => total + Number(row?.[name] ?? 0), 0);
  const distinct = (name: string) => new Set(rows.flatMap((row) => [...((row?.[name] as Set<string> | undefined) ?? [])])).size;
  return {
    sends: sum('sends'),
    bounces: sum('bounces'),
    complaints: sum('complaints'),
    bounceClients: distinct(clientSets.bounces),
    complaintClients: distinct(clientSets.complaints),
  };
}

/** The visitor stream's figures over the window that ends today (from `from` on, when given). */
export async function windowCounts(config: Pick<GuardConfig, 'guardTable'>, now: Date, from?: string): Promise<WindowCounts> {
  const rows = await Promise.all(
    windowKeys(now, from).map(async (id) => (await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: { id } }))).Item),
  );
  return sumWindow(rows);
}

/** The guard-table key of an address's suppression: the exact address, in any case. */
export function suppressionKey(config: Pick<GuardConfig, 'guardSecret'>, address: string): string {
  return `suppressed#address#${keyedHash(config.guardSecret, 'recipient', address.trim().toLowerCase())}`;
}

/**
 * Suppresses an address: for good after a hard bounce (the address does not exist), for
 * `complaintSuppressionDays` after a complaint. A bounce outlasts a complaint; a complaint never shortens a
 * bounce's suppression.
 */
export async function suppress(config: GuardConfig, address: string, reason: SuppressReason, at: Date): Promise<void> {
  const Key = { id: suppressionKey(config, address) };
  const names = { '#reason': 'reason', '#at': 'suppressed_at', '#until': 'until', '#expires': 'expires_at' };
  if (reason === 'bounce') {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key,
        UpdateExpression: 'SET #reason = :bounce, #at = if_not_exists(#at, :at) REMOVE #until, #expires',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':bounce': 'bounce', ':at': at.toISOString() },
      }),
    );
    return;
  }
  const until = new Date(at.getTime() + mailReputation.complaintSuppressionDays * DAY_MS);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key,
        UpdateExpression: 'SET #reason = :complaint, #at = :at, #until = :until, #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#reason) OR #reason = :complaint',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ':complaint': 'complaint',
          ':at': at.toISOString(),
          ':until': until.toISOString(),
          // TTL clears the row a day after it stopped mattering; `until` itself decides.
          ':expires': Math.floor(until.getTime() / 1000) + 24 * 60 * 60,
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** The suppression as stored, read as of `now`. */
export function suppressionOf(item: Record<string, unknown> | undefined, now: Date): SuppressionState {
  if (!item || (item.reason !== 'bounce' && item.reason !== 'complaint')) return { suppressed: false };
  const until = typeof item.until === 'string' ? item.until : null;
  if (until && until <= now.toISOString()) return { suppressed: false };
  return { suppressed: true, reason: item.reason, since: String(item.suppressed_at), until };
}

export async function readSuppression(config: GuardConfig, address: string, now: Date = new Date()): Promise<SuppressionState> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: config.guardTable, Key: { id: suppressionKey(config, address) }, ConsistentRead: true }),
  );
  return suppressionOf(Item, now);
}

/** True while the address may not be mailed: it bounced for good, or complained not long ago. */
export async function isSuppressed(config: GuardConfig, address: string, now: Date = new Date()): Promise<boolean> {
  return (await readSuppression(config, address, now)).suppressed;
}

/** Forgets an address's suppression (staff lift it): confirmations to it go out again. */
export async function liftSuppression(config: GuardConfig, address: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: config.guardTable, Key: { id: suppressionKey(config, address) } }));
}

/**
 * Pauses visitor confirmations for `pauseHours` from now, or extends a pause that holds. True when this call
 * started the pause (nothing held it a moment ago), so staff are told once per pause. `from` is where the
 * window that called for it began: a bounce that arrives late during the pause is weighed against the same
 * figures, and counting starts afresh once it has ended.
 */
export async function pauseConfirmations(
  config: GuardConfig,
  reason: 'bounces' | 'complaints',
  counts: WindowCounts,
  now: Date,
  from?: string,
): Promise<boolean> {
  const until = new Date(now.getTime() + mailReputation.pauseHours * 60 * 60 * 1000);
  const values = {
    ':now': now.toISOString(),
    ':until': until.toISOString(),
    ':reason': reason,
    ':sends': counts.sends,
    ':bounces': counts.bounces,
    ':complaints': counts.complaints,
    ':clients': reason === 'complaints' ? counts.complaintClients : counts.bounceClients,
    ':empty': {},
  };
  const names = { '#until': 'until', '#status': 'email_status' };
  const set =
    'SET #until = :until, reason = :reason, sends = :sends, bounces = :bounces, complaints = :complaints, clients = :clients, ' +
    '#status = if_not_exists(#status, :empty)';
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id: pauseKey },
        UpdateExpression: `${set}, #since = :now, #from = :from`,
        ConditionExpression: 'attribute_not_exists(#until) OR #until < :now',
        ExpressionAttributeNames: { ...names, '#since': 'since', '#from': 'window_from' },
        ExpressionAttributeValues: { ...values, ':from': from ?? '' },
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
    clients: Number(item.clients ?? 0),
  };
}

/**
 * Where the account's figures begin, as of `now`: during a pause, where its window began; after one, when it
 * ended; before any, the whole window.
 */
export function windowStartOf(item: Record<string, unknown> | undefined, now: Date): string | undefined {
  const pause = pauseOf(item, now);
  if (!pause.until) return undefined;
  if (!pause.paused) return pause.until;
  return typeof item?.window_from === 'string' && item.window_from ? item.window_from : undefined;
}

export async function readPauseItem(config: Pick<GuardConfig, 'guardTable'>): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: { id: pauseKey }, ConsistentRead: true }));
  return Item;
}

export async function readPause(config: Pick<GuardConfig, 'guardTable'>, now: Date = new Date()): Promise<MailPause> {
  return pauseOf(await readPauseItem(config), now);
}

/** Where the pause's staff alert records whether it went out (mail/send-once.ts), one per pause. */
export const pauseRecord = (config: Pick<GuardConfig, 'guardTable'>) => ({ tableName: config.guardTable, key: { id: pauseKey } });
export const mailPauseKey = pauseKey;
