import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { abuseLimits } from '../../shared/api-limits.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { keyedHash } from '../core/guard-keys.ts';

/**
 * The daily cap on confirmation emails per recipient address, across contact, intake and newsletter. A
 * confirmation goes to an address nobody verified, so without a cap anyone could point the site at a
 * stranger's inbox. Counted in the guard table under a keyed hash of the address and the Dutch calendar
 * day; the counter holds the leads themselves (a string set), so a retried message takes no second place.
 */

const DAY_SECONDS = 24 * 60 * 60;

const dutchDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

export type GuardConfig = { guardTable: string; guardSecret: string };

/** True when this lead may send its confirmation to `recipient` today (also when it already took its place). */
export async function takeConfirmationPlace(
  config: GuardConfig,
  recipient: string,
  lead: string,
  now: Date = new Date(),
  cap: number = abuseLimits.confirmationsPerRecipientPerDay,
): Promise<boolean> {
  const day = dutchDay.format(now);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id: `recipient#${keyedHash(config.guardSecret, 'recipient', recipient.trim().toLowerCase())}#${day}` },
        UpdateExpression: 'ADD #leads :lead SET #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#leads) OR size(#leads) < :cap OR contains(#leads, :leadId)',
        ExpressionAttributeNames: { '#leads': 'leads', '#expires': 'expires_at' },
        ExpressionAttributeValues: {
          ':lead': new Set([lead]),
          ':leadId': lead,
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
