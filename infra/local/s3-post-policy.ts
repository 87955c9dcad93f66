import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type S3rver from 's3rver';

/**
 * S3's browser-upload POST policy, which s3rver 3.7 ignores (it stores whatever a multipart POST carries,
 * under whatever key it names). As S3 does (Amazon S3 API reference, "POST Policy" and "Authenticating
 * Requests in Browser-Based Uploads Using POST (AWS Signature Version 4)",
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html), a POST to a bucket is
 * refused unless:
 * - it carries a policy signed with Signature Version 4 by a key the emulator knows (403 AccessDenied without
 *   one, 403 SignatureDoesNotMatch for a wrong signature);
 * - the policy has not expired (403 AccessDenied "Invalid according to Policy: Policy expired.");
 * - every condition holds: exact matches ({"key": ...} or ["eq", "$key", ...]), prefixes (["starts-with",
 *   "$key", ...]) and the bucket (403 AccessDenied "Invalid according to Policy: Policy Condition failed: ...");
 * - every form field before the file has a condition, except x-amz-signature, file, policy and x-ignore-*
 *   (403 AccessDenied "Invalid according to Policy: Extra input fields: ...");
 * - the file's size lies in the content-length-range (400 EntityTooLarge or EntityTooSmall).
 * Field names are compared without regard to case; fields after the file are ignored, as S3 does. The check
 * reads the whole body first (the emulator serves one developer, and the policy bounds real uploads at 10 MB),
 * then hands the same bytes to s3rver's own route.
 */

type KoaContext = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  req: NodeJS.ReadableStream & { headers?: unknown };
};
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
type S3ErrorClass = new (code: string, message: string, detail?: Record<string, string | number>) => Error;
type BusboyClass = new (options: { headers: unknown; limits?: Record<string, number> }) => NodeJS.WritableStream & {
  on(event: 'field', listener: (name: string, value: string) => void): void;
  on(event: 'file', listener: (name: string, stream: NodeJS.ReadableStream) => void): void;
  on(event: 'finish' | 'error', listener: (error?: Error) => void): void;
};

// s3rver's own error model (rendered as S3's XML error body) and the multipart parser its POST route uses.
const fromS3rver = createRequire(createRequire(import.meta.url).resolve('s3rver'));
const S3Error = fromS3rver('./models/error') as S3ErrorClass;
const Busboy = fromS3rver('busboy') as BusboyClass;

/** The most the emulator reads of one POST: S3 itself takes up to 5 GB; a policy here allows 10 MB. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** A multipart POST as S3 reads it: the fields before the file, in order, and the file's size. */
export type PostForm = { fields: [name: string, value: string][]; fileBytes: number | null };

type Condition = { kind: 'eq' | 'starts-with'; field: string; value: string; text: string } | { kind: 'range'; min: number; max: number };

/** The conditions of a policy, or null when it is not one S3 could read. */
function conditionsOf(raw: unknown): Condition[] | null {
  if (!Array.isArray(raw)) return null;
  const conditions: Condition[] = [];
  const text = (parts: unknown[]) => `[${parts.map((part) => JSON.stringify(part)).join(', ')}]`;
  for (const item of raw) {
    if (Array.isArray(item) && item[0] === 'content-length-range' && Number.isInteger(item[1]) && Number.isInteger(item[2])) {
      conditions.push({ kind: 'range', min: item[1] as number, max: item[2] as number });
    } else if (
      Array.isArray(item) &&
      (item[0] === 'eq' || item[0] === 'starts-with') &&
      typeof item[1] === 'string' &&
      item[1].startsWith('$')
    ) {
      conditions.push({ kind: item[0], field: item[1].slice(1).toLowerCase(), value: String(item[2]), text: text(item) });
    } else if (item && typeof item === 'object' && !Array.isArray(item) && Object.keys(item).length === 1) {
      const [[field, value]] = Object.entries(item as Record<string, unknown>) as [[string, unknown]];
      conditions.push({ kind: 'eq', field: field.toLowerCase(), value: String(value), text: text(['eq', `$${field}`, value]) });
    } else return null;
  }
  return conditions;
}

/** The SigV4 signature of a policy: HMAC-SHA256 of its base64 text with the key derived from the credential's scope. */
function signatureOf(policy: string, secret: string, scope: { date: string; region: string; service: string }): string {
  const key = [scope.date, scope.region, scope.service, 'aws4_request'].reduce<Buffer | string>(
    (signingKey, part) => createHmac('sha256', signingKey).update(part).digest(),
    `AWS4${secret}`,
  );
  return createHmac('sha256', key).update(policy).digest('hex');
}

const denied = (message: string) => new S3Error('AccessDenied', message);

/**
 * Why S3 would refuse this POST to `bucket`, as the error it answers with; null when it would store the file.
 * `secretOf` gives the secret key of an access key the emulator knows.
 */
