import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { distributionErrorResponses, siteBucketAccess, siteIndexOf, siteRouting, type DistributionErrorResponse } from '../site-routing.ts';
import { drain, gatewayMessages, safeDecode, textAnswer, type HttpAnswer, type RequestTarget } from './gateway-common.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

const compressibleExtensions = new Set(['.html', '.css', '.js', '.mjs', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg']);

/** Below this size compression costs more than it saves (CloudFront's own threshold is 1,000 bytes). */
const minCompressBytes = 1000;

const brotli = promisify(brotliCompress);

const gzipAsync = promisify(gzip);

/** What the local CloudFront half reads from the declaration the CDK stack reads too (infra/site-routing.ts). */
export type DistributionModel = {
  errorResponses: readonly DistributionErrorResponse[];
  bucketAccess: { readonly list: boolean };
  /**
   * The /api/* behaviour's origin request policy forwards CloudFront-Viewer-Address, the viewer's address and
   * port, which the API's per-client limits key on. Without it the API sees only the edge server's address.
   */
  apiForwardsViewerAddress: boolean;
};

export const deployedDistribution: DistributionModel = {
  errorResponses: distributionErrorResponses,
  bucketAccess: siteBucketAccess,
  // The deployed policy is AllViewerExceptHostHeader, which forwards it (tests/infra/distribution.test.ts).
  apiForwardsViewerAddress: true,
};

export type LocalCloudFront = {
  /**
   * The site's behaviours (the default and /beheer*): the viewer-request function, the private bucket as
   * its origin, the distribution's error responses, then the viewer-response function.
   */
  serveSite(req: IncomingMessage, target: RequestTarget): Promise<HttpAnswer>;
  /**
   * What the distribution does with any origin's answer of 400 or more, on every behaviour (/api/* too):
   * its custom error responses, which CloudFront applies distribution-wide.
   */
  applyErrorResponses(answer: HttpAnswer): Promise<HttpAnswer>;
};

/**
 * The local stand-in for CloudFront in front of the site bucket. It models what AWS does rather than what
 * would be convenient: error responses apply to every behaviour, the bucket answers a missing key with 403
 * unless CloudFront may list it, and the viewer-response function runs only on answers below 400.
 */
export function localCloudFront(
  siteDir: string | null,
  compressed: Map<string, Buffer>,
  model: DistributionModel = deployedDistribution,
): LocalCloudFront {
  const routing = siteDir ? siteRouting(siteIndexOf(siteDir)) : null;

  /** The bucket, as S3 answers CloudFront's signed GetObject for one key. */
  async function fromBucket(req: IncomingMessage | null, uri: string): Promise<HttpAnswer> {
    const file = siteDir ? resolveSiteFile(siteDir, uri) : null;
    const found = file ? await readSiteFile(file) : null;
    if (siteDir && file && found) return fileAnswer(req, siteDir, file, found, compressed);
    const key = uri.replace(/^\/+/, '');
    return model.bucketAccess.list
      ? s3Error(404, 'NoSuchKey', 'The specified key does not exist.', key)
      : s3Error(403, 'AccessDenied', 'Access Denied');
  }

  async function applyErrorResponses(answer: HttpAnswer): Promise<HttpAnswer> {
    const rule = answer.status >= 400 ? model.errorResponses.find((candidate) => candidate.httpStatus === answer.status) : undefined;
    if (!rule || (!rule.responsePagePath && !rule.responseHttpStatus)) return answer;
    // CloudFront fetches the page through the behaviour its path matches (here the site's bucket), without
    // running the viewer-request function, and sends it in place of the origin's answer.
    const page = rule.responsePagePath ? await fromBucket(null, rule.responsePagePath) : answer;
    return { ...page, status: rule.responseHttpStatus ?? answer.status };
  }

  return {
    applyErrorResponses,
    async serveSite(req, target) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        await drain(req);
        const refused = textAnswer(405, gatewayMessages.methodNotAllowed);
        return { ...refused, headers: { ...refused.headers, Allow: 'GET, HEAD' } };
      }
      if (!routing) return textAnswer(404, 'Pagina niet gevonden');
      const request = routing.viewerRequest(target.path, new URLSearchParams(target.rawQuery));
      if (request.kind === 'redirect') {
        return {
          status: request.statusCode,
          headers: { Location: request.location, 'Cache-Control': 'max-age=3600' },
          body: Buffer.alloc(0),
        };
      }
      if (resolveSiteFile(siteDir!, request.uri) === null) return textAnswer(400, gatewayMessages.badPath);
      const answer = await fromBucket(req, request.uri);
      if (answer.status >= 400) return applyErrorResponses(answer);
      // The viewer-response function gets the request as the viewer sent it; it decides alike on the rewritten path.
      return { ...answer, status: routing.viewerResponse(target.path, answer.status) };
    },
  };
}

