/**
 * Every time limit that depends on another, in one place and derived from each other, so that changing one
 * cannot silently break the order AWS needs. The CDK stack, the local stack (its poller and scheduler),
 * the worker's send-once claims and the re-drive all read them from here; tests/infra/timing.test.ts
 * asserts the order on the synthesized template.
 *
 * The order, and why:
 *   worker timeout (30 s)
 *     < stale-claim window (2 min): a live attempt is never taken over, so an email is never sent twice
 *     < queue visibility (3 min, six times the worker timeout, as AWS requires of an SQS event source):
 *       the first redelivery after a crash finds the claim stale and may send
 *   visibility x receives (15 min) < emails due (30 min): the re-drive leaves a lead alone while SQS still
 *     retries it
 *   every API function's timeout (at most 30 s, HTTP API's own limit) < queue grace (2 min): the re-drive
 *     never queues a row its request is still handling
 *   re-drive timeout (60 s) < its schedule (5 min): two runs never overlap, and the same for the booking's
 *   scheduled function
 */

/** HTTP API ends every integration after 30 seconds, whatever the Lambda's own timeout. */
export const httpApiIntegrationTimeoutSeconds = 30;

/** The worker sends a lead's emails (two, with no files: staff open those in the inbox): well under half a minute. */
const workerTimeoutSeconds = 30;

/** Lambda timeouts, by function name (infra/app-spec.ts checks the names). */
export const functionTimeoutSeconds = {
  contact: 10,
  uploads: 10,
  intake: 20,
  newsletter: 10,
  /** Books a slot: a few reads of small items, one conditional write, the row and the queue. */
  booking: 10,
  challenge: 5,
  worker: workerTimeoutSeconds,
  redrive: 60,
  /** Reads the staff's calendars (10 s each, side by side) and queues the reminders that are due. */
  bookingSchedule: 60,
  staff: httpApiIntegrationTimeoutSeconds,
  /** One SES event from EventBridge: a few table updates, and once an alert to staff. */
  mailEvents: 10,
} as const;

/** The functions behind the HTTP API: their answer must come within the API's integration timeout. */
export const apiFunctionNames = ['contact', 'uploads', 'intake', 'newsletter', 'booking', 'challenge', 'staff'] as const;

const longestApiTimeoutSeconds = Math.max(...apiFunctionNames.map((name) => functionTimeoutSeconds[name]));

/** Deliveries SQS makes before a message moves to the dead-letter queue. */
export const maxReceiveCount = 5;

/**
 * How long a message the worker received stays hidden: six times the worker's timeout, which AWS requires
 * of a queue that is a Lambda event source (so a retried batch never overlaps a running one).
 */
export const queueVisibilityTimeoutSeconds = 6 * workerTimeoutSeconds;

/**
 * A 'sending' claim on an email older than this belongs to an attempt that died between claiming and
 * recording the outcome, and may be taken over. Four worker timeouts: longer than any live attempt, and
 * shorter than the visibility timeout, so the first redelivery after a crash can send.
 */
export const emailClaimStaleMs = 4 * workerTimeoutSeconds * 1000;

/** How long SQS goes on delivering one message before it gives up: every receive, each after the visibility timeout. */
const queueRetriesSeconds = queueVisibilityTimeoutSeconds * maxReceiveCount;

/**
 * The intro call's scheduled function (functions/booking-schedule.ts) runs this often: a reminder goes out
 * at most this late, and a member's calendar is read again once its last read is calendarRefreshMinutes old.
 */
export const bookingScheduleEveryMinutes = 5;

/**
 * A member of staff's calendar is read at most this often: Google and Outlook refresh their secret iCal
 * addresses every few hours themselves, and a quarter of an hour keeps a new appointment from being booked over for long.
 */
export const calendarRefreshMinutes = 15;

/** The scheduled re-drive (functions/redrive.ts) runs this often. */
export const redriveEveryMinutes = 5;

/**
 * A lead whose emails are not all out this long after it was queued is queued again: twice the time SQS
 * spends on its own retries, so the re-drive never competes with them, and still within the hour.
 */
export const emailsDueMs = 2 * queueRetriesSeconds * 1000;

/**
 * A saved row that never reached the queue is queued after this; a younger one may still be in the hands
 * of the request that saved it. Four times the longest API timeout.
 */
export const queueGraceMs = 4 * longestApiTimeoutSeconds * 1000;

/**
 * Re-drives per lead before it is given up and the stranded-lead alarm goes off: five rounds of SES
 * refusing (two and a half hours) is an outage staff must look at.
 */
export const maxRedrives = 5;

/**
 * The oldest message in the leads queue above which the worker is not reading it: every retry of a failing
 * message, plus five minutes.
 */
export const queueAgeAlarmSeconds = queueRetriesSeconds + 5 * 60;

/**
 * The local poller only: a failed message comes back after this many seconds times its delivery count
 * instead of after the visibility timeout, so a developer sees a retry in seconds. The claim window and
 * the re-drive are not shortened, so what they guarantee is tested as in AWS.
 */
export const localRetryBackoffSeconds = 2;

/**
 * The local stack only: scheduled functions (the re-drive) run every minute instead of every
 * redriveEveryMinutes, which costs nothing on one machine and shows a re-drive soon after the queue is back.
 */
export const localScheduleEveryMs = 60_000;
