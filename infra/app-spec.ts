/**
 * What the API and its data look like, shared by the CDK stack (infra/stack.ts) and the local stack
 * (infra/local): the same routes, tables, queue settings and environment variable names in both places.
 */

import { envVars } from '../shared/env-vars.ts';

/** The environment variable names live in shared/ so functions/ can read them without importing infra/. */
export { envVars };
export { maxBodyBytes } from '../shared/api-limits.ts';

export type FunctionName = 'contact' | 'uploads' | 'intake' | 'newsletter' | 'worker' | 'redrive';

/** One entry per Lambda: its source file, relative to the repository root. */
export const lambdaFunctions: Record<FunctionName, { entry: string; description: string; timeoutSeconds: number; memoryMb: number }> = {
  contact: {
    entry: 'functions/contact.ts',
    description: 'Slaat contactberichten op en zet ze in de wachtrij',
    timeoutSeconds: 10,
    memoryMb: 512,
  },
  uploads: {
    entry: 'functions/uploads.ts',
    description: 'Geeft presigned uploads voor de bijlagen van de intake',
    timeoutSeconds: 10,
    memoryMb: 512,
  },
  intake: {
    entry: 'functions/intake.ts',
    description: 'Controleert en bewaart intakes met hun bijlagen en zet ze in de wachtrij',
    timeoutSeconds: 20,
    memoryMb: 512,
  },
  newsletter: {
    entry: 'functions/newsletter.ts',
    description: 'Nieuwsbrief: aanmelden, bevestigen en afmelden',
    timeoutSeconds: 10,
    memoryMb: 512,
  },
  worker: {
    entry: 'functions/worker.ts',
    description: 'Verstuurt de e-mails van leads uit de wachtrij',
    timeoutSeconds: 30,
    memoryMb: 1024,
  },
  redrive: {
    entry: 'functions/redrive.ts',
    description: 'Zet opgeslagen leads die de wachtrij niet haalden alsnog in de wachtrij',
    timeoutSeconds: 60,
    memoryMb: 512,
  },
};

/** Functions that run on a schedule (EventBridge in AWS, a timer on the local stack), every N minutes. */
export const scheduledFunctions: Partial<Record<FunctionName, { everyMinutes: number }>> = {
  redrive: { everyMinutes: 5 },
};

export type ApiRoute = { method: 'GET' | 'POST'; path: string; handler: 'contact' | 'uploads' | 'intake' | 'newsletter' };

/** The HTTP API's route table. CloudFront sends /api/* to it; the local gateway serves the same table. */
export const apiRoutes: readonly ApiRoute[] = [
  { method: 'POST', path: '/api/contact', handler: 'contact' },
  { method: 'POST', path: '/api/uploads', handler: 'uploads' },
  { method: 'POST', path: '/api/intake', handler: 'intake' },
  { method: 'POST', path: '/api/newsletter', handler: 'newsletter' },
  { method: 'GET', path: '/api/newsletter/bevestigen', handler: 'newsletter' },
  { method: 'GET', path: '/api/newsletter/afmelden', handler: 'newsletter' },
  // Mail apps unsubscribe in one click with a POST to the List-Unsubscribe link (RFC 8058).
  { method: 'POST', path: '/api/newsletter/afmelden', handler: 'newsletter' },
];

/** DynamoDB tables. localName is the table's name on the local stack; in AWS the CDK names it. */
export const tables = {
  contactMessages: { localName: 'contact_messages', partitionKey: 'id', envVar: envVars.contactTable },
  startFormSubmissions: { localName: 'start_form_submissions', partitionKey: 'id', envVar: envVars.intakeTable },
  newsletterSubscribers: { localName: 'newsletter_subscribers', partitionKey: 'id', envVar: envVars.newsletterTable },
} as const;

/** Rows carry their expiry (epoch seconds) in this attribute; DynamoDB's TTL deletes them after it. */
export const ttlAttribute = 'expires_at';

export type TableKey = keyof typeof tables;

/**
 * Which tables each function may read or write, and how: the CDK grants and the local stack's env follow it.
 * 'getAndWrite' is write plus GetItem: the intake looks up its own submission id to answer a repeated submit
 * without checking its files again, and needs no Query or Scan for that.
 */
export const tableAccess: Record<FunctionName, Partial<Record<TableKey, 'write' | 'getAndWrite' | 'readWrite'>>> = {
  contact: { contactMessages: 'write' },
  uploads: {},
  intake: { startFormSubmissions: 'getAndWrite' },
  newsletter: { newsletterSubscribers: 'readWrite' },
  worker: { contactMessages: 'readWrite', startFormSubmissions: 'readWrite', newsletterSubscribers: 'readWrite' },
  redrive: { contactMessages: 'readWrite', startFormSubmissions: 'readWrite', newsletterSubscribers: 'readWrite' },
};

/** The functions that put messages on the leads queue. */
export const queueSenders: readonly FunctionName[] = ['contact', 'intake', 'newsletter', 'redrive'];

/**
 * The private bucket the intake's attachments go to, straight from the browser with presigned posts.
 * Uploads land under pendingPrefix; the worker moves the files of a submitted intake to attachedPrefix.
 * What stays under pendingPrefix was never submitted and expires after a few days.
 */
export const uploadsBucket = {
  localName: 'startsprong-uploads',
  envVar: envVars.uploadsBucket,
  pendingPrefix: 'pending/',
  attachedPrefix: 'intake/',
  pendingExpiryDays: 3,
} as const;

/**
 * How each function may use the uploads bucket: presign uploads (put, pending only), check them (check,
 * read pending and attached), move them into place and read them (attach).
 */
export const bucketAccess: Partial<Record<FunctionName, 'put' | 'check' | 'attach'>> = {
  uploads: 'put',
  intake: 'check',
  worker: 'attach',
};

/** The leads queue: the worker's event source. Visibility is six times the worker's timeout, as AWS advises. */
export const leadsQueue = {
  localName: 'leads',
  deadLetterLocalName: 'leads-dlq',
  visibilityTimeoutSeconds: 6 * lambdaFunctions.worker.timeoutSeconds,
  /** After this many failed receives a message moves to the dead-letter queue. */
  maxReceiveCount: 5,
  deadLetterRetentionDays: 14,
  batchSize: 10,
  maxBatchingWindowSeconds: 2,
  /** Bounded concurrency keeps the worker under SES's send rate. */
  maxConcurrency: 2,
} as const;

/** API Gateway stage throttling. */
export const apiThrottle = { rateLimit: 20, burstLimit: 40 } as const;
