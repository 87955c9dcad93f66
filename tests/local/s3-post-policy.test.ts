import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsBucket } from '../../infra/app-spec.ts';
import { localCredentials, localRegion } from '../../infra/local/emulators.ts';
import { presignOptions } from '../../functions/uploads.ts';
import { pendingUploadKey } from '../../shared/upload-keys.ts';
import { samplePdf } from '../support/test-intake.ts';
import { startLocalAws, type LocalAws } from '../support/local-aws.ts';

/** The local S3 holds a browser upload to its signed POST policy, as S3 does: key, type, size and expiry. */
describe('a presigned POST to the local S3', () => {
  let aws: LocalAws;
  let s3: S3Client;

  beforeAll(async () => {
    aws = await startLocalAws();
    s3 = new S3Client({ region: localRegion, endpoint: aws.env.AWS_ENDPOINT_URL_S3, credentials: localCredentials, forcePathStyle: true });
  });

  afterAll(async () => {
    s3?.destroy();
    await aws?.stop();
  });

  /** A presigned POST exactly as the uploads route makes it, for a PDF of `size` bytes. */
  async function presigned(size: number, expiresIn = 60) {
    const key = pendingUploadKey(randomUUID(), randomUUID(), 'pdf');
    const upload = { key, contentType: 'application/pdf', expiresIn, file: { name: 'plan.pdf', type: 'application/pdf', size } };
    return { key, ...(await createPresignedPost(s3, presignOptions(uploadsBucket.localName, upload))) };
  }

  async function post(url: string, fields: Record<string, string>, content: Buffer, type = 'application/pdf') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(content)], { type }), 'plan.pdf');
    const response = await fetch(url, { method: 'POST', body: form });
    const text = await response.text();
    // The XML body escapes quotes and ampersands.
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    return { status: response.status, code: /<Code>([^<]*)<\/Code>/.exec(text)?.[1], message };
  }

  const stored = async (key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: uploadsBucket.localName, Key: key })).then(
      (head) => head.ContentLength,
      () => null,
    );

  it('stores a file of exactly the declared size under the key and type it was given', async () => {
    // Prepare
    const { url, fields, key } = await presigned(samplePdf.length);

    // Act
    const answer = await post(url, fields, samplePdf);

    // Assess
    expect(answer.status).toBe(204);
    expect(await stored(key)).toBe(samplePdf.length);
  });

  it('refuses a file larger than declared with 400 EntityTooLarge, and one smaller with EntityTooSmall, storing neither', async () => {
    // Prepare: permits for a 100-byte file
    const large = await presigned(100);
    const small = await presigned(100);

    // Act
    const tooLarge = await post(large.url, large.fields, Buffer.alloc(101, 'x'));
    const tooSmall = await post(small.url, small.fields, Buffer.alloc(99, 'x'));

    // Assess
    expect(tooLarge).toMatchObject({ status: 400, code: 'EntityTooLarge' });
    expect(tooSmall).toMatchObject({ status: 400, code: 'EntityTooSmall' });
    expect(await stored(large.key)).toBeNull();
    expect(await stored(small.key)).toBeNull();
  });

  it.each([
    ['another key', (fields: Record<string, string>) => ({ ...fields, key: pendingUploadKey(randomUUID(), randomUUID(), 'pdf') }), '$key'],
    ['another content type', (fields: Record<string, string>) => ({ ...fields, 'Content-Type': 'text/html' }), '$Content-Type'],
    ['another bucket', (fields: Record<string, string>) => ({ ...fields, bucket: 'een-andere-bucket' }), '$bucket'],
  ])('refuses %s than the policy names with 403 AccessDenied', async (_, change, field) => {
    // Prepare
    const { url, fields, key } = await presigned(samplePdf.length);

    // Act
    const answer = await post(url, change(fields), samplePdf);

    // Assess
    expect(answer).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(answer.message).toContain(`Invalid according to Policy: Policy Condition failed: ["eq", "${field}"`);
    expect(await stored(key)).toBeNull();
  });

  it('refuses a field the policy does not name, an expired policy, a forged policy and a POST without one', async () => {
    // Prepare
    const extra = await presigned(samplePdf.length);
    const expired = await presigned(samplePdf.length, -1);
    const forged = await presigned(samplePdf.length);
    const policy = JSON.parse(Buffer.from(forged.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    policy.conditions = policy.conditions.map((condition) =>
      Array.isArray(condition) && condition[0] === 'content-length-range' ? ['content-length-range', 1, 1_000_000_000] : condition,
    );
    const { Policy: _policy, 'X-Amz-Signature': _signature, ...unsigned } = forged.fields;

    // Act
    const answers = {
      extra: await post(extra.url, { ...extra.fields, 'x-amz-meta-note': 'meer' }, samplePdf),
      expired: await post(expired.url, expired.fields, samplePdf),
      forged: await post(forged.url, { ...forged.fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') }, samplePdf),
      unsigned: await post(forged.url, unsigned, samplePdf),
    };

    // Assess
    expect(answers.extra).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: x-amz-meta-note',
    });
    expect(answers.expired).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
    expect(answers.forged).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(answers.unsigned).toMatchObject({ status: 403, code: 'AccessDenied' });
    for (const key of [extra.key, expired.key, forged.key]) expect(await stored(key)).toBeNull();
  });
});
