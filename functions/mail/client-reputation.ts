import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailReputation } from '../../shared/mail-reputation.ts';
import { dynamo } from '../core/clients.ts';
import type { GuardConfig } from './recipient-cap.ts';

/**
 * The first brake on bounces and complaints, aimed at whoever causes them: the client (keyed hash of an IP)
 * that made us send a confirmation is remembered with it, its tag names it to SES, SES's events name it
 * back, and a client whose confirmations bounced or drew complaints gets no more confirmations for a while
 * (shared/mail-reputation.ts's perClient). Its leads still reach staff; a newsletter sign-up from it is
 * refused in Dutch, since a sign-up is nothing without its confirmation. Guard-table rows, keyed hashes only:
 * - `confirmation-client#<kind>:<id>:<email>`: who asked for this confirmation (kept as long as a newsletter
 *   sign-up may wait for it);
 * - `client-mail#<client>`: that client's counted bounces and complaints, gone `perClient.days` after its last.
 */

const DAY_SECONDS = 24 * 60 * 60;

/** One confirmation email, as the worker and the API name it: also its member in the mailbox's daily cap. */
export const confirmationRef = (kind: string, id: string, emailName: string) => `${kind}:${id}:${emailName}`;

/** Remembers which client asked for a confirmation; the first to ask keeps it (a replayed submission does not). */
export async function rememberConfirmationClient(config: GuardConfig, ref: string, client: string, now: Date): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: `confirmation-client#${ref}` },
      UpdateExpression: 'SET #client = if_not_exists(#client, :client), #expires = :expires',
      ExpressionAttributeNames: { '#client': 'client', '#expires': 'expires_at' },
      // A newsletter sign-up waits a week at the most (its row expires then), plus a day for the last retry.
      ExpressionAttributeValues: { ':client': client, ':expires': Math.floor(now.getTime() / 1000) + 8 * DAY_SECONDS },
    }),
  );
}

/** The client that asked for this confirmation, or null when nobody recorded one (a lead from before this release). */
export async function confirmationClientOf(config: GuardConfig, ref: string): Promise<string | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: { id: `confirmation-client#${ref}` } }));
  return typeof Item?.client === 'string' ? Item.client : null;
}

/** Counts a bounce or complaint of a confirmation against the client that asked for it. */
export async function countClientEvent(config: GuardConfig, client: string, count: 'bounces' | 'complaints', at: Date): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: `client-mail#${client}` },
      UpdateExpression: 'ADD #count :one SET #last = :at, #expires = :expires',
      ExpressionAttributeNames: { '#count': count, '#last': 'last_at', '#expires': 'expires_at' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':at': at.toISOString(),
        ':expires': Math.floor(at.getTime() / 1000) + mailReputation.perClient.days * DAY_SECONDS,
      },
    }),
  );
}

/** True when the row says this client's confirmations stop: enough of them bounced or drew complaints, lately. */
export function clientMailBlockedBy(item: Record<string, unknown> | undefined, now: Date): boolean {
  // TTL deletes within a day or two, not on the second: the expiry itself decides.
  if (!item || Number(item.expires_at) <= now.getTime() / 1000) return false;
  return (
    Number(item.bounces ?? 0) >= mailReputation.perClient.maxBounces ||
    Number(item.complaints ?? 0) >= mailReputation.perClient.maxComplaints
  );
}

export async function isClientMailBlocked(config: GuardConfig, client: string, now: Date = new Date()): Promise<boolean> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: config.guardTable, Key: { id: `client-mail#${client}` }, ConsistentRead: true }),
  );
  return clientMailBlockedBy(Item, now);
}
