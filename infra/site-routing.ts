/**
 * How a request path maps to a file of the prerendered site, and which old paths redirect where
 * (DECISIONS.md "Paths"). The CloudFront Function is generated from this table, and the local gateway
 * runs that very same generated code, so both answer every path alike.
 */
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
 * Source of the CloudFront viewer-request function (runtime cloudfront-js-2.0).
 * It answers redirects, strips a trailing slash, and rewrites clean URLs to their index.html.
 */
export function siteRoutingFunctionCode(): string {
  return `var REDIRECTS = ${JSON.stringify(redirects)};
var STAFF_AREA = ${JSON.stringify(staffAreaPath + '/')};
var STAFF_PRERENDERED = ${JSON.stringify(Object.fromEntries(staffPrerenderedPages.map((page) => [page, true])))};
function queryString(querystring) {
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
  if (uri === '/404' || uri === '${notFoundPage}') {
    // The not-found page itself is not a page: asked for directly it answers 404 like any unknown path.
    request.uri = '/404/niet-gevonden';
  } else if (uri === '/') {
    request.uri = '/index.html';
  } else if (uri.indexOf(STAFF_AREA) === 0 && !STAFF_PRERENDERED[uri] && uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '${spaFallbackPage}';
  } else if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = uri + '/index.html';
  }
  return request;
}
`;
}

export type ViewerRequestResult = { kind: 'redirect'; statusCode: number; location: string } | { kind: 'rewrite'; uri: string };

type CloudFrontQueryString = Record<string, { value: string; multiValue?: { value: string }[] }>;

/**
 * Runs the generated CloudFront Function code for one request, as CloudFront would.
 * Used by the local gateway and the tests, so the code that ships is the code that is tested.
 */
export function runSiteRouting(uri: string, query: URLSearchParams = new URLSearchParams()): ViewerRequestResult {
  const handler = new Function(`${siteRoutingFunctionCode()}\nreturn handler;`)() as (event: unknown) => {
    statusCode?: number;
    headers?: { location: { value: string } };
    uri?: string;
  };
  const querystring: CloudFrontQueryString = {};
  for (const [name, value] of query) {
    const existing = querystring[name];
    if (existing) {
      existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    } else {
      querystring[name] = { value };
    }
  }
  const result = handler({ request: { uri, querystring, headers: {} } });
  if (result.statusCode && result.headers) {
    return { kind: 'redirect', statusCode: result.statusCode, location: result.headers.location.value };
  }
  return { kind: 'rewrite', uri: result.uri ?? uri };
}
