import { describe, expect, it } from 'vitest';
import { groupsOf, staffMember } from './staff-claims.ts';

const withClaims = (claims: Record<string, unknown> | undefined) =>
  ({ requestContext: claims ? { authorizer: { jwt: { claims } } } : {} }) as Parameters<typeof staffMember>[0];

describe('the staff claims', () => {
  it('reads the groups claim in the forms the HTTP API and a token give it', () => {
    expect(groupsOf('[staff]')).toEqual(['staff']);
    expect(groupsOf('[staff beheerders]')).toEqual(['staff', 'beheerders']);
    expect(groupsOf('["staff","beheerders"]')).toEqual(['staff', 'beheerders']);
    expect(groupsOf(['staff'])).toEqual(['staff']);
    expect(groupsOf(undefined)).toEqual([]);
    expect(groupsOf('[staffers]')).toEqual(['staffers']);
  });

  it('names the member of staff, and refuses no claims with 401 and another group with 403', () => {
    expect(staffMember(withClaims({ sub: 's', username: 'anna', 'cognito:groups': '[staff]' }))).toEqual({ username: 'anna' });
    expect(() => staffMember(withClaims(undefined))).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => staffMember(withClaims({ sub: 's', username: 'kees', 'cognito:groups': '[staffers]' }))).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
