import { inflateRawSync } from 'node:zlib';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectTaggingCommand,
} from '@aws-sdk/client-s3';
import type { StoredFile } from '../records/intake-record.ts';
import { s3 } from '../core/clients.ts';
import { isNotFound, isPreconditionFailed } from '../core/errors.ts';
import { errorFields, logger } from '../core/logger.ts';
import { pendingKeyOf, retentionTag, type FileRetention } from '../../shared/upload-keys.ts';
import {
  bytesMatchType,
  officeCheckLimits,
  officeEntriesFinding,
  officeZipTypes,
  relationshipParts,
  relationshipsFinding,
  relationshipsText,
  SIGNATURE_BYTES,
  ZIP_LOCAL_HEADER_BYTES,
  ZIP_TAIL_BYTES,
  zipDataOffset,
  zipDirectoryLocation,
  zipEntries,
  type FileFinding,
  type ZipEntry,
} from '../../shared/file-signatures.ts';

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

/** What the intake's check saw of an object: its size, content type and ETag (S3's version tag for its bytes). */
export type ObjectVersion = { size: number; type: string; etag: string };

/**
 * The worker puts a saved intake's files from where the browser uploaded them (pending/) in the
 * submission's own folder (intake/), where they are kept for the retention period and staff open them.
 * It copies only the object the intake checked: the copy is conditioned on the ETag the check recorded
 * (x-amz-copy-source-if-match), so a file posted again with the same presigned form after the intake was
 * sent is refused by S3 itself (412). The copy is then checked once more as it lies in intake/, where no
 * visitor can write, so what staff open is what passed the check whatever the ETag can tell (it is an
 * MD5 for these uploads). A refused file is not kept; the others go on, each tagged with its `retention`,
 * which picks the lifecycle rule that deletes it (shared/upload-keys.ts). Idempotent: a file already in
 * place is checked and tagged again, so a redelivered message only finishes what a failed attempt began.
 * Returns the files refused now, by key.
 */
export async function placeFiles(
  bucket: string,
  files: readonly StoredFile[],
  retention: FileRetention,
): Promise<Map<string, FileFinding>> {
  const moved: string[] = [];
  const refused = new Map<string, FileFinding>();
  for (const file of files) {
    if (file.refused) continue;
    let placed = await describeObject(bucket, file.key);
    if (!placed) {
      const pending = pendingKeyOf(file.key);
      try {
        await s3.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: file.key,
            CopySource: `${bucket}/${pending}`,
            // Rows saved before the check recorded ETags (none after the first deploy of this) copy as before.
            ...(file.etag ? { CopySourceIfMatch: file.etag } : {}),
            MetadataDirective: 'COPY',
          }),
        );
      } catch (error) {
        if (!isPreconditionFailed(error)) throw error;
        logger.warn('Attachment changed after it was checked; not copied', { key: file.key });
        refused.set(file.key, 'changed');
        continue;
      }
      moved.push(pending);
      placed = await describeObject(bucket, file.key);
      if (!placed) throw new Error(`The copy of ${file.key} is not there`);
    }
    const finding = placed.type === file.type && placed.size === file.size ? await contentFinding(bucket, file.key, placed) : 'changed';
    if (finding) {
      logger.warn('Attachment refused at the second check', { key: file.key, finding });
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: file.key }));
      refused.set(file.key, finding);
    } else await tagRetention(bucket, [file.key], retention);
  }
  if (moved.length > 0) {
    try {
      await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: moved.map((Key) => ({ Key })), Quiet: true } }));
    } catch (error) {
      // The copies are safe; the lifecycle rule removes the originals in a few days anyway.
      logger.warn('Pending uploads could not be removed; the lifecycle rule will', errorFields(error));
    }
  }
  return refused;
}

/**
 * Tags placed files with their retention, replacing any tag before: `kept` when staff take the intake into
 * work, so only the retention period's rule deletes them.
 */
export async function tagRetention(bucket: string, keys: readonly string[], retention: FileRetention): Promise<void> {
  for (const key of keys) {
    await s3.send(
      new PutObjectTaggingCommand({ Bucket: bucket, Key: key, Tagging: { TagSet: [{ Key: retentionTag.key, Value: retention }] } }),
    );
  }
}

