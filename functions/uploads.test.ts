import { randomUUID } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { uploads as limits } from '../shared/business-facts.ts';
import { uploadMessages } from '../shared/attachments.ts';
import { planUploads, presignExpirySeconds, presignOptions } from './uploads.ts';

const submissionId = '0b0f2c1e-6a3d-4f0e-9c1b-2d3e4f5a6b7c';
const pdf = { name: 'plan.pdf', type: 'application/pdf', size: 2048 };
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

function counter() {
  let n = 0;
  return () => `id-${++n}`;
}

describe('planUploads', () => {
  it('chooses every key itself under the submission, in the order asked, whatever the visitor named the file', () => {
    // Act
    const planned = planUploads(
      {
        submissionId,
        files: [
          { name: '../../etc/passwd.PDF', type: 'application/pdf', size: 10 },
          { name: 'C:\\Users\\sanne\\moodboard.png', type: 'image/png', size: 20 },
          { name: 'IMG_0001.HEIC', type: '', size: 30 },
        ],
      },
      counter(),
    );

    // Assess
    expect(planned.map(({ key, contentType }) => ({ key, contentType }))).toEqual([
      { key: `pending/${submissionId}/id-1.pdf`, contentType: 'application/pdf' },
      { key: `pending/${submissionId}/id-2.png`, contentType: 'image/png' },
      { key: `pending/${submissionId}/id-3.heic`, contentType: 'image/heic' },
    ]);
  });

  it('refuses more than five files with the Dutch message under files', () => {
    expect(() => planUploads({ submissionId, files: Array(limits.maxFiles + 1).fill(pdf) })).toThrowError(
      expect.objectContaining({ statusCode: 400, fieldErrors: { files: uploadMessages.tooMany } }),
    );
  });

  it.each([
    ['a wrong type', { name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, uploadMessages.wrongType('setup.exe')],
    ['a type that does not match the extension', { name: 'plan.pdf', type: 'text/html', size: 10 }, uploadMessages.wrongType('plan.pdf')],
    ['a file over the limit', { ...pdf, size: limits.maxFileBytes + 1 }, uploadMessages.tooLarge('plan.pdf')],
    ['an empty file', { ...pdf, size: 0 }, uploadMessages.empty('plan.pdf')],
  ])('refuses %s with its Dutch message', (_, file, message) => {
    expect(() => planUploads({ submissionId, files: [pdf, file] })).toThrowError(
      expect.objectContaining({ statusCode: 400, publicMessage: message, fieldErrors: { files: message } }),
    );
  });

  it('refuses a request without a valid submission id', () => {
    expect(() => planUploads({ submissionId: '../other', files: [pdf] })).toThrowError(
      expect.objectContaining({ fieldErrors: { submissionId: 'Ongeldige aanvraag-id' } }),
    );
  });
});

describe('how long a presigned POST lives', () => {
  it('lasts a minute to start plus the time its bytes take at 0.5 Mbit/s: minutes, not ten', () => {
    expect(presignExpirySeconds(0)).toBe(60);
    expect(presignExpirySeconds(2 * 1024 * 1024)).toBe(94);
    expect(presignExpirySeconds(limits.maxFileBytes)).toBe(228);
  });

  it('counts the files before it when one request asks for several, as they are sent one after the other', () => {
    const pdf = { name: 'plan.pdf', type: 'application/pdf', size: 1_000_000 };
    const planned = planUploads({ submissionId, files: [pdf, pdf, pdf] });
    expect(planned.map((upload) => upload.expiresIn)).toEqual([76, 92, 108]);
  });
});

describe('the presigned POST', () => {
  const upload = { key: `pending/${submissionId}/id-1.pdf`, contentType: 'application/pdf', expiresIn: 75, file: { size: 2048 } };

  it('pins the declared size, content type and expiry in its options', () => {
    expect(presignOptions('startsprong-uploads', upload)).toEqual({
      Bucket: 'startsprong-uploads',
      Key: upload.key,
      Conditions: [
        ['content-length-range', 2048, 2048],
        ['eq', '$Content-Type', 'application/pdf'],
      ],
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: 75,
    });
  });

  it('signs a policy with the exact key, the bucket, the declared size and the type, valid as long as planned', async () => {
    // Prepare
    const s3 = new S3Client({ region: 'eu-west-1', credentials });
    const before = Date.now();

    // Act
    const { url, fields } = await createPresignedPost(s3, presignOptions('startsprong-uploads-123456789012-eu-west-1', upload));

    // Assess: the regional endpoint the stack's CSP connect-src names
    expect(url).toBe('https://startsprong-uploads-123456789012-eu-west-1.s3.eu-west-1.amazonaws.com/');
    expect(fields).toMatchObject({ key: upload.key, 'Content-Type': 'application/pdf' });
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'startsprong-uploads-123456789012-eu-west-1' },
        { key: upload.key },
        ['content-length-range', 2048, 2048],
        ['eq', '$Content-Type', 'application/pdf'],
      ]),
    );
    expect(policy.conditions).not.toContainEqual(expect.arrayContaining(['starts-with', '$key']));
    const expiresIn = new Date(policy.expiration).getTime() - before;
    expect(expiresIn).toBeGreaterThan((75 - 5) * 1000);
    expect(expiresIn).toBeLessThanOrEqual((75 + 5) * 1000);
    s3.destroy();
  });

  it('points at the local S3 emulator path-style when the endpoint variable names it', async () => {
    // Prepare: the local stack sets AWS_ENDPOINT_URL_S3 to an IP address, which makes the client path-style
    const s3 = new S3Client({ region: 'eu-west-1', credentials, endpoint: 'http://127.0.0.1:4569' });

    // Act
    const { url } = await createPresignedPost(
      s3,
      presignOptions('startsprong-uploads', { ...upload, key: `pending/${randomUUID()}/x.pdf` }),
    );

    // Assess
    expect(url).toBe('http://127.0.0.1:4569/startsprong-uploads');
    s3.destroy();
  });
});
