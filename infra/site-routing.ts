/**
 * How a request path maps to a file of the prerendered site, which old paths redirect where (DECISIONS.md
 * "Paths"), and which paths are not there. The two CloudFront Functions are generated from this module and
 * the built site, and the local gateway runs that very same generated code, so both answer every path alike.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { blogSlugs, renamedBlogSlugs } from '../shared/blog-slugs.ts';
import { staffCallbackPath, staffSignedOutPath } from '../shared/staff-sign-in.ts';
import { staffAreaPath } from '../shared/staff.ts';

/** Permanent redirects: old or alternative paths to where the content lives now. */
export const redirects: Readonly<Record<string, string>> = {
  '/gratis-intake': '/start',
  '/diensten/logo-ontwerp': '/services#branding',
  '/diensten/businessplan-laten-schrijven': '/services#planning',
  // Articles used to live at the site's root; old links and search results land on /blog/{slug}.
  ...Object.fromEntries(blogSlugs.map((slug) => [`/${slug}`, `/blog/${slug}`])),
  // An article that moved: both its old paths go straight to the new one, never through a second redirect.
  ...Object.fromEntries(
    Object.entries(renamedBlogSlugs).flatMap(([old, slug]) => [
      [`/${old}`, `/blog/${slug}`],
      [`/blog/${old}`, `/blog/${slug}`],
    ]),
  ),
};

/** The prerendered not-found page; served with status 404 for every unknown path. */
export const notFoundPage = '/404/index.html';

/**
 * The staff area renders in the browser once signed in, so its pages (a lead's id in the path, say) are not
 * prerendered: apart from its entry and sign-in pages, every path under /beheer gets React Router's SPA
 * fallback, which routes in the browser.
 */
export const staffPrerenderedPages = [staffAreaPath, staffCallbackPath, staffSignedOutPath] as const;
export const spaFallbackPage = '/__spa-fallback.html';

/**
 * The distribution's custom error responses. CloudFront applies them to every behaviour, /api/* as much as
 * the site, so none may carry a page or a status of its own: the API's JSON 403s and 404s would reach the
 * browser as that page, and be cached for the next caller. The site's 404 comes from the routing functions
 * instead. What these do is stop CloudFront from caching an error (10 seconds by default, for some codes
 * whatever the origin's Cache-Control says), so one caller's error is never served to another. The codes
 * are those CloudFront takes here, less 416, which it never caches. The CDK stack and the local CloudFront
 * both read this list.
 */
export type DistributionErrorResponse = {
  httpStatus: number;
  /** Seconds CloudFront caches the error (ErrorCachingMinTTL). */
  ttlSeconds: number;
  /** The status the viewer gets instead; with a page, the page is what the viewer gets. */
  responseHttpStatus?: number;
  responsePagePath?: string;
};

export const distributionErrorResponses: readonly DistributionErrorResponse[] = [400, 403, 404, 405, 414, 500, 501, 502, 503, 504].map(
  (httpStatus) => ({ httpStatus, ttlSeconds: 0 }),
);

/**
 * CloudFront may list the site bucket (s3:ListBucket besides s3:GetObject), so S3 answers a missing key
 * with 404 instead of 403: a missing asset is then a 404, and a 403 only ever means "not allowed".
 */
export const siteBucketAccess = { list: true } as const;

/**
 * What the routing functions know of the built site: its pages (the folders holding an index.html, as clean
 * paths) and the names at its top level (files such as robots.txt, folders such as assets). The not-found
 * page itself is no page: asked for directly it answers 404 like any unknown path.
 */
export type SiteIndex = { readonly pages: readonly string[]; readonly topLevel: readonly string[] };

export function siteIndexOf(siteDir: string): SiteIndex {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html') pages.push(`/${relative(siteDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/');
    }
  };
  walk(siteDir);
  const notFound = notFoundPage.slice(0, -'/index.html'.length);
  return {
    pages: pages.filter((page) => page !== notFound).sort(),
    topLevel: readdirSync(siteDir).sort(),
  };
}

/**
 * The decision both functions share, as CloudFront Functions source (cloudfront-js-2.0): is this path
 * absent from the site? It accepts a path as the viewer sent it and as the viewer-request function rewrote
 * it (/about and /about/index.html alike), so the viewer-response function decides the same whichever of
 * the two CloudFront hands it. A file under a known top-level folder (assets/, images/) is left to the
 * bucket, which answers 404 itself for a missing one.
 */
