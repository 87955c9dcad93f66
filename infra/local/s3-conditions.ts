import { createRequire } from 'node:module';
import type S3rver from 's3rver';

/**
 * S3's conditional reads and copies, which s3rver 3.7 ignores: it would copy or return whatever lies
 * under a key, so a check that conditions on an ETag would pass locally and only AWS would refuse. As AWS
 * does (GetObject, HeadObject and CopyObject in the S3 API reference):
 * - GET or HEAD of an object with If-Match answers 412 PreconditionFailed when the object's ETag differs
 *   (HEAD without a body);
 * - a copy with x-amz-copy-source-if-match answers 412 when the source's ETag differs, and one with
 *   x-amz-copy-source-if-none-match when it equals. Nothing is copied then.
 * The check runs in front of s3rver's own routes, against its store, for the path-style requests the
 * local stack makes (its endpoint is an IP address, so the SDK never uses virtual hosts).
 */

type KoaContext = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  store: { getMetadata(bucket: string, key: string): Promise<{ etag?: string }> };
};
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
type S3ErrorClass = new (code: string, message: string, detail?: Record<string, string>) => Error;

// s3rver renders its own S3Error as S3's XML error body; its package has no export map, so the file is required.
const S3Error = createRequire(import.meta.url)('s3rver/lib/models/error') as S3ErrorClass;

/** An ETag as S3 compares it: without quotes or a weak marker. */
const bare = (etag: string) => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');

const headerOf = (ctx: KoaContext, name: string) => {
  const value = ctx.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function objectOf(path: string): { bucket: string; key: string } | null {
  const [bucket, ...key] = path.replace(/^\//, '').split('/');
  if (!bucket || key.length === 0 || key.join('/') === '') return null;
  return { bucket: decodeURIComponent(bucket), key: key.map(decodeURIComponent).join('/') };
}

async function etagOf(ctx: KoaContext, bucket: string, key: string): Promise<string | null> {
  try {
    return bare((await ctx.store.getMetadata(bucket, key)).etag ?? '');
  } catch {
    // No such object: s3rver's own route answers 404 as S3 does.
    return null;
  }
}

function preconditionFailed(condition: string): Error {
  return new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: condition });
}

export const s3Conditions: Middleware = async (ctx, next) => {
  const target = objectOf(ctx.path);
  if (target && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
    const ifMatch = headerOf(ctx, 'if-match');
    if (ifMatch && bare(ifMatch) !== '*') {
      const etag = await etagOf(ctx, target.bucket, target.key);
      if (etag !== null && etag !== bare(ifMatch)) throw preconditionFailed('If-Match');
    }
  }
  const copySource = headerOf(ctx, 'x-amz-copy-source');
  if (target && ctx.method === 'PUT' && copySource) {
    const source = objectOf(decodeURI(copySource).startsWith('/') ? decodeURI(copySource) : `/${decodeURI(copySource)}`);
    const ifMatch = headerOf(ctx, 'x-amz-copy-source-if-match');
    const ifNoneMatch = headerOf(ctx, 'x-amz-copy-source-if-none-match');
    if (source && (ifMatch || ifNoneMatch)) {
      const etag = await etagOf(ctx, source.bucket, source.key);
      if (etag !== null && ifMatch && etag !== bare(ifMatch)) throw preconditionFailed('x-amz-copy-source-If-Match');
      if (etag !== null && ifNoneMatch && (etag === bare(ifNoneMatch) || bare(ifNoneMatch) === '*')) {
        throw preconditionFailed('x-amz-copy-source-If-None-Match');
      }
    }
  }
  await next();
};

/** Puts the conditions in front of s3rver's routes; call before run(), which composes the middleware. */
export function enforceS3Conditions(server: S3rver): void {
  const middleware = (server as unknown as { middleware: Middleware[] }).middleware;
  middleware.unshift(s3Conditions);
}
