import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import {
  leadStatusLabels,
  type AuditAction,
  type FollowUpChange,
  type LeadStatus,
  type StaffMember,
  type StatusEntry,
} from '../../shared/staff-inbox.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { ValidationError } from '../http/errors.ts';
import { dayNumeric } from '../../shared/agency-clock.ts';
import { statusOf, type Row } from './listing.ts';
import { ConflictError } from './staff-claims.ts';

/**
 * A lead's follow-up: its status, the member of staff who has it, the day to follow it up, and a note,
 * changed together in one save and kept on the lead row itself (so erasing the person erases them too),
 * with every save appended to the row's history. `staff_version` counts the saves: a save names the
 * version it started from, and one made on a lead that changed in between is refused, not merged.
 */

export type FollowUpState = { status: LeadStatus; owner: string | null; followUpOn: string | null };

export function followUpStateOf(row: Row): FollowUpState {
  return {
    status: statusOf(row),
    owner: typeof row.staff_owner === 'string' ? row.staff_owner : null,
    followUpOn: typeof row.staff_follow_up === 'string' ? row.staff_follow_up : null,
  };
}

export const versionOf = (row: Row): number => (typeof row.staff_version === 'number' ? row.staff_version : 0);

/** A follow-up further ahead than this is a typo more often than a plan. */
const MAX_YEARS_AHEAD = 3;

export type FollowUpDecision = {
  before: FollowUpState;
  after: FollowUpState;
  entry: StatusEntry;
  /** What the audit trail records: one line per thing that changed, none of them personal. */
  audit: { action: AuditAction; summary: string }[];
};

/**
 * Decides a save: refuses a stale version, an owner outside the staff group and an implausible day, and
 * says what changed. Null when nothing would change.
 */
export function decideFollowUp(
  row: Row,
  change: FollowUpChange,
  context: { who: string; now: Date; members: readonly StaffMember[] },
): FollowUpDecision | null {
  if (change.version !== versionOf(row)) throw new ConflictError(`Version ${change.version} given, ${versionOf(row)} stored`);
  if (change.owner !== null && !context.members.some((member) => member.username === change.owner)) {
    throw new ValidationError({ owner: 'Kies iemand uit het team.' });
  }
  if (change.followUpOn !== null) {
    const latest = new Date(context.now);
    latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS_AHEAD);
    if (change.followUpOn > latest.toISOString().slice(0, 10) || change.followUpOn < '2020-01-01') {
      throw new ValidationError({ followUpOn: `Kies een datum in de komende ${MAX_YEARS_AHEAD} jaar.` });
    }
  }
  const before = followUpStateOf(row);
  const after: FollowUpState = { status: change.status, owner: change.owner, followUpOn: change.followUpOn };
  const note = change.note ?? '';
  const audit: FollowUpDecision['audit'] = [];
  if (after.status !== before.status || (note && after.owner === before.owner && after.followUpOn === before.followUpOn)) {
    audit.push({
      action: 'status',
      summary:
        after.status !== before.status
          ? `Status: ${leadStatusLabels[after.status]}${note ? ' (met notitie)' : ''}`
          : `Notitie bij status ${leadStatusLabels[after.status]}`,
    });
  }
  if (after.owner !== before.owner) {
    audit.push({ action: 'toegewezen', summary: after.owner ? `Toegewezen aan ${after.owner}` : 'Niet meer toegewezen' });
  }
  if (after.followUpOn !== before.followUpOn) {
    audit.push({
      action: 'opvolgdatum',
      summary: after.followUpOn ? `Opvolgen op ${dayNumeric(after.followUpOn)}` : 'Opvolgdatum weggehaald',
    });
  }
  if (audit.length === 0) return null;
  const entry: StatusEntry = { ...after, note, by: context.who, at: context.now.toISOString() };
  return { before, after, entry, audit };
}

/** The conditional update that saves a decision, only onto the version it was decided on. */
export function followUpUpdate(table: string, id: string, version: number, decision: FollowUpDecision): UpdateCommandInput {
  const { after, entry } = decision;
  const set = [
    '#status = :status',
    '#statusAt = :at',
    '#statusBy = :by',
    '#version = :next',
    '#history = list_append(if_not_exists(#history, :none), :entry)',
    ...(entry.note ? ['#note = :note'] : []),
    ...(after.owner ? ['#owner = :owner'] : []),
    ...(after.followUpOn ? ['#followUp = :followUp'] : []),
  ];
  const remove = [...(after.owner ? [] : ['#owner']), ...(after.followUpOn ? [] : ['#followUp'])];
  return {
    TableName: table,
    Key: { id },
    UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
    ConditionExpression:
      version === 0 ? 'attribute_exists(id) AND attribute_not_exists(#version)' : 'attribute_exists(id) AND #version = :current',
    ExpressionAttributeNames: {
      '#status': 'staff_status',
      '#statusAt': 'staff_status_at',
      '#statusBy': 'staff_status_by',
      '#version': 'staff_version',
      '#history': 'staff_history',
      '#owner': 'staff_owner',
      '#followUp': 'staff_follow_up',
      ...(entry.note ? { '#note': 'staff_note' } : {}),
    },
    ExpressionAttributeValues: {
      ':status': after.status,
      ':at': entry.at,
      ':by': entry.by,
      ':next': version + 1,
      ':none': [],
      ':entry': [entry],
      ...(version === 0 ? {} : { ':current': version }),
      ...(entry.note ? { ':note': entry.note } : {}),
      ...(after.owner ? { ':owner': after.owner } : {}),
      ...(after.followUpOn ? { ':followUp': after.followUpOn } : {}),
    },
  };
}

/** Saves the decision; a lead gone meanwhile is 404, one changed meanwhile 409. */
export async function saveFollowUp(
  table: string,
  lead: { kind: LeadKind; id: string },
  version: number,
  decision: FollowUpDecision,
): Promise<void> {
  try {
    await dynamo.send(new UpdateCommand(followUpUpdate(table, lead.id, version, decision)));
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    throw new ConflictError(`${lead.kind} ${lead.id} changed or went while its follow-up was saved`);
  }
}
