import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverFaultMessage } from '../../shared/error-messages.ts';
import { maxBodyBytes } from '../app-spec.ts';

/** What the local CloudFront and API Gateway stand-ins share: the request target, Dutch answers, small writers. */

export type GatewayLogEntry = { method: string; path: string; status: number; ms: number; route?: string };

export const gatewayMessages = {
  tooLarge: `Je verzoek is te groot. Stuur maximaal ${Math.floor(maxBodyBytes / 1024)} kB.`,
  serverError: serverFaultMessage,
  methodNotAllowed: 'Deze pagina kan alleen worden opgevraagd, niet verstuurd.',
  badPath: 'Dit adres is ongeldig.',
} as const;

export type RequestTarget = { path: string; rawQuery: string };

/** The raw path and query as the client sent them: CloudFront and API Gateway see them undecoded too. */
export function splitTarget(url: string): RequestTarget {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return { path: path.startsWith('/') ? path : `/${path}`, rawQuery: queryStart === -1 ? '' : url.slice(queryStart + 1) };
}

export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * An answer as an origin gives it to CloudFront (the bucket, the API), or as CloudFront gives it to the
 * viewer: held whole, so the distribution's error responses and functions can act on it before it is sent.
 */
export type HttpAnswer = { status: number; headers: Record<string, string | string[]>; body: Buffer };

export function jsonAnswer(status: number, body: unknown): HttpAnswer {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: Buffer.from(JSON.stringify(body)) };
}

export function textAnswer(status: number, text: string): HttpAnswer {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: Buffer.from(text) };
}

/** Writes an answer; a HEAD request gets its headers, with the length of the body it does not get. */
export function writeAnswer(res: ServerResponse, answer: HttpAnswer, headOnly: boolean): void {
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', answer.body.length);
  res.statusCode = answer.status;
  res.end(headOnly ? undefined : answer.body);
}

export function logError(message: string, error: unknown, details: Record<string, unknown>): void {
  const err = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  console.error(JSON.stringify({ level: 'error', source: 'gateway', message, ...details, error: err }));
}

/** Reads what the client still sends, so it receives our answer instead of a reset connection. */
export async function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded) return;
  req.resume();
  await new Promise<void>((done) => {
    req.once('end', done);
    req.once('close', done);
    req.once('error', () => done());
  });
}
