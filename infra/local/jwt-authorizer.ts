import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

/**
 * The local stand-in for an HTTP API's JWT authorizer (identity source `$request.header.Authorization`):
 * the token must be signed by a key of the issuer's JWKS (RSA, as API Gateway accepts), come from exactly
 * that issuer, be within its exp and nbf, and name one of the configured audiences in `aud` or, as
 * Cognito's access tokens do, in `client_id`. Anything else is the same bare 401 API Gateway answers.
 */

export type JwtAuthorizerConfig = { issuer: string; audience: readonly string[]; jwks: JSONWebKeySet };

/** What API Gateway puts in `requestContext.authorizer` of a payload 2.0 event. */
export type JwtAuthorizerContext = { jwt: { claims: Record<string, string>; scopes: string[] | null } };

export type JwtAuthorizer = (authorization: string | undefined) => Promise<JwtAuthorizerContext | null>;

export const unauthorizedBody = { message: 'Unauthorized' } as const;

export function createJwtAuthorizer(config: JwtAuthorizerConfig): JwtAuthorizer {
  const keys = createLocalJWKSet(config.jwks);
  return async (authorization) => {
    const token = authorization?.trim().replace(/^Bearer\s+/i, '');
    if (!token) return null;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        algorithms: ['RS256', 'RS384', 'RS512'],
        // API Gateway allows no leeway on exp and nbf.
        clockTolerance: 0,
      }));
    } catch {
      return null;
    }
    if (payload.exp === undefined) return null;
    const audiences = [...(Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : []), payload.client_id];
    if (!audiences.some((value) => typeof value === 'string' && config.audience.includes(value))) return null;
    const scope = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    return { jwt: { claims: serialiseClaims(payload), scopes: scope.length ? scope : null } };
  };
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