/** S3's XML error body, as CloudFront passes it on when no error response replaces it. */
function s3Error(status: number, code: string, message: string, key?: string): HttpAnswer {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>${key === undefined ? '' : `<Key>${escapeXml(key)}</Key>`}</Error>`;
  return { status, headers: { 'Content-Type': 'application/xml' }, body: Buffer.from(xml) };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Null for a path that would leave the site folder or cannot be decoded: such a key cannot exist in the bucket. */
export function resolveSiteFile(siteDir: string, uri: string): string | null {
  const decoded = safeDecode(uri);
  if (decoded === null || decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = resolve(siteDir, `.${decoded}`);
  if (file !== siteDir && !file.startsWith(siteDir + sep)) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  return file;
}

type SiteFile = { content: Buffer; mtimeMs: number };

async function readSiteFile(file: string): Promise<SiteFile | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { content: await readFile(file), mtimeMs: info.mtimeMs };
  } catch {
    return null;
  }
}

/**
 * A file of the bucket as CloudFront sends it: content type and caching as the deployment sets them, an
 * ETag with conditional requests, and brotli or gzip for text when the client takes it (compress: true).
 */
async function fileAnswer(
  req: IncomingMessage | null,
  siteDir: string,
  file: string,
  { content, mtimeMs }: SiteFile,
  compressed: Map<string, Buffer>,
): Promise<HttpAnswer> {
  const extension = extname(file).toLowerCase();
  const relative = file.slice(siteDir.length);
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    // Vite puts a content hash in every file name under /assets, so those never change.
    'Cache-Control': relative.startsWith(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : extension === '.html'
        ? 'no-cache'
        : 'public, max-age=3600',
    ETag: `"${createHash('sha1').update(content).digest('base64url')}"`,
  };
  const compressible = compressibleExtensions.has(extension) && content.length >= minCompressBytes;
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (req?.headers['if-none-match'] === headers.ETag) return { status: 304, headers, body: Buffer.alloc(0) };

  const encoding = compressible && req ? pickEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return { status: 200, headers, body: content };
  const key = `${file}:${mtimeMs}:${encoding}`;
  let packed = compressed.get(key);
  if (!packed) {
    packed =
      encoding === 'br'
        ? await brotli(content, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
          })
        : await gzipAsync(content, { level: 9 });
    compressed.set(key, packed);
  }
  return { status: 200, headers: { ...headers, 'Content-Encoding': encoding }, body: packed };
}

/** Brotli when the client takes it, else gzip; an encoding with q=0 is refused. */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get('*');
  const quality = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** `npm run dev`: page requests go to the Vite dev server, with a temporary redirect. */
export function redirectOrNotFound(target: RequestTarget, origin: string | undefined): HttpAnswer {
  if (!origin) return textAnswer(404, 'Pagina niet gevonden');
  // Concatenated, not resolved: a path like //elders.nl must stay on the dev server.
  const location = `${origin.replace(/\/+$/, '')}${target.path}${target.rawQuery ? `?${target.rawQuery}` : ''}`;
  return { status: 307, headers: { Location: location }, body: Buffer.alloc(0) };
}
