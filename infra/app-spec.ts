/**
 * What the API and its data look like, shared by the CDK stack (infra/stack.ts) and the local stack
 * (infra/local): the same routes, tables, queue settings and environment variable names in both places.
 */

import { envVars } from '../shared/env-vars.ts';

/** The environment variable names live in shared/ so functions/ can read them without importing infra/. */
export { envVars };
export { maxBodyBytes } from '../shared/api-limits.ts';

export type FunctionName = 'contact' | 'worker';

/** One entry per Lambda: its source file, relative to the repository root. */
export const lambdaFunctions: Record<FunctionName, { entry: string; description: string; timeoutSeconds: number; memoryMb: number }> = {
  contact: { entry: 'functions/contact.ts', description: 'Slaat contactberichten op en zet ze in de wachtrij', timeoutSeconds: 10, memoryMb: 512 },
  worker: { entry: 'functions/worker.ts', description: 'Verstuurt de e-mails van leads uit de wachtrij', timeoutSeconds: 30, memoryMb: 512 },
};

export type ApiRoute = { method: 'GET' | 'POST'; path: string; handler: Exclude<FunctionName, 'worker'> };

/** The HTTP API's route table. CloudFront sends /api/* to it; the local gateway serves the same table. */
export const apiRoutes: readonly ApiRoute[] = [{ method: 'POST', path: '/api/contact', handler: 'contact' }];

/** DynamoDB tables. localName is the table's name on the local stack; in AWS the CDK names it. */
export const tables = {
  contactMessages: { localName: 'contact_messages', partitionKey: 'id', envVar: envVars.contactTable },
} as const;

export type TableKey = keyof typeof tables;

/** Which tables each function may read or write, and how: the CDK grants and the local stack's env follow it. */
export const tableAccess: Record<FunctionName, Partial<Record<TableKey, 'write' | 'readWrite'>>> = {
  contact: { contactMessages: 'write' },
  worker: { contactMessages: 'readWrite' },
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
