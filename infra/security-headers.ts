import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { staffAreaPath } from '../shared/staff.ts';

/**
 * The security headers of every site response: the CloudFront response-headers policy (infra/stack.ts)
 * and the local gateway (infra/local/gateway.ts) both send exactly these.
 */

/**
 * The two parts of the site that CloudFront gives a headers policy each: the staff area (its pages and
 * React Router's SPA fallback, which serves its other paths) and everything else.
 */
export type SiteArea = 'site' | 'staff';

export function siteAreaOf(file: string): SiteArea {
  const path = file.split(sep).join('/');
  const staffFolder = staffAreaPath.slice(1);
  return path === '__spa-fallback.html' || path === `${staffFolder}.html` || path.startsWith(`${staffFolder}/`) ? 'staff' : 'site';
}

/** The built HTML files, of one area or all. */
function builtPages(buildDir: string, area?: SiteArea): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html') && (!area || siteAreaOf(relative(buildDir, path)) === area)) files.push(path);
    }
  };
  walk(buildDir);
  return files;
}

/**
 * Hashes ('sha256-...') of every inline script in the built HTML (of one area), so the CSP allows those and
 * nothing else inline. Only the staff area, a React Router app, has any. JSON-LD blocks are data, never
 * executed, and need no hash.
 */
export function inlineScriptHashes(buildDir: string, area?: SiteArea): string[] {
  const hashes = new Set<string>();
  for (const path of builtPages(buildDir, area)) {
    const html = readFileSync(path, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      if (body.length > 0) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * Hashes of every inline <style> in the built HTML (of one area): each route's first-screen CSS, so the CSP
 * allows exactly that text and style-src stays free of 'unsafe-inline'. Read from the build, never written
 * down, so the hash cannot drift from the CSS it allows.
 */
export function inlineStyleHashes(buildDir: string, area?: SiteArea): string[] {
  const hashes = new Set<string>();
  for (const path of builtPages(buildDir, area)) {
    for (const match of readFileSync(path, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      const body = match[1] ?? '';
      if (body.length > 0) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * @param connectSources origins the browser may send requests to besides the site itself: the uploads
 *   bucket, which receives the intake's attachments straight from the browser.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  connectSources: readonly string[] = [],
  styleHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ' ' + scriptHashes.join(' ') : ''}`,
    `style-src 'self'${styleHashes.length ? ' ' + styleHashes.join(' ') : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${connectSources.length ? ' ' + connectSources.join(' ') : ''}`,
    "form-action 'self'",
    // The location block's map, loaded only after the visitor clicks 'Kaart laden': the one third party.
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const staticSecurityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/**
 * The staff area's responses add this: its pages carry a noindex meta as well, but the header also covers
 * /beheer/config.json and the SPA fallback served for the area's other paths.
 */
export const staffAreaHeaders = { 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** Whether a path belongs to the staff area (CloudFront's `/beheer*` behaviour, minus paths like /beheerder). */
export function isStaffAreaPath(path: string, areaPath: string): boolean {
  return path === areaPath || path.startsWith(`${areaPath}/`);
}

export function securityHeaders(
  scriptHashes: readonly string[],
  connectSources: readonly string[] = [],
  styleHashes: readonly string[] = [],
): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(scriptHashes, connectSources, styleHashes), ...staticSecurityHeaders };
}
