import { useEffect, useState } from 'react';
import type { StaffMember } from '../../../../shared/staff-inbox.ts';
import type { StaffSession } from './session.ts';
import { staffJson } from './staff-api.ts';

let asked: Promise<StaffMember[]> | null = null;

/**
 * The staff group's members, who a lead can be assigned to: asked once per page load and shared by the
 * inbox and the lead pages. Null until they are known; empty when the list cannot be read (then nobody can
 * be chosen, and a lead keeps whoever it had).
 */
export function useStaffMembers(session: StaffSession): StaffMember[] | null {
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  useEffect(() => {
    let active = true;
    asked ??= staffJson<{ members: StaffMember[] }>(session, '/api/beheer/medewerkers').then((result) => {
      if (result.ok) return result.data.members;
      asked = null;
      return [];
    });
    void asked.then((list) => {
      if (active) setMembers(list);
    });
    return () => {
      active = false;
    };
  }, [session]);
  return members;
}

/** How a member of staff is named on the pages: their username, which is also what the history shows. */
export function memberLabel(username: string, me: string): string {
  return username === me ? `${username} (jij)` : username;
}
