import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { staffGroup } from '../../shared/staff.ts';
import { HttpError } from '../http/errors.ts';

/** 401: no verified token reached the handler (the authorizer normally answers this itself). */
export class NotSignedInError extends HttpError {
  override name = 'NotSignedInError';
  readonly statusCode = 401;
  constructor() {
    super('Je bent niet aangemeld. Meld je opnieuw aan.', 'No JWT claims on the request');
  }
}

/** 403: a valid token, but not of a member of staff. */
export class NotStaffError extends HttpError {
  override name = 'NotStaffError';
  readonly statusCode = 403;
  constructor(username: string) {
    super(
      'Je account hoort niet bij het team. Vraag een beheerder je toe te voegen.',
      `User ${username} is not in the ${staffGroup} group`,
    );
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  readonly statusCode = 404;
  constructor(logMessage: string, publicMessage = 'Deze lead bestaat niet (meer).') {
    super(publicMessage, logMessage);
  }
}

/**
 * The groups claim as the HTTP API passes it: an array claim arrives as one string such as "[staff]" or
 * "[staff admin]"; a test or another authorizer may give a real array.
 */
export function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((group): group is string => typeof group === 'string');
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .map((group) => group.replace(/^"|"$/g, ''))
    .filter(Boolean);
}

type JwtContext = { authorizer?: { jwt?: { claims?: Record<string, unknown> } } };

/**
 * Who is asking, from the claims the JWT authorizer verified. The handler checks the staff group itself as
 * well, so a route that lost its authorizer's scopes, or a token of another app client, still gets nowhere.
 */
export function staffMember(event: Pick<APIGatewayProxyEventV2, 'requestContext'>): { username: string } {
  const claims = (event.requestContext as JwtContext).authorizer?.jwt?.claims;
  const username = typeof claims?.username === 'string' ? claims.username : typeof claims?.sub === 'string' ? claims.sub : '';
  if (!claims || !username) throw new NotSignedInError();
  if (!groupsOf(claims['cognito:groups']).includes(staffGroup)) throw new NotStaffError(username);
  return { username };
}

/** 409: the lead changed since the page showed it; the page loads it again rather than overwrite. */
export class ConflictError extends HttpError {
  override name = 'ConflictError';
  readonly statusCode = 409;
  constructor(logMessage: string) {
    super(
      'Iemand anders heeft deze lead net gewijzigd. De pagina toont nu de nieuwe stand; sla je wijziging daarna opnieuw op.',
      logMessage,
    );
  }
}
