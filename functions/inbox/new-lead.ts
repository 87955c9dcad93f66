import type { LeadKind } from '../../shared/lead-kinds.ts';
import { dynamo } from '../core/clients.ts';
import { errorFields, logger } from '../core/logger.ts';
import { countArrival } from './counts.ts';

/**
 * Counts a lead the form handler has just saved as new in the inbox's counts. The lead is saved: a count
 * that fails is logged and left for `npm run leads -- backfill` to put right, never turned into an error
 * for the visitor.
 */
export async function countNewLead(table: string, lead: { kind: LeadKind; createdAt: string }): Promise<void> {
  try {
    await countArrival(dynamo, table, lead);
  } catch (error) {
    logger.warn('New lead not counted in the inbox counts', { kind: lead.kind, ...errorFields(error) });
  }
}
