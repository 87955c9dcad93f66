import { readPause } from '../mail/reputation.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { env } from './context.ts';

/** Whether visitor confirmations paused themselves (mail/reputation.ts), for the notice on every staff page. */
export async function mailStatus(): Promise<HttpResponse> {
  return jsonResponse(200, await readPause(env()));
}
