/**
 * Where the intake's attachments live in the uploads bucket. The browser uploads under the pending
 * prefix of its submission; the worker moves the files of a submitted intake under the attached prefix,
 * where they are kept for the retention period. What stays pending was never submitted: the bucket's
 * lifecycle rule expires it after `pendingExpiryDays`. The CDK stack, the local stack, the functions and
 * the leads tool all read the prefixes from here.
 */
export const uploadPrefixes = { pending: 'pending/', attached: 'intake/' } as const;

export type UploadArea = keyof typeof uploadPrefixes;

export const pendingExpiryDays = 3;

export function pendingPrefix(submissionId: string): string {
  return `${uploadPrefixes.pending}${submissionId}/`;
}

export function attachedPrefix(submissionId: string): string {
  return `${uploadPrefixes.attached}${submissionId}/`;
}

export function attachedKey(pendingKey: string, submissionId: string): string {
  return `${attachedPrefix(submissionId)}${pendingKey.slice(pendingKey.lastIndexOf('/') + 1)}`;
}

/** Where the browser uploaded a file that now has (or will have) this key in the submission's folder. */
export function pendingKeyOf(attached: string): string {
  if (!attached.startsWith(uploadPrefixes.attached)) throw new Error(`Not an attached key: ${attached}`);
  return `${uploadPrefixes.pending}${attached.slice(uploadPrefixes.attached.length)}`;
}

/** The area of the bucket a key lies in, or null for a key outside both. */
export function uploadAreaOf(key: string): UploadArea | null {
  if (key.startsWith(uploadPrefixes.pending)) return 'pending';
  if (key.startsWith(uploadPrefixes.attached)) return 'attached';
  return null;
}
