import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { StoredFile } from '../records/intake-record.ts';
import { s3 } from '../core/clients.ts';
import { isNotFound } from '../core/errors.ts';
import { errorFields, logger } from '../core/logger.ts';
import { pendingKeyOf } from '../../shared/upload-keys.ts';
import { ZIP_TAIL_BYTES, zipDirectoryLocation, zipEntryNames } from '../../shared/file-signatures.ts';

/**
 * Deletes files the visitor removed before sending (under pending/ only). Best effort: the lifecycle rule
 * removes whatever stays there in a few days anyway.
 */
export async function deletePending(bucket: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
  } catch (error) {
    logger.warn('Removed uploads could not be deleted; the lifecycle rule will', errorFields(error));
  }
}

/**
 * The worker moves a saved intake's files from where the browser uploaded them (pending/) to the
 * submission's own folder (intake/), where they are kept for the retention period; what stays under
 * pending/ expires after a few days. Idempotent: a file already in place is left alone, so a redelivered
 * message only finishes what a failed attempt began.
 */
export async function moveIntoPlace(bucket: string, files: readonly StoredFile[]): Promise<void> {
  const moved: string[] = [];
  for (const file of files) {
    if (await describeObject(bucket, file.key)) continue;
    const pending = pendingKeyOf(file.key);
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: file.key, CopySource: `${bucket}/${pending}`, MetadataDirective: 'COPY' }));
    moved.push(pending);
  }
  if (moved.length === 0) return;
  try {
    await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: moved.map((Key) => ({ Key })), Quiet: true } }));
  } catch (error) {
    // The copies are safe; the lifecycle rule removes the originals in a few days anyway.
    logger.warn('Pending uploads could not be removed; the lifecycle rule will', errorFields(error));
  }
}

/** An object's size and content type, or null when there is none under that key. */
export async function describeObject(bucket: string, key: string): Promise<{ size: number; type: string } | null> {
  try {
    const object = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: object.ContentLength ?? 0, type: (object.ContentType ?? '').toLowerCase() };
  } catch (error) {
    // S3 says 404 only to a caller that may list the bucket; without ListBucket it says 403, which throws.
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The first bytes of an object (a ranged GetObject), for checking what it really is. */
export async function readFirstBytes(bucket: string, key: string, count: number): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }));
  return (await object.Body!.transformToByteArray()).slice(0, count);
}

/**
 * The entry names of a ZIP object, from its central directory: two ranged reads at the end of the object,
 * never the whole file. Null when the object is not a readable ZIP.
 */
export async function readZipEntryNames(bucket: string, key: string, size: number): Promise<string[] | null> {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const tail = await readRange(bucket, key, tailStart, size - 1);
  const location = zipDirectoryLocation(tail);
  if (!location || location.offset + location.size > size) return null;
  const directory =
    location.offset >= tailStart
      ? tail.subarray(location.offset - tailStart, location.offset - tailStart + location.size)
      : await readRange(bucket, key, location.offset, location.offset + location.size - 1);
  return zipEntryNames(directory);
}

async function readRange(bucket: string, key: string, first: number, last: number): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${first}-${last}` }));
  return (await object.Body!.transformToByteArray()).slice(0, last - first + 1);
}
