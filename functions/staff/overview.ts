import { fieldErrorsOf } from '../../shared/validation.ts';
import { dynamo } from '../core/clients.ts';
import { ValidationError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { overviewQuerySchema } from '../../shared/lead-overview.ts';
import { readOverview } from '../attribution/lead-counts.ts';
import { env, type StaffRequest } from './context.ts';

/**
 * Leads per week by kind, source or landing page, from the counters (functions/attribution/lead-counts.ts):
 * one Query of small items, never the leads. Not in the audit trail: it shows counts, no person.
 */
export async function leadOverview({ event }: StaffRequest): Promise<HttpResponse> {
  const given = Object.entries(event.queryStringParameters ?? {}).filter(([, value]) => value !== undefined && value !== '');
  const parsed = overviewQuerySchema.safeParse(Object.fromEntries(given));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  return jsonResponse(200, await readOverview(dynamo, env().countsTable, parsed.data, new Date()));
}
