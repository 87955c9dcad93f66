import { ListUsersInGroupCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { staffGroup } from '../../shared/staff.ts';
import type { StaffMember } from '../../shared/staff-inbox.ts';
import { cognito } from '../core/clients.ts';

/**
 * Who a lead can be assigned to: the members of the user pool's staff group, the same group the API lets
 * in. Read from Cognito (ListUsersInGroup) and kept for a minute, so a page of the inbox and a save do not
 * each ask; a member removed from the group drops out of the list within that minute.
 */

const KEEP_MS = 60_000;
let cached: { poolId: string; at: number; members: Promise<StaffMember[]> } | null = null;

const emailOf = (user: UserType) => user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value ?? null;

async function listMembers(poolId: string): Promise<StaffMember[]> {
  const members: StaffMember[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersInGroupCommand({ UserPoolId: poolId, GroupName: staffGroup, Limit: 60, NextToken: token }),
    );
    for (const user of page.Users ?? []) {
      // A disabled user cannot sign in, so nothing should be handed to them.
      if (user.Username && user.Enabled !== false) members.push({ username: user.Username, email: emailOf(user) });
    }
    token = page.NextToken;
  } while (token);
  return members.sort((a, b) => (a.email ?? a.username).localeCompare(b.email ?? b.username, 'nl'));
}

export function staffMembers(poolId: string, now = Date.now()): Promise<StaffMember[]> {
  if (!cached || cached.poolId !== poolId || now - cached.at > KEEP_MS) {
    const members = listMembers(poolId);
    cached = { poolId, at: now, members };
    // A failed read is not kept: the next call asks again.
    members.catch(() => {
      if (cached?.members === members) cached = null;
    });
  }
  return cached.members;
}