export function postPolicyRefusal(
  form: PostForm,
  bucket: string,
  now: Date,
  secretOf: (accessKeyId: string) => string | undefined,
): Error | null {
  const fields = new Map<string, string>();
  for (const [name, value] of form.fields) if (!fields.has(name.toLowerCase())) fields.set(name.toLowerCase(), value);
  const policy = fields.get('policy');
  if (!policy) return denied('Bucket POST must contain a signed policy; this bucket is not open to anonymous uploads.');

  const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/.exec(fields.get('x-amz-credential') ?? '');
  const secret = credential ? secretOf(credential[1]!) : undefined;
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || !credential || !secret) {
    return new S3Error('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  const expected = Buffer.from(signatureOf(policy, secret, { date: credential[2]!, region: credential[3]!, service: credential[4]! }));
  const given = Buffer.from(fields.get('x-amz-signature') ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return new S3Error('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    return new S3Error('InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = typeof document.expiration === 'string' ? Date.parse(document.expiration) : Number.NaN;
  const conditions = conditionsOf(document.conditions);
  if (Number.isNaN(expiration) || !conditions)
    return new S3Error('InvalidPolicyDocument', 'Invalid Policy: Invalid expiration or conditions.');
  if (now.getTime() > expiration) return denied('Invalid according to Policy: Policy expired.');

  const valueOf = (field: string) => (field === 'bucket' ? (fields.get('bucket') ?? bucket) : (fields.get(field) ?? ''));
  for (const condition of conditions) {
    if (condition.kind === 'range') continue;
    const value = valueOf(condition.field);
    const holds = condition.kind === 'eq' ? value === condition.value : value.startsWith(condition.value);
    if (!holds || (condition.field === 'bucket' && value !== bucket)) {
      return denied(`Invalid according to Policy: Policy Condition failed: ${condition.text}`);
    }
  }
  const conditioned = new Set(conditions.flatMap((condition) => (condition.kind === 'range' ? [] : [condition.field])));
  const free = (name: string) => ['x-amz-signature', 'file', 'policy'].includes(name) || name.startsWith('x-ignore-');
  const extra = [...fields.keys()].filter((name) => !free(name) && !conditioned.has(name));
  if (extra.length > 0) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);

  const size = form.fileBytes ?? 0;
  for (const condition of conditions) {
    if (condition.kind !== 'range') continue;
    if (size > condition.max) {
      return new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
        ProposedSize: size,
        MaxSizeAllowed: condition.max,
      });
    }
    if (size < condition.min) {
      return new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', {
        ProposedSize: size,
        MinSizeAllowed: condition.min,
      });
    }
  }
  return null;
}

async function bodyOf(request: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', { MaxSizeAllowed: MAX_BODY_BYTES });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The fields before the file and the file's size, read as s3rver's own route reads the same bytes. */
function formOf(headers: unknown, body: Buffer): Promise<PostForm> {
  return new Promise((resolve, reject) => {
    const form: PostForm = { fields: [], fileBytes: null };
    const busboy = new Busboy({ headers, limits: { fieldSize: 1024 * 1024 } });
    busboy.on('field', (name, value) => {
      // A part without a file name is a field to busboy, a file of that size to S3.
      if (name.toLowerCase() === 'file' && form.fileBytes === null) form.fileBytes = Buffer.byteLength(value);
      else if (form.fileBytes === null) form.fields.push([name, value]);
    });
    busboy.on('file', (name, stream) => {
      if (name.toLowerCase() !== 'file' || form.fileBytes !== null) {
        stream.resume();
        return;
      }
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => (form.fileBytes ??= bytes));
    });
    busboy.on('error', reject);
    busboy.on('finish', () => resolve(form));
    busboy.end(body);
  });
}

/** The bucket a path-style POST goes to (`/bucket` or `/bucket/`), or null for any other request. */
function postTarget(ctx: KoaContext): string | null {
  if (ctx.method !== 'POST') return null;
  const contentType = ctx.headers['content-type'];
  if (typeof contentType !== 'string' || !contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  const match = /^\/([^/]+)\/?$/.exec(ctx.path);
  return match ? decodeURIComponent(match[1]!) : null;
}

export function s3PostPolicy(secretOf: (accessKeyId: string) => string | undefined, now: () => Date = () => new Date()): Middleware {
  return async (ctx, next) => {
    const bucket = postTarget(ctx);
    if (!bucket) return next();
    const body = await bodyOf(ctx.req);
    const refusal = postPolicyRefusal(await formOf(ctx.headers, body), bucket, now(), secretOf);
    if (refusal) throw refusal;
    // s3rver's route reads the request again: it gets the same bytes.
    ctx.req = Object.assign(Readable.from([body]), { headers: ctx.headers });
    await next();
  };
}

/** Puts the POST policy in front of s3rver's routes; call before run(), which composes the middleware. */
export function enforceS3PostPolicy(server: S3rver, credentials: { accessKeyId: string; secretAccessKey: string }): void {
  const middleware = (server as unknown as { middleware: Middleware[] }).middleware;
  middleware.unshift(s3PostPolicy((accessKeyId) => (accessKeyId === credentials.accessKeyId ? credentials.secretAccessKey : undefined)));
}
