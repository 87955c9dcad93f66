import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

/**
 * The local stand-in for an HTTP API's JWT authorizer (identity source `$request.header.Authorization`), as
 * API Gateway documents it (Control access to HTTP APIs with JWT authorizers, and Troubleshooting issues with
 * HTTP API JWT authorizers, API Gateway Developer Guide): the token must be signed by a key of the issuer's
 * JWKS (RSA), come from exactly that issuer, be within its exp and nbf, and name one of the configured
 * audiences, in `aud`, or in `client_id` when it has no `aud` ("API Gateway validates client_id only if aud
 * is not present", as for Cognito's access tokens). Any of that wrong: the bare 401 API Gateway answers. A
 * route that requires scopes also needs one of them in the token's `scope` (or `scp`) claim; a valid token
 * without one gets 403 (Attach a JWT authorizer to methods and require scopes, same guide: "a valid token that
 * carries none of the method's scopes receives a 403 Forbidden response").
 */

export type JwtAuthorizerConfig = { issuer: string; audience: readonly string[]; jwks: JSONWebKeySet };

/** What API Gateway puts in `requestContext.authorizer` of a payload 2.0 event. */
export type JwtAuthorizerContext = { jwt: { claims: Record<string, string>; scopes: string[] | null } };

/** The authorizer's verdict: the context for the function, or API Gateway's own answer. */
export type JwtAuthorization = { context: JwtAuthorizerContext } | { status: 401 | 403; body: { message: string } };

/** @param requiredScopes the route's authorization scopes; none means any valid token passes. */
export type JwtAuthorizer = (authorization: string | undefined, requiredScopes?: readonly string[]) => Promise<JwtAuthorization>;

export const unauthorizedBody = { message: 'Unauthorized' } as const;
export const forbiddenBody = { message: 'Forbidden' } as const;

const unauthorized = { status: 401, body: unauthorizedBody } as const;

export function createJwtAuthorizer(config: JwtAuthorizerConfig): JwtAuthorizer {
  const keys = createLocalJWKSet(config.jwks);
  return async (authorization, requiredScopes = []) => {
    const token = authorization?.trim().replace(/^Bearer\s+/i, '');
    if (!token) return unauthorized;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        algorithms: ['RS256', 'RS384', 'RS512'],
        // API Gateway allows no leeway on exp and nbf.
        clockTolerance: 0,
      }));
    } catch {
      return unauthorized;
    }
    if (payload.exp === undefined) return unauthorized;
    const audiences = payload.aud !== undefined ? [payload.aud].flat() : [payload.client_id];
    if (!audiences.some((value) => typeof value === 'string' && config.audience.includes(value))) return unauthorized;
    const scopes = scopesOf(payload);
    if (requiredScopes.length > 0 && !requiredScopes.some((scope) => scopes.includes(scope))) {
      return { status: 403, body: forbiddenBody };
    }
    return { context: { jwt: { claims: serialiseClaims(payload), scopes: scopes.length ? scopes : null } } };
  };
}

/** The token's scopes, from `scope` (space-separated, as Cognito writes it) or `scp` (a list). */
function scopesOf(payload: JWTPayload): string[] {
  const claim = payload.scope ?? payload.scp;
  if (typeof claim === 'string') return claim.split(' ').filter(Boolean);
  return Array.isArray(claim) ? claim.filter((scope): scope is string => typeof scope === 'string') : [];
}

/**
 * HTTP APIs hand claims to the function as strings: a number as its digits, an array as its items
 * between brackets separated by spaces ("[staff admin]"), an object as JSON.
 */
export function serialiseClaims(payload: JWTPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}
