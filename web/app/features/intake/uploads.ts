import { serverFaultMessage } from '../../../../shared/error-messages.ts';
import { cleanFileName } from '../../../../shared/file-names.ts';
import { postJson } from '../../lib/api.ts';
import { prepareProofOfWork, takeProofOfWork } from '../../lib/proof-of-work.ts';

/** One presigned POST the API hands out: the browser sends the file straight to storage with it. */
export type PresignedUpload = { key: string; url: string; fields: Record<string, string> };

export type PresignResult = { ok: true; uploads: PresignedUpload[] } | { ok: false; error: string };

/** Submissions whose proof of work the API has: it asks one per submission, not one per file. */
const proven = new Set<string>();

/**
 * Asks the API for one presigned upload per file, in the order given, giving back the keys of earlier
 * permits whose files are gone from the list (the API holds five per submission at a time). The first
 * request of a submission on this page carries a proof of work, as the forms' posts do; the next answer is
 * then started at once, since the intake's own submit needs one as well.
 */
export async function requestUploads(
  submissionId: string,
  files: readonly File[],
  release: readonly string[] = [],
): Promise<PresignResult> {
  const altcha = proven.has(submissionId) ? undefined : await takeProofOfWork();
  if (altcha) prepareProofOfWork();
  const result = await postJson<{ uploads: PresignedUpload[] }>('/api/uploads', {
    submissionId,
    files: files.map((file) => ({ name: cleanFileName(file.name), type: file.type, size: file.size })),
    ...(release.length > 0 ? { release } : {}),
    ...(altcha ? { altcha } : {}),
  });
  if (result.ok) proven.add(submissionId);
  if (result.ok && Array.isArray(result.data?.uploads) && result.data.uploads.length === files.length) {
    return { ok: true, uploads: result.data.uploads };
  }
  if (!result.ok) return { ok: false, error: result.fieldErrors?.files ?? result.error };
  return { ok: false, error: serverFaultMessage };
}

/**
 * Posts one file to storage with its presigned fields, reporting progress from 0 to 1.
 * XMLHttpRequest, because fetch cannot report upload progress.
 */
export function uploadFile(
  upload: PresignedUpload,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) body.append(name, value);
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const ok = request.status >= 200 && request.status < 300;
      if (ok) onProgress(1);
      resolve(ok);
    };
    request.onerror = () => resolve(false);
    request.onabort = () => resolve(false);
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
