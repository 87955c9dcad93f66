/**
 * What the API and its data look like, read by the CDK stack (infra/stack.ts) and by the local stack
 * (infra/local) alike: the same functions with the same permissions, routes, tables and queue settings.
 */

import { envVars, secretKeys, type EnvVarKey, type SecretKey } from '../shared/env-vars.ts';
import { leadKinds, tableEnvKey, type LeadKind } from '../shared/lead-kinds.ts';
import { pendingExpiryDays, type UploadArea } from '../shared/upload-keys.ts';
import { redriveIndex } from '../shared/redrive.ts';
import { listedAttributes, retiredStaffIndexes, searchedAttributes, staffIndexes } from '../shared/staff-indexes.ts';
import { proofOfWork } from '../shared/proof-of-work.ts';
import { staffApiPrefix } from '../shared/staff.ts';
import { inboxKinds } from '../shared/staff-inbox.ts';
import {
  apiFunctionNames,
  functionTimeoutSeconds,
  maxReceiveCount,
  queueVisibilityTimeoutSeconds,
  redriveEveryMinutes,
  bookingScheduleEveryMinutes,
} from '../shared/timing.ts';
import { leadCountsIndex } from '../shared/lead-counts.ts';
import { bookingApi, bookingFeedPath, bookingIndexes, scheduleIndexes, slotKeyPrefix } from '../shared/booking.ts';
import type { SesEventType } from '../shared/ses-events.ts';

export { envVars, secretKeys, type EnvVarKey, type SecretKey };
export { maxBodyBytes } from '../shared/api-limits.ts';

/**
 * The tables by their manifest names: one per lead kind, plus `guard`, which holds the abuse brakes' short-lived
 * state (per-client counters, confirmation emails per recipient, used proof-of-work challenges), all with TTL,
 * `audit`, the staff area's append-only trail (who viewed, changed, exported or erased what), kept as long
 * as the leads, and `counts`: the leads per week by source and landing page that the overview in the staff
 * area reads (shared/lead-counts.ts), and the inbox's counts per kind, month and status with when each member
 * of staff last looked (functions/inbox/counts.ts); counted when a lead is saved, no personal data. `schedule`
 * holds what booking an intro call reads besides the calls: the taken slots, the staff's availability and
 * the busy times of their own calendars (functions/booking/schedule.ts).
 */
export const tableKeys = [...leadKinds, 'guard', 'audit', 'counts', 'schedule'] as const;
export type TableKey = (typeof tableKeys)[number];
/** The environment key that carries each table's name. */
export const tableEnvKeys = {
  ...tableEnvKey,
  guard: 'guardTable',
  audit: 'auditTable',
  counts: 'countsTable',
  schedule: 'scheduleTable',
} as const satisfies Record<TableKey, EnvVarKey>;

/** DynamoDB actions a function may be granted, by their IAM names. */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Scan';
/** The item writes a `writeKeyPrefixes` entry limits: each names exactly one item's key. */
export const writeActions: readonly TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];
/** S3 object actions on one area of the uploads bucket (HeadObject is s3:GetObject in IAM). */
export type ObjectAction = 'GetObject' | 'PutObject' | 'DeleteObject' | 'PutObjectTagging';

/**
 * Everything a function may touch, and how. The CDK stack grants exactly this (IAM) and nothing else; the
 * local stack refuses any SDK call outside it with the error AWS gives. A permission a handler lacks fails
 * locally the way it would in AWS.
 */
export type FunctionAccess = {
  tables?: Partial<Record<TableKey, readonly TableAction[]>>;
  /**
   * Writes (PutItem, UpdateItem, DeleteItem) granted on `tables` are limited, on these tables, to the items
   * whose partition key starts with one of these prefixes: a `dynamodb:LeadingKeys` condition in AWS, the
   * same check in the local sandbox. Reads stay on the whole table.
   */
  writeKeyPrefixes?: Partial<Record<TableKey, readonly string[]>>;
  /** dynamodb:Query on these secondary indexes of each table, by name; a Query of a table itself is never granted. */
  queries?: Partial<Record<TableKey, readonly string[]>>;
  uploads?: {
    objects: Partial<Record<UploadArea, readonly ObjectAction[]>>;
    /**
     * s3:ListBucket. Without it S3 answers a lookup of a missing key with 403 instead of 404, so a function
     * that must tell "not there" from "not allowed" needs it. It reveals key names only, which are ids.
     */
    list?: boolean;
  };
  /** sqs:SendMessage on the leads queue. */
  sendToQueue?: boolean;
  /** ses:SendEmail from the sending identity, with the configuration set that reports bounces and complaints. */
  sendEmail?: boolean;
  /** cognito-idp:ListUsersInGroup on the staff user pool: who a lead can be assigned to. */
  staffDirectory?: boolean;
  /** ses:DeleteSuppressedDestination: staff lift an address from the account's suppression list. */
  liftSuppressions?: boolean;
  /**
   * secretsmanager:GetSecretValue on these secrets, read once per cold start. The function's variable for
   * each holds the secret's ARN, never its value, so lambda:GetFunctionConfiguration shows no secret.
   */
  secrets?: readonly SecretKey[];
};

