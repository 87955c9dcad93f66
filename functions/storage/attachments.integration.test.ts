import {
  CopyObjectCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsBucket } from '../../infra/app-spec.ts';
import { localCredentials, localRegion } from '../../infra/local/emulators.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';
import { craftedCases, craftedDocx, docxParts, zipOf } from '../../tests/support/zip.ts';
import { samplePng } from '../../tests/support/test-intake.ts';
import type { StoredFile } from '../records/intake-record.ts';

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the check of an uploaded file, read in ranges from the local S3', () => {
  let aws: LocalAws;
  let attachments: typeof import('./attachments.ts');
  let s3: S3Client;
  const bucket = uploadsBucket.localName;

  beforeAll(async () => {
    aws = await startLocalAws();
    attachments = await import('./attachments.ts');
    s3 = new S3Client({ region: localRegion, endpoint: aws.env.AWS_ENDPOINT_URL_S3, credentials: localCredentials });
  });
  afterAll(async () => {
    s3?.destroy();
    await aws?.stop();
  });

  const put = async (key: string, body: Buffer, type: string) => {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: type }));
    return (await aws.as('intake', () => attachments.describeObject(bucket, key)))!;
  };
  const findingOf = async (body: Buffer, type = docx) => {
    const key = `pending/${crypto.randomUUID()}/${crypto.randomUUID()}.docx`;
    const version = await put(key, body, type);
    return aws.as('intake', () => attachments.contentFinding(bucket, key, version));
  };

  it('passes a plain Word document, stored or deflated, links included', async () => {
    expect(await findingOf(zipOf(docxParts))).toBeNull();
    expect(await findingOf(zipOf(docxParts, { deflate: true }))).toBeNull();
  });

  it.each(craftedCases)('refuses a crafted .docx with %s, deflated as Word writes it', async (_what, parts, expected) => {
    expect(await findingOf(zipOf(parts, { deflate: true }))).toBe(expected);
  });

  it('finds a remote template in a relationship part far from the others (its own ranged read)', async () => {
    const parts = {
      ...craftedDocx.remoteTemplate,
      // Random bytes do not compress: they push the settings' relationships past the merge distance.
      'word/media/image1.png': {
        content: Buffer.from(crypto.getRandomValues(new Uint8Array(60_000)))
          .toString('base64')
          .repeat(6),
      },
      'word/_rels/settings.xml.rels': craftedDocx.remoteTemplate['word/_rels/settings.xml.rels'],
    };
    expect(await findingOf(zipOf(parts, { deflate: true }))).toBe('external-link');
  });

  it('stops a ZIP bomb at the limit: a part that says it is too big, or one that lies about its size', async () => {
    const huge = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${' '.repeat(50 * 1024 * 1024)}</Relationships>`;
    const honest = zipOf({ ...docxParts, 'word/_rels/document.xml.rels': { content: huge, deflate: true } });
    expect(honest.length).toBeLessThan(200_000);
    expect(await findingOf(honest)).toBe('unreadable');
    // The same bomb with the sizes in its central directory set to 200 bytes: inflating stops at the limit.
    const lying = Buffer.from(honest);
    let at = lying.readUInt32LE(lying.length - 22 + 16);
    while (lying.toString('utf8', at + 46, at + 46 + lying.readUInt16LE(at + 28)) !== 'word/_rels/document.xml.rels') {
      at += 46 + lying.readUInt16LE(at + 28) + lying.readUInt16LE(at + 30) + lying.readUInt16LE(at + 32);
    }
    lying.writeUInt32LE(200, at + 24);
    expect(await findingOf(lying)).toBe('unreadable');
  });

  it('refuses a file whose bytes are not its type, and passes one whose bytes are', async () => {
    expect(await findingOf(Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png')).toBe('not-what-it-says');
    expect(await findingOf(samplePng, 'image/png')).toBeNull();
  });

  it('reads only the version it was given: a file replaced since is "changed", not a mix of two files', async () => {
    const key = `pending/${crypto.randomUUID()}/${crypto.randomUUID()}.docx`;
    const checked = await put(key, zipOf(docxParts), docx);
    await put(key, zipOf(craftedDocx.remoteTemplate), docx);
    expect(await aws.as('intake', () => attachments.contentFinding(bucket, key, checked))).toBe('changed');
  });

  describe('putting the files in place (the worker)', () => {
    const storedFile = async (body: Buffer, type: string, name: string): Promise<StoredFile & { pending: string }> => {
      const submission = crypto.randomUUID();
      const file = crypto.randomUUID();
      const extension = name.slice(name.lastIndexOf('.') + 1);
      const pending = `pending/${submission}/${file}.${extension}`;
      const version = await put(pending, body, type);
      return { name, key: `intake/${submission}/${file}.${extension}`, size: version.size, type, etag: version.etag, pending };
    };
    const exists = async (key: string) => (await aws.as('worker', () => attachments.describeObject(bucket, key))) !== null;

    const retentionOf = async (key: string) =>
      (await s3.send(new GetObjectTaggingCommand({ Bucket: bucket, Key: key }))).TagSet?.find((tag) => tag.Key === 'retention')?.Value;

    it('copies the checked file and removes it from pending', async () => {
      const file = await storedFile(samplePng, 'image/png', 'logo.png');
      const refused = await aws.as('worker', () => attachments.placeFiles(bucket, [file], 'unreviewed'));
      expect(refused.size).toBe(0);
      const copy = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: file.key }));
      expect(Buffer.from(await copy.Body!.transformToByteArray())).toEqual(samplePng);
      expect(await exists(file.pending)).toBe(false);
    });

    it('tags each placed file with the retention that picks its lifecycle rule, again on a redelivery, and as kept once staff keep it', async () => {
      // Prepare
      const flagged = await storedFile(samplePng, 'image/png', 'logo.png');
      const unreviewed = await storedFile(samplePng, 'image/png', 'foto.png');

      // Act
      await aws.as('worker', () => attachments.placeFiles(bucket, [flagged], 'flagged'));
      await aws.as('worker', () => attachments.placeFiles(bucket, [unreviewed], 'unreviewed'));
      const first = [await retentionOf(flagged.key), await retentionOf(unreviewed.key)];
      await aws.as('worker', () => attachments.placeFiles(bucket, [flagged], 'kept'));

      // Assess
      expect(first).toEqual(['flagged', 'unreviewed']);
      expect(await retentionOf(flagged.key)).toBe('kept');
    });

    it('refuses a file posted again after the check, copies nothing of it, and still places the others', async () => {
      const swapped = await storedFile(samplePng, 'image/png', 'foto.png');
      const kept = await storedFile(samplePng, 'image/png', 'logo.png');
      // The same presigned form posted again: same key, same type, other bytes.
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: swapped.pending, Body: '<html><script>alert(1)</script>', ContentType: 'image/png' }),
      );
      const refused = await aws.as('worker', () => attachments.placeFiles(bucket, [swapped, kept], 'unreviewed'));
      expect([...refused]).toEqual([[swapped.key, 'changed']]);
      expect(await exists(swapped.key)).toBe(false);
      expect(await exists(kept.key)).toBe(true);
    });

    it('checks the copy again, and removes one that fails', async () => {
      // A row whose recorded ETag matches a file the intake would have refused (as an MD5 collision could).
      const file = await storedFile(zipOf(craftedDocx.remoteTemplate), docx, 'plan.docx');
      const refused = await aws.as('worker', () => attachments.placeFiles(bucket, [file], 'unreviewed'));
      expect([...refused]).toEqual([[file.key, 'external-link']]);
      expect(await exists(file.key)).toBe(false);
    });

    it('leaves a file already refused alone', async () => {
      const file = await storedFile(samplePng, 'image/png', 'foto.png');
      const refused = await aws.as('worker', () => attachments.placeFiles(bucket, [{ ...file, refused: 'changed' }], 'unreviewed'));
      expect(refused.size).toBe(0);
      expect(await exists(file.key)).toBe(false);
    });
  });

  describe('the local S3, strict as S3 about conditions', () => {
    it('answers a copy conditioned on another ETag with 412 PreconditionFailed, and copies nothing', async () => {
      const source = `pending/${crypto.randomUUID()}/a.png`;
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: source, Body: samplePng, ContentType: 'image/png' }));
      const target = `intake/${crypto.randomUUID()}/a.png`;
      const copy = s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: target,
          CopySource: `${bucket}/${source}`,
          CopySourceIfMatch: '"0123456789abcdef0123456789abcdef"',
        }),
      );
      await expect(copy).rejects.toMatchObject({ name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
      await expect(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: target }))).rejects.toMatchObject({ name: 'NotFound' });
      const { ETag } = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: source }));
      await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: `${bucket}/${source}`, CopySourceIfMatch: ETag }));
      await expect(
        s3.send(
          new CopyObjectCommand({ Bucket: bucket, Key: `${target}.2`, CopySource: `${bucket}/${source}`, CopySourceIfNoneMatch: ETag }),
        ),
      ).rejects.toMatchObject({ name: 'PreconditionFailed' });
    });

    it('answers a read conditioned on another ETag with 412, and one on the current ETag with the bytes', async () => {
      const key = `pending/${crypto.randomUUID()}/b.png`;
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: samplePng, ContentType: 'image/png' }));
      const { ETag } = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      await expect(s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfMatch: '"ffff"' }))).rejects.toMatchObject({
        name: 'PreconditionFailed',
      });
      await expect(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key, IfMatch: '"ffff"' }))).rejects.toMatchObject({
        $metadata: { httpStatusCode: 412 },
      });
      const read = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfMatch: ETag, Range: 'bytes=0-7' }));
      expect((await read.Body!.transformToByteArray()).length).toBe(8);
    });
  });
});
