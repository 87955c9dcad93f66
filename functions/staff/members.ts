import { staffMembers } from '../inbox/staff-directory.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { directoryEnv } from './context.ts';

/** GET /api/beheer/medewerkers: who a lead can be assigned to (the staff group in the user pool). */

export async function members(): Promise<HttpResponse> {
  return jsonResponse(200, { members: await staffMembers(directoryEnv().staffUserPool) });
}
