import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsBucket } from '../../infra/app-spec.ts';
import { localCredentials, localRegion } from '../../infra/local/emulators.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';

describe('a download link for a file too large to attach', () => {
  let aws: LocalAws;
  let attachments: typeof import('./attachments.ts');

  beforeAll(async () => {
    aws = await startLocalAws();
    attachments = await import('./attachments.ts');
  });
  afterAll(() => aws.stop());

  it('is signed by the worker, downloads the file under its own name, and lasts a week with lasting credentials', async () => {
    // Prepare
    const key = 'intake/0b0f2c1e-6a3d-4f0e-9c1b-2d3e4f5a6b7c/presentatie.pdf';
    const content = new TextEncoder().encode('%PDF-1.4 een grote presentatie');
    const s3 = new S3Client({ region: localRegion, endpoint: aws.env.AWS_ENDPOINT_URL_S3, credentials: localCredentials });
    await s3.send(new PutObjectCommand({ Bucket: uploadsBucket.localName, Key: key, Body: content, ContentType: 'application/pdf' }));
    const now = new Date('2026-11-24T10:00:00.000Z');
    const file = { name: 'Presentatie café.pdf', key, size: content.length, type: 'application/pdf' };

    // Act
    const link = await aws.as('worker', () => attachments.downloadLink(uploadsBucket.localName, file, now));
    const response = await fetch(link.url);

    // Assess
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(content);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('Presentatie café.pdf'));
    expect(new URL(link.url).searchParams.get('X-Amz-Expires')).toBe(String(attachments.DOWNLOAD_LINK_SECONDS));
    expect(link.expiresAt).toEqual(new Date('2026-12-01T10:00:00.000Z'));
  });
});
