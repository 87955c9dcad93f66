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

/**
 * The object tag that picks a placed file's lifecycle rule (attachmentRetentionDays in business-facts.ts):
 * the worker tags a file `flagged` or `unreviewed` when it puts it in the submission's folder, and staff
 * taking the intake into work tag it `kept`, which no rule but the retention period's matches.
 */
export const retentionTag = { key: 'retention', values: ['flagged', 'unreviewed', 'kept'] } as const;
export type FileRetention = (typeof retentionTag.values)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The one shape of a key the uploads route hands out: the submission's pending folder, a random id of our
 * own, and the lower-case extension of an accepted type (shared/attachments.ts). Any other string (a lone
 * surrogate, a NUL, a path, a name the visitor chose) is not one of our keys and is refused as such, before
 * it reaches S3.
 */
export function pendingUploadKey(submissionId: string, fileId: string, extension: string): string {
  return `${pendingPrefix(submissionId)}${fileId}.${extension}`;
}

/** Whether `key` has exactly the shape pendingUploadKey gives, with one of `extensions`. */
export function isPendingUploadKey(key: string, extensions: readonly string[]): boolean {
  const match = new RegExp(`^${uploadPrefixes.pending}(${UUID})/(${UUID})\\.([a-z]{3,4})$`, 'i').exec(key);
  return match !== null && match[2] === match[2]!.toLowerCase() && extensions.includes(match[3]!);
}

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