export type FunctionSpec = {
  /** The handler's source file, relative to the repository root. */
  entry: string;
  description: string;
  timeoutSeconds: number;
  memoryMb: number;
  /** The environment keys it reads: both stacks set exactly these, and no others. */
  env: readonly EnvVarKey[];
  access: FunctionAccess;
  /** Runs every N minutes (EventBridge in AWS, a timer on the local stack). */
  schedule?: { everyMinutes: number };
  /** Consumes the leads queue (an SQS event source in AWS, the poller on the local stack). */
  consumesQueue?: boolean;
  /**
   * Concurrent executions reserved for it once a stage sets reservedConcurrency (infra/settings.ts): room kept
   * for the worker and the staff API, which no flood of visitors may take. Only those two reserve: a
   * reservation also caps, and a public function capped below a burst answers with Lambda's throttle (a 5xx
   * behind API Gateway) where the route's own throttle would have answered 429. Not applied by default, as
   * a new account's quota may leave nothing to reserve (see minimumConcurrencyQuota).
   */
  reservedConcurrency?: number;
  /**
   * Receives the SES configuration set's events (`mailEvents` below): through EventBridge in AWS, from the
   * local mailbox on the local stack, in the same shape.
   */
  receivesMailEvents?: boolean;
};

/** The Lambdas, named as in shared/timing.ts, which holds their timeouts. */
export type FunctionName = keyof typeof functionTimeoutSeconds;

const mail = ['senderEmail', 'staffEmail', 'siteUrl'] as const satisfies readonly EnvVarKey[];
const allTables = leadKinds.map((kind) => tableEnvKey[kind]);
/** What the abuse brakes read: their table, and the secret their keys derive from. */
const guarded = ['guardTable', 'guardSecret'] as const satisfies readonly EnvVarKey[];
/** The secrets every API function reads: the origin secret (only requests through CloudFront) and the guard secret (limits, the request log). */
const apiSecrets = ['originSecret', 'guardSecret'] as const satisfies readonly SecretKey[];
const everyKind = <A>(actions: A) => Object.fromEntries(leadKinds.map((kind) => [kind, actions])) as Record<LeadKind, A>;

/** The indexes the staff function reads on each lead table: the newsletter's has the lists and the two of the person only. */
const staffLeadQueries = Object.fromEntries(
  leadKinds.map((kind) => [
    kind,
    [
      staffIndexes.inbox.name,
      staffIndexes.search.name,
      staffIndexes.person.name,
      staffIndexes.mailbox.name,
      ...((inboxKinds as readonly LeadKind[]).includes(kind)
        ? [staffIndexes.ids.name, staffIndexes.phone.name, staffIndexes.followUp.name, staffIndexes.owner.name]
        : []),
    ],
  ]),
) as unknown as Record<LeadKind, readonly string[]>;
/** The leads queue: the worker's event source. Its timings are derived in shared/timing.ts. */
export const leadsQueue = {
  localName: 'leads',
  deadLetterLocalName: 'leads-dlq',
  visibilityTimeoutSeconds: queueVisibilityTimeoutSeconds,
  /** After this many failed receives a message moves to the dead-letter queue. */
  maxReceiveCount,
  deadLetterRetentionDays: 14,
  batchSize: 10,
  maxBatchingWindowSeconds: 2,
  /** Bounded concurrency keeps the worker under SES's send rate. */
  maxConcurrency: 2,
} as const;

