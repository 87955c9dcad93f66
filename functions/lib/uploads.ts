/**
 * Where the intake's attachments live in the uploads bucket. The browser uploads under the pending
 * prefix of its submission; the intake handler copies the files of a submitted intake under the
 * attached prefix. The prefixes match infra/app-spec.ts `uploadsBucket` (the bucket's lifecycle rules
 * expire what stays pending); functions may not import infra, so they are repeated here and a test
 * checks that both agree.
 */
export const PENDING_PREFIX = 'pending/';
export const ATTACHED_PREFIX = 'intake/';

export function pendingPrefix(submissionId: string): string {
  return `${PENDING_PREFIX}${submissionId}/`;
}

export function attachedKey(pendingKey: string, submissionId: string): string {
  return `${ATTACHED_PREFIX}${submissionId}/${pendingKey.slice(pendingKey.lastIndexOf('/') + 1)}`;
}

/** Where the browser uploaded a file that now has (or will have) this key in the submission's folder. */
export function pendingKeyOf(attached: string): string {
  if (!attached.startsWith(ATTACHED_PREFIX)) throw new Error(`Not an attached key: ${attached}`);
  return `${PENDING_PREFIX}${attached.slice(ATTACHED_PREFIX.length)}`;
}