/** An object's size, content type and ETag, or null when there is none under that key. */
export async function describeObject(bucket: string, key: string): Promise<ObjectVersion | null> {
  try {
    const object = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: object.ContentLength ?? 0, type: (object.ContentType ?? '').toLowerCase(), etag: object.ETag ?? '' };
  } catch (error) {
    // S3 says 404 only to a caller that may list the bucket; without ListBucket it says 403, which throws.
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Bytes `first` to `last` of exactly this version of an object (If-Match on its ETag): a file replaced
 * between two reads throws PreconditionFailed instead of mixing two files' bytes in one check.
 */
async function readRange(bucket: string, key: string, version: ObjectVersion, first: number, last: number): Promise<Uint8Array> {
  const object = await s3.send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${first}-${last}`, IfMatch: version.etag || undefined }),
  );
  return (await object.Body!.transformToByteArray()).slice(0, last - first + 1);
}

/**
 * What is wrong with an object's content, or null when nothing is: its first bytes must be those of its
 * type, and a Word or PowerPoint file must hold nothing that runs or fetches code (shared/file-signatures.ts).
 * Reads only what it needs, in ranges, and only the version described ('changed' when it is gone).
 */
export async function contentFinding(bucket: string, key: string, version: ObjectVersion): Promise<FileFinding | null> {
  try {
    const first = await readRange(bucket, key, version, 0, Math.min(SIGNATURE_BYTES, version.size) - 1);
    if (!bytesMatchType(version.type, first)) return 'not-what-it-says';
    return officeZipTypes.has(version.type) ? await officeFinding(bucket, key, version) : null;
  } catch (error) {
    if (isPreconditionFailed(error)) return 'changed';
    throw error;
  }
}

/** Reads at most this many ranges for an Office file's .rels parts: near ones are read together. */
const MAX_PART_READS = 32;
/** Two parts closer than this are read in one range rather than two requests. */
const MERGE_GAP_BYTES = 256 * 1024;

/**
 * The Office check: the central directory (two ranged reads at the end of the file at most), the part
 * names, then each .rels part inflated within officeCheckLimits.
 */
async function officeFinding(bucket: string, key: string, version: ObjectVersion): Promise<FileFinding | null> {
  const { size } = version;
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const tail = await readRange(bucket, key, version, tailStart, size - 1);
  const location = zipDirectoryLocation(tail);
  if (!location || location.offset + location.size > size) return 'unreadable';
  const directory =
    location.offset >= tailStart
      ? tail.subarray(location.offset - tailStart, location.offset - tailStart + location.size)
      : await readRange(bucket, key, version, location.offset, location.offset + location.size - 1);
  const entries = zipEntries(directory);
  if (!entries) return 'unreadable';
  const byName = officeEntriesFinding(entries);
  if (byName) return byName;

  const parts = relationshipParts(entries);
  if (parts.length > officeCheckLimits.maxRelationshipParts) return 'unreadable';
  if (parts.some((part) => part.size > officeCheckLimits.maxPartBytes)) return 'unreadable';
  if (parts.reduce((sum, part) => sum + part.size, 0) > officeCheckLimits.maxTotalBytes) return 'unreadable';
  for (const span of readSpans(parts, size)) {
    const bytes = await readRange(bucket, key, version, span.first, span.last);
    for (const part of span.parts) {
      const data = await partData(bucket, key, version, part, span, bytes);
      if (!data) return 'unreadable';
      const text = relationshipsText(data);
      const finding = text === null ? 'unreadable' : relationshipsFinding(text);
      if (finding) return finding;
    }
  }
  return null;
}

type Span = { first: number; last: number; parts: ZipEntry[] };

/**
 * The ranges that hold the .rels parts: each part's local header, name, a generous extra field and its data,
 * with near parts merged, and no more than MAX_PART_READS ranges (the closest neighbours merge first).
 */
function readSpans(parts: readonly ZipEntry[], size: number): Span[] {
  const slack = 1024;
  let spans: Span[] = [...parts]
    .sort((a, b) => a.headerOffset - b.headerOffset)
    .map((part) => ({
      first: part.headerOffset,
      last: Math.min(size - 1, part.headerOffset + ZIP_LOCAL_HEADER_BYTES + part.name.length * 4 + slack + part.compressedSize),
      parts: [part],
    }));
  const merge = (limit: (gap: number) => boolean) => {
    const merged: Span[] = [];
    for (const span of spans) {
      const previous = merged.at(-1);
      if (previous && limit(span.first - previous.last)) {
        previous.last = Math.max(previous.last, span.last);
        previous.parts.push(...span.parts);
      } else merged.push({ ...span, parts: [...span.parts] });
    }
    spans = merged;
  };
  merge((gap) => gap <= MERGE_GAP_BYTES);
  while (spans.length > MAX_PART_READS) {
    const gaps = spans.slice(1).map((span, index) => span.first - spans[index]!.last);
    const cut = [...gaps].sort((a, b) => a - b)[spans.length - MAX_PART_READS - 1]!;
    merge((gap) => gap <= cut);
  }
  return spans;
}

/** One part's bytes, inflated within the limits; null when the part is not what its directory entry says. */
async function partData(
  bucket: string,
  key: string,
  version: ObjectVersion,
  part: ZipEntry,
  span: Span,
  bytes: Uint8Array,
): Promise<Uint8Array | null> {
  const at = part.headerOffset - span.first;
  const start = zipDataOffset(part, bytes.subarray(at, at + ZIP_LOCAL_HEADER_BYTES + 0xffff));
  if (start === null || start + part.compressedSize > version.size) return null;
  const end = start + part.compressedSize;
  // An extra field longer than the slack allowed for: read the part's data on its own.
  const raw =
    end - 1 <= span.last
      ? bytes.subarray(start - span.first, end - span.first)
      : part.compressedSize === 0
        ? new Uint8Array()
        : await readRange(bucket, key, version, start, end - 1);
  if (part.method === 0) return part.compressedSize === part.size ? raw : null;
  if (part.method !== 8) return null;
  try {
    const inflated = inflateRawSync(raw, { maxOutputLength: officeCheckLimits.maxPartBytes });
    return inflated.length === part.size ? inflated : null;
  } catch {
    // Corrupt data, or more than the limit: a ZIP bomb stops here.
    return null;
  }
}