/** The function manifest: one declaration per Lambda. */
export const lambdaFunctions: Record<FunctionName, FunctionSpec> = {
  contact: {
    entry: 'functions/contact.ts',
    description: 'Slaat contactberichten op en zet ze in de wachtrij',
    timeoutSeconds: functionTimeoutSeconds.contact,
    memoryMb: 512,
    env: ['contactTable', 'queueUrl', 'originSecret', 'countsTable', 'metricNamespace', 'siteUrl', ...guarded],
    // PutItem saves the message once; UpdateItem marks it queued. On guard: UpdateItem counts the client's
    // posts, GetItem reads whether the client was refused shortly before. On counts: UpdateItem adds the new
    // message to its week's source and landing page, and to the inbox's new leads.
    access: {
      tables: { contact: ['PutItem', 'UpdateItem'], guard: ['GetItem', 'UpdateItem'], counts: ['UpdateItem'] },
      sendToQueue: true,
      secrets: apiSecrets,
    },
  },
  uploads: {
    entry: 'functions/uploads.ts',
    description: 'Geeft presigned uploads voor de bijlagen van de intake',
    timeoutSeconds: functionTimeoutSeconds.uploads,
    memoryMb: 512,
    env: ['uploadsBucket', 'originSecret', 'siteUrl', 'metricNamespace', ...guarded],
    // The browser's presigned POST acts with this role: PutObject under pending/ only; DeleteObject removes
    // the files a visitor took out again. On guard: UpdateItem uses up the proof-of-work challenge, counts the
    // client's requests, the submission's permits and the day's upload bytes, and holds the files given out
    // per submission; GetItem tells a submission never proven from one past its permits.
    access: {
      uploads: { objects: { pending: ['PutObject', 'DeleteObject'] } },
      tables: { guard: ['GetItem', 'UpdateItem'] },
      secrets: apiSecrets,
    },
  },
  intake: {
    entry: 'functions/intake.ts',
    description: 'Controleert en bewaart intakes met hun bijlagen en zet ze in de wachtrij',
    timeoutSeconds: functionTimeoutSeconds.intake,
    memoryMb: 512,
    env: ['intakeTable', 'uploadsBucket', 'queueUrl', 'originSecret', 'countsTable', 'metricNamespace', 'siteUrl', ...guarded],
    // GetItem answers a repeated submit without checking its files again; HeadObject checks each file.
    // On counts: UpdateItem adds the new intake to its week's source and landing page, and to the inbox's new leads.
    access: {
      tables: { intake: ['GetItem', 'PutItem', 'UpdateItem'], guard: ['GetItem', 'UpdateItem'], counts: ['UpdateItem'] },
      uploads: { objects: { pending: ['GetObject'], attached: ['GetObject'] }, list: true },
      sendToQueue: true,
      secrets: apiSecrets,
    },
  },
  newsletter: {
    entry: 'functions/newsletter.ts',
    description: 'Nieuwsbrief: aanmelden, bevestigen en afmelden',
    timeoutSeconds: functionTimeoutSeconds.newsletter,
    memoryMb: 512,
    env: ['newsletterTable', 'queueUrl', 'originSecret', 'subscriberKey', 'countsTable', 'siteUrl', ...guarded],
    // UpdateItem signs up and confirms, GetItem checks a link's token, DeleteItem forgets an unsubscriber.
    // On counts: UpdateItem adds a confirmed subscriber to the week of confirmation.
    access: {
      tables: { newsletter: ['GetItem', 'UpdateItem', 'DeleteItem'], guard: ['GetItem', 'UpdateItem'], counts: ['UpdateItem'] },
      sendToQueue: true,
      secrets: [...apiSecrets, 'subscriberKey'],
    },
  },
  booking: {
    entry: 'functions/booking.ts',
    description: 'Kennismakingsgesprek: vrije tijden, plannen, verzetten en annuleren',
    timeoutSeconds: functionTimeoutSeconds.booking,
    memoryMb: 512,
    env: [
      'bookingTable',
      'scheduleTable',
      'intakeTable',
      'contactTable',
      'queueUrl',
      'originSecret',
      'countsTable',
      'metricNamespace',
      'siteUrl',
      'auditTable',
      'staffEmail',
      'staffUserPool',
      ...guarded,
    ],
    // On booking: GetItem finds a retried submission and the booking a link names, PutItem saves a call once,
    // UpdateItem moves or cancels it, Query on the `calls` index fills the staff's calendar feed. On schedule:
    // GetItem and BatchGetItem read the availability, the cached busy times and a feed's token, Query the
    // slots taken in the coming days (the `taken` index), PutItem takes a slot (conditionally), DeleteItem
    // frees one. GetItem on intake and contact checks the lead a call was booked from. Each read of the feed
    // is added to the audit trail (PutItem). Guard and counts as every form; the staff address is the feed's organizer.
    // The staff group's members (ListUsersInGroup): a feed works only while its member is in the group.
    access: {
      tables: {
        booking: ['GetItem', 'PutItem', 'UpdateItem'],
        schedule: ['GetItem', 'BatchGetItem', 'PutItem', 'DeleteItem'],
        intake: ['GetItem'],
        contact: ['GetItem'],
        guard: ['GetItem', 'UpdateItem'],
        counts: ['UpdateItem'],
        audit: ['PutItem'],
      },
      queries: { schedule: [scheduleIndexes.taken.name], booking: [bookingIndexes.calls.name] },
      // A public function writes only the slots in the schedule table (takeSlot, releaseSlot), never the
      // availability, the calendar addresses or the feeds staff keep there (attacker report, finding 12).
      writeKeyPrefixes: { schedule: [slotKeyPrefix] },
      staffDirectory: true,
      sendToQueue: true,
      secrets: apiSecrets,
    },
  },
  challenge: {
    entry: 'functions/challenge.ts',
    description: 'Geeft de proof-of-work-uitdaging voor de formulieren',
    timeoutSeconds: functionTimeoutSeconds.challenge,
    memoryMb: 256,
    // Signs challenges with a key derived from the guard secret; stores nothing.
    env: ['guardSecret', 'originSecret'],
    access: { secrets: apiSecrets },
  },
  worker: {
    entry: 'functions/worker.ts',
    description: 'Verstuurt de e-mails van leads uit de wachtrij',
    timeoutSeconds: functionTimeoutSeconds.worker,
    memoryMb: 1024,
    reservedConcurrency: leadsQueue.maxConcurrency,
    env: [...allTables, 'uploadsBucket', ...mail, 'sesConfigurationSet', 'metricNamespace', ...guarded],
    // GetItem loads a lead and reads an email's state; UpdateItem claims and records each email.
    // Putting an intake's files in place: read and delete under pending/; read, write, tag with their
    // retention and (a copy that fails its second check) delete under intake/. On guard: UpdateItem counts the confirmation emails per mailbox
    // and day; GetItem reads whether an address is suppressed and whether confirmations are paused.
    access: {
      tables: { ...everyKind(['GetItem', 'UpdateItem'] as const), guard: ['GetItem', 'UpdateItem'] },
      uploads: {
        objects: { pending: ['GetObject', 'DeleteObject'], attached: ['GetObject', 'PutObject', 'PutObjectTagging', 'DeleteObject'] },
        list: true,
      },
      sendEmail: true,
      secrets: ['guardSecret'],
    },
    consumesQueue: true,
  },
  mailEvents: {
    entry: 'functions/mail-events.ts',
    description: 'Verwerkt bounces en klachten van SES: onderdrukt adressen en pauzeert zo nodig bevestigingen',
    timeoutSeconds: functionTimeoutSeconds.mailEvents,
    memoryMb: 256,
    env: ['guardTable', 'guardSecret', ...mail, 'sesConfigurationSet', 'metricNamespace'],
    // On guard: UpdateItem suppresses addresses, counts events and sets the pause; GetItem reads the window's
    // counts and the pause. SendEmail tells staff once when a pause starts. The guard secret keys the
    // suppressed mailboxes' hashes, as in the worker.
    access: { tables: { guard: ['GetItem', 'UpdateItem'] }, sendEmail: true, secrets: ['guardSecret'] },
    receivesMailEvents: true,
  },
  redrive: {
    entry: 'functions/redrive.ts',
    description: 'Zet opgeslagen leads die de wachtrij niet haalden alsnog in de wachtrij',
    timeoutSeconds: functionTimeoutSeconds.redrive,
    memoryMb: 512,
    env: [...allTables, 'queueUrl', 'metricNamespace'],
    // Query reads the sparse re-drive index (never the whole table); UpdateItem moves a lead's re-drive time and marks it queued.
    access: { tables: everyKind(['UpdateItem'] as const), queries: everyKind([redriveIndex.name]), sendToQueue: true },
    schedule: { everyMinutes: redriveEveryMinutes },
  },
  bookingSchedule: {
    entry: 'functions/booking-schedule.ts',
    description: "Kennismakingsgesprek: leest de agenda's van medewerkers en zet herinneringen in de wachtrij",
    timeoutSeconds: functionTimeoutSeconds.bookingSchedule,
    memoryMb: 512,
    env: ['scheduleTable', 'bookingTable', 'queueUrl'],
    // On schedule: GetItem reads who set availability, BatchGetItem their calendar addresses, PutItem caches
    // the busy times read, UpdateItem records how a read went. On booking: Query reads the sparse `reminder`
    // index (never the table) and UpdateItem marks a call queued, as every enqueue does. The calendars
    // themselves are fetched over HTTPS from Google or Outlook: no AWS permission.
    access: {
      tables: { schedule: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'], booking: ['UpdateItem'] },
      queries: { booking: [bookingIndexes.reminder.name] },
      sendToQueue: true,
    },
    schedule: { everyMinutes: bookingScheduleEveryMinutes },
  },
  staff: {
    entry: 'functions/staff.ts',
    description: 'De API van het beheer: leads bekijken, opvolgen, exporteren en wissen',
    timeoutSeconds: functionTimeoutSeconds.staff,
    memoryMb: 1024,
    reservedConcurrency: 2,
    // The guard secret only keys the request log's client hash, as in every API function.
    env: [
      ...allTables,
      'auditTable',
      'countsTable',
      'uploadsBucket',
      'queueUrl',
      'originSecret',
      'guardTable',
      'guardSecret',
      'staffUserPool',
      'scheduleTable',
    ],
    // Query reads the inbox's indexes (never a Scan); GetItem opens one lead, BatchGetItem the few a lookup
    // found; UpdateItem sets its follow-up and puts it back under the re-drive's watch for a resend;
    // DeleteItem erases a person (AVG). The audit trail is only ever added to (PutItem) and read through its
    // indexes (Query). On counts: the overview through its index (Query), the inbox's counts (BatchGetItem,
    // UpdateItem) and what each member last saw (GetItem, UpdateItem).
    // Files: GetObject for the presigned links staff open; PutObjectTagging keeps a lead's files as long as the
    // lead once staff take it into work; DeleteObject and ListBucket for an erasure, also of uploads never sent.
    // On guard: GetItem reads whether visitor confirmations are paused, for the inbox's notice, and whether an
    // address is suppressed; DeleteItem lifts a suppression, as DeleteSuppressedDestination does at SES;
    // UpdateItem gives back a visitor's places for calls to come when staff cancel their call.
    // The staff group's members (ListUsersInGroup) are who a lead can be assigned to.
    // The calls: "Gesprekken" through the booking table's `calls` index (Query); on schedule, GetItem and
    // BatchGetItem read a member's hours, calendar and feed, UpdateItem and PutItem save them, DeleteItem
    // disconnects a calendar (and its busy times) or revokes a feed, and frees the slot of a call staff cancel or erase.
    access: {
      tables: {
        ...everyKind(['GetItem', 'BatchGetItem', 'UpdateItem', 'DeleteItem'] as const),
        audit: ['PutItem'],
        counts: ['GetItem', 'BatchGetItem', 'UpdateItem'],
        guard: ['GetItem', 'UpdateItem', 'DeleteItem'],
        schedule: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
      },
      queries: {
        ...staffLeadQueries,
        booking: [...staffLeadQueries.booking, bookingIndexes.calls.name, staffIndexes.phone.name],
        audit: [staffIndexes.trail.name, staffIndexes.subject.name],
        counts: [leadCountsIndex.name],
      },
      uploads: { objects: { attached: ['GetObject', 'PutObjectTagging', 'DeleteObject'], pending: ['DeleteObject'] }, list: true },
      sendToQueue: true,
      secrets: apiSecrets,
      staffDirectory: true,
      liftSuppressions: true,
    },
  },
};

/**
 * What staff may do with `npm run leads -- --aws`: the managed policy the stack outputs as StaffLeadsPolicyArn
 * (infra/stack.ts) grants exactly this, and the local stack lets the tool do exactly this (lambda-sandbox.ts).
 * Scan reads every lead (list, export, erase), GetItem one (show, files); UpdateItem and SendMessage put one
 * back on the queue (resend) and set a lead's search keys (backfill); DeleteItem erases. On counts,
 * UpdateItem sets the inbox's counts again (backfill) and takes an erased lead off them. Every action that
 * shows or changes a lead is written to the audit trail (PutItem, never anything else there). Files: the
 * attached ones, and an erasure deletes uploads never sent with an intake (pending/<id>/) as well. Beyond this the policy
 * grants the reads with no local counterpart: the stack's outputs and SES's account status (doctor).
 */
export const staffToolAccess: FunctionAccess = {
  tables: { ...everyKind(['Scan', 'GetItem', 'UpdateItem', 'DeleteItem'] as const), audit: ['PutItem'], counts: ['UpdateItem'] },
  uploads: { objects: { attached: ['GetObject', 'DeleteObject'], pending: ['DeleteObject'] }, list: true },
  sendToQueue: true,
};

export const functionNames = Object.keys(lambdaFunctions) as FunctionName[];

/** A manifest record's entries with the type of its keys, which Object.entries widens to string. */
export const manifestEntries = <K extends string, V>(record: Partial<Record<K, V>>) => Object.entries(record) as [K, NonNullable<V>][];

/**
 * Executions Lambda keeps unreserved in an account: "You can reserve concurrency for as many functions as
 * you like, as long as you leave at least 100 simultaneous executions unreserved for functions that aren't
 * configured with a per-function limit" (PutFunctionConcurrency, AWS Lambda API Reference,
 * https://docs.aws.amazon.com/lambda/latest/api/API_PutFunctionConcurrency.html).
 */
export const lambdaUnreservedMinimum = 100;

/** The account's concurrency quota a stage needs before it may set reservedConcurrency: every reservation, plus Lambda's unreserved minimum. */
export const minimumConcurrencyQuota =
  functionNames.reduce((sum, name) => sum + (lambdaFunctions[name].reservedConcurrency ?? 0), 0) + lambdaUnreservedMinimum;

/**
 * A route's throttle on the HTTP API stage, for all clients together: steady requests per second and the
 * burst a moment may bring. Over it API Gateway answers 429 on that route only.
 */
export type RouteThrottle = { rateLimit: number; burstLimit: number };

/**
 * Throttles per kind of route, sized for the site's real traffic (about 1,000 visitors and a few leads a
 * day) with room for a busy hour, and small enough that a flood on one route neither turns away the
 * visitors of another nor takes the account's Lambda concurrency: at every public route's limit at once
 * (3 x 2 + 5 + 4 x 2 = 19 requests a second at the 100 to 300 ms a warm form function takes, and 20
 * challenges at a few ms each), the public functions hold about 2 to 7 concurrent executions, which leaves
 * the worker its 2 (the event source's maximum concurrency) and the staff API room even in an account
 * limited to 10.
 * - challenge: one per form a visitor starts (GET /api/uitdaging); its own limit, so a loop fetching
 *   challenges cannot use up the forms'. Every form post needs one, so it is the cheapest route to flood
 *   and the roomiest: signing a challenge reads and writes nothing.
 * - form: each form post (contact, intake, newsletter sign-up); a person sends one.
 * - uploads: the intake asks for presigned posts per file or batch and gives removed ones back: one visitor
 *   choosing five files one by one and swapping a few makes fifteen requests in a second or two.
 * - newsletterLink: the confirm and unsubscribe pages' buttons and mail apps' one-click unsubscribe.
 * - staff: the inbox's pages, searches ("Verder zoeken") and actions for a handful of staff.
 */
export const routeThrottles = {
  challenge: { rateLimit: 20, burstLimit: 40 },
  form: { rateLimit: 2, burstLimit: 10 },
  uploads: { rateLimit: 5, burstLimit: 20 },
  newsletterLink: { rateLimit: 2, burstLimit: 5 },
  /** The intro call's free slots: read by every page that offers the call, as it comes into view. */
  slots: { rateLimit: 10, burstLimit: 20 },
  staff: { rateLimit: 10, burstLimit: 20 },
} as const satisfies Record<string, RouteThrottle>;

export type ApiRoute = {
  method: 'GET' | 'POST';
  path: string;
  handler: (typeof apiFunctionNames)[number];
  /** 'staff': behind the JWT authorizer (Cognito in AWS, the local OpenID provider's keys on the local stack). */
  auth?: 'staff';
  /** Which of routeThrottles limits it. */
  throttle: keyof typeof routeThrottles;
};

/**
 * The scopes a staff route requires of a token, besides a valid signature, issuer and audience (client id).
 * Cognito's ID tokens carry the app client's id as audience and the groups claim too, but no scope: "there is
 * no standard mechanism to differentiate JWT access tokens from other types of JWTs, such as OpenID Connect ID
 * tokens. Unless you require ID tokens for API authorization, we recommend that you configure your routes to
 * require authorization scopes" (Control access to HTTP APIs with JWT authorizers, API Gateway Developer
 * Guide, https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-jwt-authorizer.html). Every
 * access token of the staff pages' sign-in carries openid (they ask for it); a valid token without one of
 * these scopes gets 403.
 */
export const staffRouteScopes = ['openid'] as const;

/** The HTTP API's route table. CloudFront sends /api/* to it; the local gateway serves the same table. */
export const apiRoutes: readonly ApiRoute[] = [
  { method: 'POST', path: '/api/contact', handler: 'contact', throttle: 'form' },
  { method: 'POST', path: '/api/uploads', handler: 'uploads', throttle: 'uploads' },
  { method: 'POST', path: '/api/intake', handler: 'intake', throttle: 'form' },
  { method: 'POST', path: '/api/newsletter', handler: 'newsletter', throttle: 'form' },
  { method: 'GET', path: bookingApi.slots, handler: 'booking', throttle: 'slots' },
  { method: 'GET', path: bookingApi.choose, handler: 'booking', throttle: 'slots' },
  { method: 'POST', path: bookingApi.book, handler: 'booking', throttle: 'form' },
  // The buttons of the pages the links in a booking's emails open.
  { method: 'POST', path: bookingApi.cancel, handler: 'booking', throttle: 'newsletterLink' },
  { method: 'POST', path: bookingApi.move, handler: 'booking', throttle: 'form' },
  // The staff's calendar feed, polled by their calendar apps every few hours; its token is the key.
  { method: 'GET', path: `${bookingFeedPath}/{token}`, handler: 'booking', throttle: 'newsletterLink' },
  // The buttons on the pages the email links open; the GETs only send old links on to those pages.
  { method: 'POST', path: '/api/newsletter/bevestigen', handler: 'newsletter', throttle: 'newsletterLink' },
  { method: 'GET', path: proofOfWork.path, handler: 'challenge', throttle: 'challenge' },
  { method: 'GET', path: '/api/newsletter/bevestigen', handler: 'newsletter', throttle: 'newsletterLink' },
  { method: 'GET', path: '/api/newsletter/afmelden', handler: 'newsletter', throttle: 'newsletterLink' },
  // Mail apps unsubscribe in one click with a POST to the List-Unsubscribe link (RFC 8058).
  { method: 'POST', path: '/api/newsletter/afmelden', handler: 'newsletter', throttle: 'newsletterLink' },
  ...staffApiRoutes(),
];

/** The staff API: every route behind the JWT authorizer, all served by the staff function. */
function staffApiRoutes(): ApiRoute[] {
  const routes: [ApiRoute['method'], string][] = [
    ['POST', '/aanmelding'],
    ['GET', '/leads'],
    ['GET', '/leads/{kind}/{id}'],
    ['POST', '/leads/{kind}/{id}/opvolging'],
    ['POST', '/leads/{kind}/{id}/bijlage'],
    ['POST', '/leads/{kind}/{id}/opnieuw-versturen'],
    ['GET', '/tellingen'],
    ['POST', '/gezien'],
    ['GET', '/medewerkers'],
    ['GET', '/export'],
    ['POST', '/wissen'],
    ['GET', '/logboek'],
    ['GET', '/herkomst'],
    ['GET', '/verzending'],
    ['GET', '/gesprekken'],
    ['POST', '/gesprekken/{id}/afloop'],
    ['POST', '/gesprekken/{id}/annuleren'],
    ['GET', '/beschikbaarheid'],
    ['POST', '/beschikbaarheid'],
    ['POST', '/beschikbaarheid/agenda'],
    ['POST', '/beschikbaarheid/feed'],
    ['POST', '/onderdrukking'],
  ];
  return routes.map(([method, path]) => ({ method, path: `${staffApiPrefix}${path}`, handler: 'staff', auth: 'staff', throttle: 'staff' }));
}

/**
 * One DynamoDB table per kind of lead, and the guard table. localName is the table's name on the local stack
 * (the intake's is the spec's start_form_submissions); in AWS CloudFormation names them.
 */
export const tables: Record<TableKey, { localName: string; partitionKey: string; envVar: string }> = {
  intake: { localName: 'start_form_submissions', partitionKey: 'id', envVar: envVars.intakeTable },
  contact: { localName: 'contact_messages', partitionKey: 'id', envVar: envVars.contactTable },
  newsletter: { localName: 'newsletter_subscribers', partitionKey: 'id', envVar: envVars.newsletterTable },
  guard: { localName: 'abuse_guard', partitionKey: 'id', envVar: envVars.guardTable },
  audit: { localName: 'staff_audit', partitionKey: 'id', envVar: envVars.auditTable },
  counts: { localName: 'lead_counts', partitionKey: 'id', envVar: envVars.countsTable },
  booking: { localName: 'intro_calls', partitionKey: 'id', envVar: envVars.bookingTable },
  schedule: { localName: 'intro_call_schedule', partitionKey: 'id', envVar: envVars.scheduleTable },
};

/**
 * Every table's one secondary index: sparse, holding only unfinished leads (shared/redrive.ts), keys only
 * plus the re-drive count, which is all the re-drive reads.
 */
export const redriveTableIndex = { ...redriveIndex, projectedAttributes: ['redrive_count'] } as const;

/**
 * A global secondary index: string keys; `projection` is 'ALL', 'KEYS_ONLY', or the non-key attributes to
 * include. An index whose keys only some rows carry is sparse: it holds just those rows.
 */
export type TableIndex = {
  name: string;
  partitionKey: string;
  sortKey: string;
  projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
};

/**
 * Each table's secondary indexes. A lead table has the re-drive's sparse index; the staff inbox's lists by
 * date (partition `kind`, one value per table, so a Query reads one kind newest first and pages with its
 * key), `inbox` with what a list shows and `search` with the texts a word search reads as well; and the
 * person (exact address) and mailbox (every spelling) indexes, keys only. The audit table is read as a
 * trail by month and per lead. Functions may Query these indexes only, never a table itself.
 */
const leadTableIndexes: readonly TableIndex[] = [
  {
    name: redriveTableIndex.name,
    partitionKey: redriveTableIndex.partitionKey,
    sortKey: redriveTableIndex.sortKey,
    projection: redriveTableIndex.projectedAttributes,
  },
  { ...staffIndexes.person, projection: 'KEYS_ONLY' },
  { ...staffIndexes.mailbox, projection: 'KEYS_ONLY' },
  { ...staffIndexes.inbox, projection: listedAttributes },
  { ...staffIndexes.search, projection: searchedAttributes },
];

/**
 * What the inbox's leads (intakes and contact messages) have besides: a lookup by id or its first
 * characters and by phone number (keys only; the rows are then read by key), and the sparse follow-up and
 * owner indexes, whose lists show their rows as they are (all attributes). Those two hold only leads staff
 * gave a follow-up day or an owner, so no visitor can fill them.
 */
const inboxTableIndexes: readonly TableIndex[] = [
  { ...staffIndexes.ids, projection: 'KEYS_ONLY' },
  { ...staffIndexes.phone, projection: 'KEYS_ONLY' },
  { ...staffIndexes.followUp, projection: 'ALL' },
  { ...staffIndexes.owner, projection: 'ALL' },
];

export const tableIndexes: Record<TableKey, readonly TableIndex[]> = {
  ...everyKind(leadTableIndexes),
  ...Object.fromEntries(inboxKinds.map((kind) => [kind, [...leadTableIndexes, ...inboxTableIndexes]])),
  // The calls also by phone number (keys only), so an erasure by number finds a booked call.
  booking: [
    ...leadTableIndexes,
    { ...bookingIndexes.calls, projection: 'ALL' },
    { ...bookingIndexes.reminder, projection: ['start'] },
    { ...staffIndexes.phone, projection: 'KEYS_ONLY' },
  ],
  schedule: [{ ...scheduleIndexes.taken, projection: 'KEYS_ONLY' }],
  guard: [],
  audit: [
    { ...staffIndexes.trail, projection: 'ALL' },
    { ...staffIndexes.subject, projection: 'ALL' },
  ],
  counts: [
    {
      name: leadCountsIndex.name,
      partitionKey: leadCountsIndex.partitionKey,
      sortKey: leadCountsIndex.sortKey,
      projection: leadCountsIndex.projectedAttributes,
    },
  ],
};

/** The indexes earlier releases had on every lead table and this one no longer has (shared/staff-indexes.ts). */
const retiredLeadTableIndexes: readonly TableIndex[] = [{ ...retiredStaffIndexes.listing, projection: 'ALL' }];

/**
 * The lead tables' index changes in the order they came, for a stack deployed before some of them: DynamoDB
 * creates or deletes one global secondary index per table update (UpdateTable's GlobalSecondaryIndexUpdates,
 * DynamoDB API reference), one deployment is one update per table, and a projection cannot be changed in
 * place: an index is replaced by adding its successor under a new name and then deleting it. A step is an
 * index's name (added) or `-name` (deleted). The stage setting `indexesUpTo: <step>` (cdk.json) deploys the
 * steps up to and including that one, so such a stack takes them one deployment at a time
 * (docs/deploy.md, "Upgrading a stack that holds leads"); without it the tables have their indexes of today.
 */
export const indexSteps = [
  retiredStaffIndexes.listing.name,
  staffIndexes.person.name,
  staffIndexes.ids.name,
  staffIndexes.phone.name,
  staffIndexes.followUp.name,
  staffIndexes.owner.name,
  staffIndexes.mailbox.name,
  staffIndexes.inbox.name,
  staffIndexes.search.name,
  `-${retiredStaffIndexes.listing.name}`,
] as const;

/** Each table's indexes as a deployment with the stage setting `indexesUpTo` makes them; throws on a step not in indexSteps. */
export function tableIndexesUpTo(upTo: string | undefined): Record<TableKey, readonly TableIndex[]> {
  if (upTo === undefined) return tableIndexes;
  const last = (indexSteps as readonly string[]).indexOf(upTo);
  if (last < 0) throw new Error(`Setting "indexesUpTo" must be one of ${indexSteps.join(', ')}, got "${upTo}".`);
  const done = indexSteps.slice(0, last + 1);
  const stepped = new Set(indexSteps.map((step) => step.replace(/^-/, '')));
  // An index no step names is always there; a stepped one from when it is added until it is deleted.
  const present = (name: string) => !stepped.has(name) || (done.includes(name as never) && !done.includes(`-${name}` as never));
  return Object.fromEntries(
    tableKeys.map((table) => {
      const retired = (leadKinds as readonly string[]).includes(table) ? retiredLeadTableIndexes : [];
      return [table, [...retired, ...tableIndexes[table]].filter((index) => present(index.name))];
    }),
  ) as unknown as Record<TableKey, readonly TableIndex[]>;
}

/** Rows carry their expiry (epoch seconds) in this attribute; DynamoDB's TTL deletes them after it. */
export const ttlAttribute = 'expires_at';

/**
 * The private bucket the intake's attachments go to, straight from the browser with presigned posts;
 * its key layout (pending/, intake/) is in shared/upload-keys.ts.
 */
export const uploadsBucket = {
  localName: 'startsprong-uploads',
  envVar: envVars.uploadsBucket,
  pendingExpiryDays,
} as const;

/**
 * The SES events the configuration set publishes and the `receivesMailEvents` function gets: sends (to
 * count the rate against), deliveries, hard and soft bounces, complaints and rejects. The CDK stack sets
 * them on the configuration set's EventBridge destination and its rule; the local mailbox publishes the same.
 */
export const mailEvents = { eventTypes: ['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject'] } as const satisfies {
  eventTypes: readonly SesEventType[];
};

/** The stage's default throttle, for any route without its own (every route in apiRoutes has one). */
export const apiThrottle = { rateLimit: 20, burstLimit: 40 } as const;

/**
 * Checks the manifest against itself: a function that reads a resource's environment key must be granted
 * that resource, and one granted a resource must read its key (or it could never address it).
 */
export function manifestProblems(spec: FunctionSpec): string[] {
  const problems: string[] = [];
  const needs = new Map<EnvVarKey, boolean>();
  for (const table of tableKeys) {
    needs.set(tableEnvKeys[table], Boolean(spec.access.tables?.[table]?.length || spec.access.queries?.[table]?.length));
    for (const index of spec.access.queries?.[table] ?? []) {
      if (!tableIndexes[table].some((candidate) => candidate.name === index))
        problems.push(`${spec.entry} queries ${table}/${index}, which no table has`);
    }
  }
  needs.set('uploadsBucket', Boolean(spec.access.uploads));
  for (const key of secretKeys) needs.set(key, Boolean(spec.access.secrets?.includes(key)));
  needs.set('queueUrl', Boolean(spec.access.sendToQueue));
  needs.set('staffUserPool', Boolean(spec.access.staffDirectory));
  for (const [key, granted] of needs) {
    const declared = spec.env.includes(key);
    if (declared && !granted) problems.push(`${spec.entry} reads ${envVars[key]} but is granted nothing on it`);
    if (granted && !declared) problems.push(`${spec.entry} is granted access for ${envVars[key]} but does not read it`);
  }
  for (const key of ['senderEmail', 'sesConfigurationSet'] as const) {
    if (spec.access.sendEmail && !spec.env.includes(key)) problems.push(`${spec.entry} sends email without ${envVars[key]}`);
  }
  return problems;
}
