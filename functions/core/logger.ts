import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * JSON lines on stdout, one per event, carrying the request id. CloudWatch Logs Insights reads the
 * fields directly. Personal data stays out: callers log ids and masked emails, and as a safety net any
 * string that looks like an email address is masked here too. Message bodies are never passed in.
 */

type Level = 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const EMAIL_IN_TEXT = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** "jan.jansen@example.nl" -> "j***@example.nl": enough to tell addresses apart in a log, no more. */
export function maskEmail(value: string): string {
  return value.replace(EMAIL_IN_TEXT, '$1***@$2');
}

function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskEmail(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return errorFields(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redact(item, depth + 1)]));
}

/** What an error tells an operator: its name, message and where it came from, never a payload. */
export function errorFields(error: unknown): Fields {
  if (!(error instanceof Error)) return { errorName: typeof error, errorMessage: maskEmail(String(error)) };
  const metadata = (error as { $metadata?: { httpStatusCode?: number; requestId?: string } }).$metadata;
  return {
    errorName: error.name,
    errorMessage: maskEmail(error.message),
    ...(metadata ? { awsStatus: metadata.httpStatusCode, awsRequestId: metadata.requestId } : {}),
    stack: error.stack ? maskEmail(error.stack) : undefined,
  };
}

let context: Fields = {};

function write(level: Level, message: string, fields: Fields = {}): void {
  const line = { level, time: new Date().toISOString(), message, ...context, ...(redact(fields) as Fields) };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

export const logger = {
  /** Lambda runs one invocation at a time per instance, so a module-level context is safe. */
  setContext(fields: Fields): void {
    context = { ...fields };
  },
  /** Adds to this invocation's context, for what a later middleware learns about the request. */
  addContext(fields: Fields): void {
    context = { ...context, ...fields };
  },
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};

/** Puts the request id (and function name) on every log line of this invocation. */
export function logContext<TEvent>(): MiddlewareObj<TEvent, unknown, Error, Context> {
  return {
    before: (request) => {
      logger.setContext({ requestId: request.context.awsRequestId, function: request.context.functionName });
    },
  };
}
