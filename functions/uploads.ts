import { randomUUID } from 'node:crypto';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { uploads as limits } from '../shared/business-facts.ts';
import { acceptedContentType, fileProblem, type FileDescription } from '../shared/attachments.ts';
import { uploadRequestSchema } from '../shared/intake.ts';
import { cleanFileName } from '../shared/file-names.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { s3 } from './core/clients.ts';
import { defineEnv } from './core/env.ts';
import { BadRequestError, ValidationError } from './http/errors.ts';
import { clientOf, countAgainstLimit, holdInCap } from './http/client-limit.ts';
import { deletePending } from './storage/attachments.ts';
import { httpHandler } from './http/handler.ts';
import { jsonResponse, parseRequestBody } from './http/http.ts';
import { abuseLimits } from '../shared/api-limits.ts';
import { logger } from './core/logger.ts';
import { pendingPrefix } from '../shared/upload-keys.ts';

/**
 * POST /api/uploads: one presigned POST per file, so the browser sends the intake's attachments straight
 * to the private uploads bucket. The server picks every key (never the visitor's path or name), and the
 * policy pins the key, the content type and a size range. S3 enforces those conditions in AWS; the
 * intake handler checks each object again before it saves (the local S3 emulator enforces none).
 */

const env = defineEnv(['uploadsBucket', 'guardTable', 'guardSecret', 'siteUrl']);

/**
 * How long a presigned POST stays valid: as long as its upload needs and no longer, since a form cannot be
 * revoked and whoever holds it can post to its key until then. The browser asks for each file's form just
 * before it sends that file, one after the other; S3 may check the expiry only once the whole request has
 * arrived, so a form lasts a minute to start plus the file's own size (and that of any file before it in
 * the same request) at a slow mobile upload of 0.5 Mbit/s: a 2 MB photo about 1.5 minutes, a 10 MB
 * presentation under 4. A slower line sees "kon niet worden geüpload" and its retry gets a fresh form.
 */
export const PRESIGN_START_SECONDS = 60;
export const SLOW_UPLOAD_BYTES_PER_SECOND = 500_000 / 8;

export function presignExpirySeconds(bytesUpToThisFile: number): number {
  return PRESIGN_START_SECONDS + Math.ceil(bytesUpToThisFile / SLOW_UPLOAD_BYTES_PER_SECOND);
}

export type PlannedUpload = { key: string; contentType: string; file: FileDescription; expiresIn: number };

/** Checks the files and chooses their keys, in the order asked. Throws ValidationError in Dutch. */
export function planUploads(fields: Record<string, unknown>, newId: () => string = randomUUID): PlannedUpload[] {
  const parsed = uploadRequestSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const { submissionId } = parsed.data;
  const files = parsed.data.files.map((file) => ({ ...file, name: cleanFileName(file.name) }));
  const problems = files.map(fileProblem).filter((problem): problem is string => problem !== null);
  if (problems.length > 0) throw new ValidationError({ files: problems.join(' ') }, problems[0]);
  let bytes = 0;
  return files.map((file) => {
    const contentType = acceptedContentType(file)!;
    const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
    bytes += file.size;
    return { key: `${pendingPrefix(submissionId)}${newId()}.${extension}`, contentType, file, expiresIn: presignExpirySeconds(bytes) };
  });
}

/**
 * The earlier permits the browser gives back (a removed file, a failed upload). Only keys under this
 * submission's own pending folder: anything else is not a key this API gave out for it.
 */
export function releasesOf(fields: Record<string, unknown>): string[] {
  const parsed = uploadRequestSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const release = parsed.data.release ?? [];
  const prefix = pendingPrefix(parsed.data.submissionId);
  const foreign = release.filter((key) => !key.startsWith(prefix) || key.slice(prefix.length).includes('/'));
  if (foreign.length > 0) throw new BadRequestError(`Release of ${foreign.length} keys outside the submission`);
  return [...new Set(release)];
}

/**
 * The presigned POST of one planned upload. The policy pins the size (1 byte up to the limit), the
 * content type and its short life; createPresignedPost adds the bucket and the exact key itself.
 */
export function presignOptions(bucket: string, upload: Pick<PlannedUpload, 'key' | 'contentType' | 'expiresIn'>): PresignedPostOptions {
  return {
    Bucket: bucket,
    Key: upload.key,
    Conditions: [
      ['content-length-range', 1, limits.maxFileBytes],
      ['eq', '$Content-Type', upload.contentType],
    ],
    Fields: { 'Content-Type': upload.contentType },
    Expires: upload.expiresIn,
  };
}

export const handler = httpHandler({ env, sameSiteOnly: () => env().siteUrl }, async (event) => {
  const { source, fields } = parseRequestBody(event);
  if (source !== 'js') throw new BadRequestError('Uploads are requested as JSON only');
  const planned = planUploads(fields);
  const released = releasesOf(fields);
  // Each permit lets a file into the bucket: counted per client per hour, and held per submission: at
  // most five at a time, where a permit the browser gives back frees its place (a removed file, a failed
  // upload), so a visitor who swaps files still sends five. A presigned POST cannot be revoked, so a
  // given-back permit stays usable until it expires: the hourly count per client bounds that, and the
  // intake takes at most five files whatever lies in the folder.
  if (planned.length > 0) {
    await countAgainstLimit(env(), clientOf(env(), event), 'upload-permits', abuseLimits.uploadPermits, { amount: planned.length });
  }
  await deletePending(env().uploadsBucket, released);
  await holdInCap(
    env(),
    // planUploads has checked it is a submission id.
    `submission-permits#${String(fields.submissionId)}`,
    abuseLimits.uploadPermitsPerSubmission,
    planned.map((upload) => upload.key),
    // The pending files expire later still, so a day outlasts every permit and file that counts here.
    { released, expiresAt: Math.floor(Date.now() / 1000) + 24 * 60 * 60 },
  );
  const uploads = await Promise.all(
    planned.map(async (upload) => {
      const { url, fields: postFields } = await createPresignedPost(s3, presignOptions(env().uploadsBucket, upload));
      return { key: upload.key, url, fields: postFields };
    }),
  );
  logger.info('Uploads presigned', { count: uploads.length, released: released.length });
  return jsonResponse(200, { uploads });
});
