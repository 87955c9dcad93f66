import { busyMessage, serverFaultMessage } from '../../../shared/error-messages.ts';

/** The API's answer, as the forms need it: success, or what the visitor can fix, or our fault. */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };

/** Posts JSON to the site's own API. Network errors and unreadable answers become a failed result, never a throw. */
export async function postJson<T = unknown>(path: string, body: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    const fieldErrors =
      response.status < 500 && data?.fieldErrors && typeof data.fieldErrors === 'object'
        ? (data.fieldErrors as Record<string, string>)
        : undefined;
    return {
      ok: false,
      status: response.status,
      // Our API says what went wrong in `error`; API Gateway's own 429 (a route's throttle) does not.
      error: typeof data?.error === 'string' ? data.error : response.status === 429 ? busyMessage : serverFaultMessage,
      ...(fieldErrors && Object.keys(fieldErrors).length ? { fieldErrors } : {}),
    };
  } catch {
    return { ok: false, status: 0, error: serverFaultMessage };
  }
}
