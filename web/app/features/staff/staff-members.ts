import type { StaffMember } from '../../../../shared/staff-inbox.ts';
import type { StaffSession } from './session.ts';
import { staffJson } from './staff-api.ts';

let asked: Promise<StaffMember[]> | null = null;

/**
 * The staff group's members, who a lead can be assigned to: asked once per page load and shared by the
 * inbox's and the lead page's loaders. Empty when the list cannot be read (then nobody can be chosen, and
 * a lead keeps whoever it had); asked again by the next loader.
 */
export function staffMembers(session: StaffSession): Promise<StaffMember[]> {
  asked ??= staffJson<{ members: StaffMember[] }>(session, '/api/beheer/medewerkers').then((result) => {
    if (result.ok) return result.data.members;
    asked = null;
    return [];
  });
  return asked;
}

/** How a member of staff is named on the pages: their username, which is also what the history shows. */
export function memberLabel(username: string, me: string): string {
  return username === me ? `${username} (jij)` : username;
}
