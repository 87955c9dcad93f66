import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { maxBodyBytes } from '../../shared/api-limits.ts';
import { errorPage, type FormPageOptions } from './error-page.ts';
import {
  BadRequestError,
  CrossSiteError,
  type ErrorBody,
  genericMessages,
  HttpError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors.ts';
import { errorFields, logger } from '../core/logger.ts';

export type HttpResponse = APIGatewayProxyStructuredResultV2;
export type HttpMiddleware = MiddlewareObj<APIGatewayProxyEventV2, HttpResponse, Error, Context>;

/** 'js' for the fetch() of the React form, 'form' for the plain HTML form post that works without JavaScript. */
export type RequestSource = 'js' | 'form';
export type ParsedBody = { source: RequestSource; fields: Record<string, unknown> };

const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

export function header(event: Pick<APIGatewayProxyEventV2, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/** The media type without parameters: "application/json; charset=utf-8" -> "application/json". */
export function mediaType(event: Pick<APIGatewayProxyEventV2, 'headers'>): string {
  return (header(event, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isFormPost(event: Pick<APIGatewayProxyEventV2, 'headers'>): boolean {
  return mediaType(event) === FORM_TYPE;
}

/**
 * Reads a JSON or urlencoded body into plain fields. Empty form inputs are left out: a browser sends ""
 * for a field nobody filled in, which the schemas read as "not given".
 */
export function parseRequestBody(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'body' | 'isBase64Encoded'>,
  limit: number = maxBodyBytes,
): ParsedBody {
  const type = mediaType(event);
  if (type !== JSON_TYPE && type !== FORM_TYPE) throw new UnsupportedMediaTypeError(type);

  const bytes = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.length > limit) throw new PayloadTooLargeError(bytes.length, limit);
  const text = bytes.toString('utf8');

  if (type === FORM_TYPE) {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      if (value !== '') fields[key] = value;
    }
    return { source: 'form', fields };
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequestError('Body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BadRequestError('JSON body is not an object');
  }
  return { source: 'js', fields: parsed as Record<string, unknown> };
}

const noStore = { 'cache-control': 'no-store' };

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...noStore, ...headers },
    body: JSON.stringify(body),
  };
}

export function htmlResponse(statusCode: number, page: string, headers: Record<string, string> = {}): HttpResponse {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8', ...noStore, ...headers }, body: page };
}

/** 303 so the browser follows with a GET: a refresh on the confirmation page does not post again. */
export function redirectResponse(location: string): HttpResponse {
  return { statusCode: 303, headers: { location, ...noStore }, body: '' };
}

/** The one mapping from errors to HTTP: typed errors say what to fix, anything else is a calm 500. */
export function errorResponseOf(error: unknown): { statusCode: number; body: ErrorBody; headers: Record<string, string> } {
  if (error instanceof HttpError) {
    const fieldErrors = error instanceof ValidationError ? error.fieldErrors : {};
    const headers: Record<string, string> =
      error instanceof TooManyRequestsError && error.retryAfterSeconds !== null ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    return { statusCode: error.statusCode, body: { error: error.publicMessage, fieldErrors }, headers };
  }
  return { statusCode: 500, body: { error: genericMessages.internal, fieldErrors: {} }, headers: {} };
}

const crossSiteHeading = 'Dit formulier is niet verstuurd';

/** What a refused form post sent, so its page can show the answers again; nothing when the body is unreadable. */
function postedValues(event: APIGatewayProxyEventV2): Record<string, string> {
  try {
    const { fields } = parseRequestBody(event);
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The onError middleware of every API handler. Visitor mistakes are logged as warnings without their
 * values; our faults are logged in full and answered generically. A handler that accepts plain form
 * posts passes `formPage`, so a browser without JavaScript gets a readable page instead of JSON: the form
 * again with the answers kept, except for a cross-site post, which gets the refusal alone.
 */
export function httpErrors(options: { formPage?: FormPageOptions } = {}): HttpMiddleware {
  return {
    onError: (request) => {
      const { statusCode, body, headers } = errorResponseOf(request.error);
      if (statusCode >= 500) {
        logger.error('Request failed', { statusCode, ...errorFields(request.error) });
      } else {
        logger.warn('Request rejected', {
          statusCode,
          errorName: request.error?.name,
          reason: request.error?.message,
        });
      }
      const crossSite = request.error instanceof CrossSiteError;
      const page = options.formPage && (crossSite ? { ...options.formPage, form: undefined, heading: crossSiteHeading } : options.formPage);
      const response =
        page && isFormPost(request.event)
          ? htmlResponse(statusCode, errorPage(statusCode, body, page, crossSite ? {} : postedValues(request.event)), headers)
          : jsonResponse(statusCode, body, headers);
      request.response = response;
      return response;
    },
  };
}
