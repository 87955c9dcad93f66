import { record, trailPage } from '../inbox/audit.ts';
import { BadRequestError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { env, type StaffRequest } from './context.ts';

/** GET /api/beheer/logboek and POST /api/beheer/aanmelding: the audit trail, and the sign-in it records. */

export async function auditTrail({ event }: StaffRequest): Promise<HttpResponse> {
  const cursor = event.queryStringParameters?.cursor;
  if (cursor !== undefined && cursor.length > 2000) throw new BadRequestError('Audit cursor too long');
  return jsonResponse(200, await trailPage(env().auditTable, { cursor, pageSize: 50 }));
}

export async function signIn({ who }: StaffRequest): Promise<HttpResponse> {
  await record(env().auditTable, { who, action: 'aanmelding', summary: 'Aangemeld in het beheer' });
  return jsonResponse(201, { recorded: true });
}
