import { serverFaultMessage } from '../../../../shared/error-messages.ts';
import type { StaffSession } from './session.ts';

/** A staff API answer: the data, or the Dutch sentence to show (with field errors when a form was wrong). */
export type StaffResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; fieldErrors: Record<string, string> };

/** Calls the staff API with the session's token; network faults and unreadable answers become a failed result. */
export async function staffJson<T>(session: StaffSession, path: string, body?: unknown): Promise<StaffResult<T>> {
  try {
    const response = await session.fetch(
      path,
      body === undefined
        ? { headers: { accept: 'application/json' } }
        : { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
    );
    const data = (await response.json().catch(() => null)) as (T & { error?: unknown; fieldErrors?: unknown }) | null;
    if (response.ok && data) return { ok: true, data };
    return {
      ok: false,
      status: response.status,
      error: typeof data?.error === 'string' ? data.error : serverFaultMessage,
      fieldErrors: data?.fieldErrors && typeof data.fieldErrors === 'object' ? (data.fieldErrors as Record<string, string>) : {},
    };
  } catch {
    return { ok: false, status: 0, error: serverFaultMessage, fieldErrors: {} };
  }
}

/** Fetches the export with the token and hands it to the browser as a download under the server's file name. */
export async function downloadExport(session: StaffSession, query: string): Promise<StaffResult<{ fileName: string }>> {
  try {
    const response = await session.fetch(`/api/beheer/export${query ? `?${query}` : ''}`);
    if (!response.ok) return { ok: false, status: response.status, error: serverFaultMessage, fieldErrors: {} };
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.xlsx';
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return { ok: true, data: { fileName } };
  } catch {
    return { ok: false, status: 0, error: serverFaultMessage, fieldErrors: {} };
  }
}
