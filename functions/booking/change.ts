import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { redriveAt } from '../../shared/redrive.ts';
import { dynamo } from '../core/clients.ts';
import type { GuardConfig } from '../http/client-limit.ts';
import { enqueue } from '../queue/enqueue.ts';
import type { BookingRow } from '../records/booking-record.ts';
import { releaseHolds } from './holds.ts';
import { releaseSlot } from './schedule.ts';

/**
 * A change of a booked call, by the visitor's link (functions/booking.ts) or by staff (functions/staff/calls.ts):
 * the row's new state with the invitation's sequence raised, a fresh re-drive watch, and the queue, whose
 * worker then sends both sides the change with its invitation (functions/kinds/booking.ts).
 */

export type BookingChange = { set: string[]; remove?: string[]; names?: Record<string, string>; values: Record<string, unknown> };

/** What a cancellation sets: the status, when, and by whom when staff cancelled; no reminder is due any more. */
export function cancellationOf(now: Date, by?: string): BookingChange {
  return {
    set: ['#status = :cancelled', 'cancelled_at = :now', ...(by ? ['cancelled_by = :by'] : [])],
    remove: ['remind_at'],
    values: { ':cancelled': 'geannuleerd', ':now': now.toISOString(), ...(by ? { ':by': by } : {}) },
  };
}

/** Saves a change of the state `row` was read in; throws ConditionalCheckFailed when it changed in between. */
export async function saveChange(
  where: { bookingTable: string; queueUrl: string },
  row: Pick<BookingRow, 'id' | 'sequence'>,
  update: BookingChange,
  now: Date = new Date(),
): Promise<void> {
  const set = [...update.set, '#sequence = :next', 'redrive_at = :redrive', 'redrive_count = :zero'];
  await dynamo.send(
    new UpdateCommand({
      TableName: where.bookingTable,
      Key: { id: row.id },
      // Only the state the visitor's page saw: a second click, or a change in between, finds another sequence.
      UpdateExpression: `SET ${set.join(', ')}${update.remove?.length ? ` REMOVE ${update.remove.join(', ')}` : ''}`,
      ConditionExpression: '#sequence = :sequence AND #status = :booked',
      ExpressionAttributeNames: { '#status': 'status', '#sequence': 'sequence', ...update.names },
      ExpressionAttributeValues: {
        ...update.values,
        ':next': row.sequence + 1,
        ':sequence': row.sequence,
        ':booked': 'gepland',
        ':redrive': redriveAt(now),
        ':zero': 0,
      },
    }),
  );
  await enqueue(where.queueUrl, where.bookingTable, { kind: 'booking', id: row.id });
}

/** What a booked call holds: its slot (`slot#<start>#<calendar>`) and its visitor's places (booking/holds.ts). */
export type HeldCall = Pick<BookingRow, 'id' | 'email' | 'start' | 'calendar'>;

/**
 * The one way a call lets go of what it holds, for the visitor's cancel, the staff's cancel and the erasure:
 * the slot, so the time is offered again, and the visitor's places (one call to come per mailbox, two per
 * client), so that mailbox and client can book again at once. Every step is conditional on this booking, so
 * it is safe to repeat: a retry after a release that failed halfway finishes it, and a slot someone else has
 * taken since stays theirs. Without `guard` (the leads tool, which has no guard secret) the places are left to
 * run out at the call's end. The leads tool also passes its own client for the stack it works on.
 */
export async function releaseCall(
  where: { scheduleTable: string; guard?: GuardConfig | undefined },
  call: HeldCall,
  documents: Pick<DynamoDBDocumentClient, 'send'> = dynamo,
): Promise<void> {
  await releaseSlot(where.scheduleTable, new Date(call.start), call.calendar, call.id, documents);
  if (where.guard) await releaseHolds(where.guard, call, documents);
}
