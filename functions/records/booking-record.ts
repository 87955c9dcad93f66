import * as z from 'zod/mini';
import { bookingTopicIds } from '../../shared/booking.ts';
import { storedAttributionSchema } from '../../shared/attribution.ts';
import { abuseFlagsSchema } from './abuse-flags.ts';
import { leadLifecycleFields } from './lead-lifecycle.ts';

/**
 * A row of the intro_calls table: one booked call, a lead of its own kind. Its slot's taken state is an item
 * of the schedule table (`slot#<start>#<calendar>`), written first and conditionally, so two visitors never
 * hold one slot; the row says who booked, what about, and what became of it. `sequence` is the invitation's
 * iCalendar SEQUENCE: every move or cancellation raises it, so calendars replace the earlier invitation.
 * The cancel and move links carry a token each, as the newsletter's confirm and unsubscribe links do.
 */
export const bookingRowSchema = z.object({
  id: z.string(),
  kind: z.literal('booking'),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  phone_key: z.optional(z.string()),
  topic: z.nullable(z.enum(bookingTopicIds)),
  note: z.nullable(z.string()),
  /** The slot, as UTC ISO instants. */
  start: z.string(),
  end: z.string(),
  /** Whose call it is: a member of staff's username, or `team`. */
  calendar: z.string(),
  /** The intake or contact message the visitor booked from, when it is theirs. */
  lead_id: z.optional(z.string()),
  lead_kind: z.optional(z.enum(['intake', 'contact'])),
  status: z.enum(['gepland', 'geannuleerd']),
  /** What staff noted after the time: held, or the visitor did not come. */
  outcome: z.optional(z.enum(['gehouden', 'niet_verschenen'])),
  sequence: z.number(),
  cancel_token: z.string(),
  move_token: z.string(),
  /** Earlier starts, oldest first, with when the visitor moved away from them. */
  moves: z.optional(z.array(z.object({ from: z.string(), at: z.string() }))),
  cancelled_at: z.optional(z.string()),
  /** The member of staff who cancelled the call in /beheer; absent when the visitor cancelled it. */
  cancelled_by: z.optional(z.string()),
  /** While the reminder is still to go: when it is due (the sparse `reminder` index). */
  remind_at: z.optional(z.string()),
  created_at: z.string(),
  source: z.enum(['js', 'form']),
  abuse_flags: z.optional(abuseFlagsSchema),
  attribution: z.optional(storedAttributionSchema),
  ...leadLifecycleFields,
});

export type BookingRow = z.infer<typeof bookingRowSchema>;

/** The reminder goes a day before the call; a call booked within a day of its start gets none. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

export function reminderAt(start: Date, now: Date): string | undefined {
  const due = start.getTime() - REMINDER_BEFORE_MS;
  return due > now.getTime() ? new Date(due).toISOString() : undefined;
}
