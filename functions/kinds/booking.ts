import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { brand } from '../../shared/business-facts.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { fromAddress } from '../mail/address.ts';
import { bookingStaffEmail, bookingVisitorEmail, type BookingEmailEvent } from '../mail/booking-emails.ts';
import type { OutgoingEmail } from '../mail/send-once.ts';
import { bookingRowSchema, type BookingRow } from '../records/booking-record.ts';
import { isSettled } from '../records/email-status.ts';
import type { KindHandler, MailConfig } from './kind.ts';

/**
 * The emails a booked call still owes, from the row's state now: the booking itself (to staff and to the
 * visitor), then the latest move, a cancellation, and the reminder once it is due. Each has a name of its own
 * in `email_status` (a move's and a reminder's carry the invitation's sequence), so every one goes out once.
 * After the visitor's confirmation, the visitor hears of changes and the reminder only when that confirmation
 * was really sent: an address that was capped, suppressed or paused gets nothing more from a booking either.
 * A move or cancellation before the booking's own emails went out is told by those emails themselves.
 */
export function planBookingEmails(
  row: BookingRow,
  config: Pick<MailConfig, 'senderEmail' | 'staffEmail' | 'siteUrl'>,
  now: Date = new Date(),
): OutgoingEmail[] {
  const from = fromAddress(brand.name, config.senderEmail);
  const options = { siteUrl: config.siteUrl, staffEmail: config.staffEmail };
  const status = row.email_status;
  const emails: OutgoingEmail[] = [];
  const toStaff = (name: string, kind: OutgoingEmail['kind'], event: BookingEmailEvent) => {
    const { content, invitation } = bookingStaffEmail(row, event, options);
    emails.push({
      name,
      kind,
      from,
      to: config.staffEmail,
      replyTo: row.email,
      content,
      attachments: [invitationAttachment(invitation, event)],
    });
  };
  const toVisitor = (name: string, kind: OutgoingEmail['kind'], event: BookingEmailEvent) => {
    const { content, invitation } = bookingVisitorEmail(row, event, options);
    emails.push({
      name,
      kind,
      from,
      to: row.email,
      replyTo: config.staffEmail,
      content,
      audience: 'visitor',
      attachments: [invitationAttachment(invitation, event)],
    });
  };
  const told = isSettled(status.staff_notification) && isSettled(status.visitor_confirmation);
  const visitorReached = status.visitor_confirmation?.state === 'sent';
  if (row.status === 'geannuleerd') {
    if (!told) return [];
    toStaff('cancelled_staff', 'booking_change', 'cancelled');
    if (visitorReached) toVisitor('cancelled_visitor', 'booking_change', 'cancelled');
  } else {
    toStaff('staff_notification', 'staff_notification', 'booked');
    toVisitor('visitor_confirmation', 'visitor_confirmation', 'booked');
    if (told && row.sequence > 0) {
      toStaff(`moved_${row.sequence}_staff`, 'booking_change', 'moved');
      if (visitorReached) toVisitor(`moved_${row.sequence}_visitor`, 'booking_change', 'moved');
    }
    if (row.remind_at && row.remind_at <= now.toISOString() && row.start > now.toISOString()) {
      toStaff(`reminder_${row.sequence}_staff`, 'booking_reminder', 'reminder');
      if (visitorReached) toVisitor(`reminder_${row.sequence}_visitor`, 'booking_reminder', 'reminder');
    }
  }
  return emails.filter((email) => !isSettled(status[email.name]));
}

/** The invitation as an attachment mail apps offer to add to the calendar (text/calendar with its method). */
function invitationAttachment(ics: string, event: BookingEmailEvent): NonNullable<OutgoingEmail['attachments']>[number] {
  return {
    fileName: event === 'cancelled' ? 'annulering.ics' : 'uitnodiging.ics',
    contentType: `text/calendar; charset=utf-8; method=${event === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
    content: ics,
  };
}

/** Once the reminder went out (or its time passed), the call leaves the reminder index. */
async function settleReminder(row: BookingRow, tableName: string, now: Date): Promise<void> {
  if (!row.remind_at || row.remind_at > now.toISOString()) return;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { id: row.id },
        UpdateExpression: 'REMOVE remind_at',
        ConditionExpression: 'remind_at = :seen',
        ExpressionAttributeValues: { ':seen': row.remind_at },
      }),
    );
  } catch (error) {
    // A move set a new reminder in the meantime: that one stays.
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

export const bookingKind: KindHandler<BookingRow> = {
  kind: 'booking',
  parseRow: (item) => bookingRowSchema.parse(item),
  // An erased call's queued emails have nobody left to go to (functions/staff/erasure.ts).
  gone: 'nothing-to-do',
  waitsForConfirmation: false,
  confirmation: (row) =>
    row.status === 'gepland' && !isSettled(row.email_status.visitor_confirmation) ? { name: 'visitor_confirmation', to: row.email } : null,
  planEmails: (row, config) => planBookingEmails(row, config),
  afterEmails: (row, tableName) => settleReminder(row, tableName, new Date()),
};
