import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { notFoundPage, runSiteRouting } from '../site-routing.ts';
import { drain, gatewayMessages, safeDecode, sendText, type RequestTarget } from './gateway-common.ts';

/**
 * The local stand-in for CloudFront in front of the site bucket: the CloudFront Function's routing and
 * redirects, the 404 page with status 404, caching headers and compression as the distribution sends them.
 */

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

export async function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  siteDir: string,
  compressed: Map<string, Buffer>,
): Promise<void> {
  const headOnly = req.method === 'HEAD';
  if (req.method !== 'GET' && !headOnly) {
    await drain(req);
    res.setHeader('Allow', 'GET, HEAD');
    sendText(res, 405, gatewayMessages.methodNotAllowed, false);
    return;
  }

  const routing = runSiteRouting(target.path, new URLSearchParams(target.rawQuery));
  if (routing.kind === 'redirect') {
    res.writeHead(routing.statusCode, { Location: routing.location, 'Cache-Control': 'max-age=3600', 'Content-Length': 0 });
    res.end();
    return;
  }

  const file = resolveSiteFile(siteDir, routing.uri);
  if (file === null) {
    sendText(res, 400, gatewayMessages.badPath, headOnly);
    return;
  }
  const found = await readSiteFile(file);
  if (found) {
    await sendFile(req, res, siteDir, file, found, 200, compressed);
    return;
  }
  const notFoundFile = join(siteDir, notFoundPage);
  const page = await readSiteFile(notFoundFile);
  if (page) await sendFile(req, res, siteDir, notFoundFile, page, 404, compressed);
  else sendText(res, 404, 'Pagina niet gevonden', headOnly);
}

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

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  siteDir: string,
  file: string,
  { content, mtimeMs }: SiteFile,
  status: number,
  compressed: Map<string, Buffer>,
): Promise<void> {
  const extension = extname(file).toLowerCase();
  const relative = file.slice(siteDir.length);
  res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
  res.setHeader(
    'Cache-Control',
    // Vite puts a content hash in every file name under /assets, so those never change.
    relative.startsWith(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : extension === '.html'
        ? 'no-cache'
        : 'public, max-age=3600',
  );
  const etag = `"${createHash('sha1').update(content).digest('base64url')}"`;
  res.setHeader('ETag', etag);

  const compressible = compressibleExtensions.has(extension) && content.length >= minCompressBytes;
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }

  let body = content;
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
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
    body = packed;
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', body.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
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

export function redirectOrNotFound(res: ServerResponse, target: RequestTarget, origin: string | undefined, headOnly: boolean): void {
  if (!origin) {
    sendText(res, 404, 'Pagina niet gevonden', headOnly);
    return;
  }
  // Concatenated, not resolved: a path like //elders.nl must stay on the dev server.
  const location = `${origin.replace(/\/+$/, '')}${target.path}${target.rawQuery ? `?${target.rawQuery}` : ''}`;
  res.writeHead(307, { Location: location, 'Content-Length': 0 });
  res.end();
}