function notFoundSource(site: SiteIndex): string {
  return `var PAGES = ${JSON.stringify(Object.fromEntries(site.pages.map((page) => [page, 1])))};
var TOP_LEVEL = ${JSON.stringify(Object.fromEntries(site.topLevel.map((name) => [name, 1])))};
var STAFF_AREA = ${JSON.stringify(staffAreaPath + '/')};
function isFile(uri) {
  return uri.lastIndexOf('.') > uri.lastIndexOf('/');
}
function notFound(uri) {
  if (uri.length > 11 && uri.slice(-11) === '/index.html') uri = uri.slice(0, -11);
  if (uri === '' || uri === '/') return false;
  if (isFile(uri)) return !TOP_LEVEL[uri.split('/')[1]];
  if (uri.indexOf(STAFF_AREA) === 0) return false;
  return !PAGES[uri];
}
`;
}

/**
 * Source of the viewer-request function: answers redirects, strips a trailing slash, rewrites clean URLs to
 * their index.html, the staff area's client-side pages to the SPA fallback, and every path the site does
 * not have to the not-found page (whose status the viewer-response function sets).
 */
export function siteRoutingFunctionCode(site: SiteIndex): string {
  return `var REDIRECTS = ${JSON.stringify(redirects)};
var STAFF_PRERENDERED = ${JSON.stringify(Object.fromEntries(staffPrerenderedPages.map((page) => [page, true])))};
${notFoundSource(site)}function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}
function redirect(location) {
  return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: location }, 'cache-control': { value: 'max-age=3600' } } };
}
// A Location that starts with two slashes (or a slash and a backslash, which browsers read alike) is
// protocol-relative: //evil.example would send the visitor to another site. Leading slashes, backslashes
// and their percent-encodings collapse to one slash, so a redirect can only stay on this site.
function sitePath(path) {
  return '/' + path.replace(/^(?:[\\/\\\\]|%2f|%5c)+/i, '');
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    return redirect(sitePath(uri.replace(/\\/+$/, '')) + queryString(request.querystring));
  }
  var target = REDIRECTS[uri.toLowerCase()];
  if (target) {
    return redirect(target);
  }
  if (notFound(uri)) {
    request.uri = '${notFoundPage}';
  } else if (uri === '/') {
    request.uri = '/index.html';
  } else if (uri.indexOf(STAFF_AREA) === 0 && !STAFF_PRERENDERED[uri] && !isFile(uri)) {
    request.uri = '${spaFallbackPage}';
  } else if (!isFile(uri)) {
    request.uri = uri + '/index.html';
  }
  return request;
}
`;
}

/**
 * Source of the viewer-response function: the not-found page, which the bucket serves like any object
 * (200), goes to the visitor with status 404. CloudFront runs viewer-response functions only on answers
 * below 400, and only on the behaviours it is associated with, so the API's answers are never touched.
 */
export function notFoundStatusFunctionCode(site: SiteIndex): string {
  return `${notFoundSource(site)}function handler(event) {
  var response = event.response;
  if (response.statusCode === 200 && notFound(event.request.uri)) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`;
}

/** CloudFront refuses a function whose code is larger than this (bytes). */
export const cloudFrontFunctionMaxBytes = 10 * 1024;

export type ViewerRequestResult = { kind: 'redirect'; statusCode: number; location: string } | { kind: 'rewrite'; uri: string };

type CloudFrontQueryString = Record<string, { value: string; multiValue?: { value: string }[] }>;
type Handler = (event: unknown) => {
  statusCode?: number;
  statusDescription?: string;
  headers?: { location: { value: string } };
  uri?: string;
};

const compile = (code: string) => new Function(`${code}\nreturn handler;`)() as Handler;

export type SiteRouting = {
  /** The viewer-request function, as CloudFront runs it for one request. */
  viewerRequest(uri: string, query?: URLSearchParams): ViewerRequestResult;
  /** The viewer-response function: the status CloudFront sends for an answer below 400 to `uri`. */
  viewerResponse(uri: string, statusCode: number): number;
};

/**
 * The generated function code for one built site, compiled once: the local gateway and the tests run what
 * ships, not a copy of its logic.
 */
export function siteRouting(site: SiteIndex): SiteRouting {
  const request = compile(siteRoutingFunctionCode(site));
  const response = compile(notFoundStatusFunctionCode(site));
  return {
    viewerRequest(uri, query = new URLSearchParams()) {
      const querystring: CloudFrontQueryString = {};
      for (const [name, value] of query) {
        const existing = querystring[name];
        if (existing) {
          existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
        } else {
          querystring[name] = { value };
        }
      }
      const result = request({ context: { eventType: 'viewer-request' }, request: { uri, querystring, headers: {} } });
      if (result.statusCode && result.headers) {
        return { kind: 'redirect', statusCode: result.statusCode, location: result.headers.location.value };
      }
      return { kind: 'rewrite', uri: result.uri ?? uri };
    },
    viewerResponse(uri, statusCode) {
      const result = response({
        context: { eventType: 'viewer-response' },
        request: { uri, querystring: {}, headers: {} },
        response: { statusCode, statusDescription: '', headers: {} },
      });
      return result.statusCode ?? statusCode;
    },
  };
}
