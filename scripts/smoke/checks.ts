import { createHash, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { abuseLimits } from '../../shared/api-limits.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';
import { staffApiPrefix, staffAreaPath } from '../../shared/staff.ts';
import { staffCallbackPath, staffSignInConfigPath, staffSignInConfigSchema } from '../../shared/staff-sign-in.ts';

/**
 * What only a deployment can show, checked from the outside after every deploy (`npm run smoke -- <url>`)
 * and in CI against the local stack: the pages and their 404, API errors that reach the browser as the
 * API's JSON through CloudFront, the security headers, the proof-of-work challenge, the staff sign-in's
 * redirect, and that a client cannot choose which client the API counts.
 *
 * It changes nothing in the deployment: no lead, no subscriber, no email. The one check that must be
 * counted (the client address) posts the newsletter form with its honeypot filled, which the API counts
 * and then refuses; it uses up this machine's no-JavaScript form posts for ten minutes, from both of the
 * addresses it posts from.
 */

export type SmokeCheck = { name: string; ok: boolean; detail: string };

type Response = Awaited<ReturnType<typeof fetch>>;

/** Long enough for a cold Lambda behind CloudFront, short enough that a dead endpoint ends the run. */
const timeoutMs = 20_000;

/** The SES mailbox simulator: an address no person reads, in case a form ever does send to it. */
const simulatorAddress = 'success@simulator.amazonses.com';

const securityHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
] as const;

export async function runSmoke(siteUrl: string): Promise<SmokeCheck[]> {
  const site = siteUrl.replace(/\/+$/, '');
  const get = (path: string, init: RequestInit = {}) =>
    fetch(path.startsWith('http') ? path : `${site}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), ...init });
  const probe = randomBytes(6).toString('hex');
  const checks: [string, () => Promise<string>][] = [
    ['Pagina’s', () => pages(get)],
    ['Onbekende pagina', () => notFoundPage(get, `/rooktest-${probe}`)],
    ['Onbekend API-adres', () => jsonAnswer(get, `/api/rooktest-${probe}`, 404)],
    ['Beheer-API zonder aanmelding', () => jsonAnswer(get, `${staffApiPrefix}/leads`, 401)],
    ['Beveiligingsheaders', () => headers(get)],
    ['Uitdaging (proof of work)', () => challenge(get)],
    ['Aanmelden voor het beheer', () => staffSignIn(get, site)],
    ['Klantadres van CloudFront', () => viewerAddress(site)],
  ];
  const results: SmokeCheck[] = [];
  for (const [name, check] of checks) {
    try {
      results.push({ name, ok: true, detail: await check() });
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof SmokeFailure ? error.message : `geen antwoord (${String(error)})` });
    }
  }
  return results;
}

/** The report: one line per check, then the count. */
export function smokeReport(siteUrl: string, checks: readonly SmokeCheck[]): string {
  const passed = checks.filter((check) => check.ok).length;
  return [
    `Rooktest van ${siteUrl}`,
    ...checks.map((check) => `  ${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`),
    passed === checks.length
      ? `Alle ${checks.length} controles geslaagd.`
      : `${checks.length - passed} van de ${checks.length} controles mislukt.`,
  ].join('\n');
}

class SmokeFailure extends Error {}

function expect(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new SmokeFailure(failure);
}

type Get = (path: string, init?: RequestInit) => Promise<Response>;

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');
const isJson = (response: Response) => /^application\/(.+\+)?json/.test(response.headers.get('content-type') ?? '');

async function pages(get: Get): Promise<string> {
  const paths = ['/', '/contact', '/start', '/blog'];
  for (const path of paths) {
    const response = await get(path);
    expect(response.status === 200 && isHtml(response), `${path} gaf ${response.status} (${response.headers.get('content-type')})`);
    expect((await response.text()).includes('<html lang="nl"'), `${path} is geen pagina van de site`);
  }
  return `${paths.join(', ')} antwoorden met 200`;
}

async function notFoundPage(get: Get, path: string): Promise<string> {
  const response = await get(path);
  const body = await response.text();
  expect(response.status === 404, `${path} gaf ${response.status}, geen 404`);
  expect(isHtml(response) && body.includes('Pagina niet gevonden'), `${path} gaf niet de 404-pagina van de site`);
  return `${path} geeft de 404-pagina met status 404`;
}

/** An API error must reach the browser as the API's JSON, not as a page CloudFront put in its place. */
async function jsonAnswer(get: Get, path: string, status: number): Promise<string> {
  const response = await get(path);
  const body = await response.text();
  expect(response.status === status, `${path} gaf ${response.status}, verwacht ${status}`);
  expect(
    isJson(response),
    `${path} gaf ${response.headers.get('content-type')} in plaats van JSON: CloudFront verving het antwoord van de API`,
  );
  JSON.parse(body);
  return `${path} geeft ${status} als JSON`;
}

async function headers(get: Get): Promise<string> {
  for (const path of ['/', proofOfWork.path]) {
    const response = await get(path);
    await response.arrayBuffer();
    const missing = securityHeaders.filter((name) => !response.headers.get(name));
    expect(missing.length === 0, `${path} mist ${missing.join(', ')}`);
    expect(response.headers.get('x-content-type-options') === 'nosniff', `${path}: X-Content-Type-Options is niet nosniff`);
  }
  return 'CSP, HSTS, nosniff, frame- en referrerbeleid op de site en de API';
}

async function challenge(get: Get): Promise<string> {
  const response = await get(proofOfWork.path);
  expect(response.status === 200 && isJson(response), `${proofOfWork.path} gaf ${response.status}`);
  // ALTCHA's challenge: its parameters (algorithm, salt, expiry...) and the server's signature over them.
  const body = (await response.json()) as { parameters?: Record<string, unknown>; signature?: unknown };
  expect(
    typeof body.signature === 'string' && typeof body.parameters?.algorithm === 'string' && typeof body.parameters.salt === 'string',
    `${proofOfWork.path} gaf geen ondertekende uitdaging`,
  );
  return `${proofOfWork.path} geeft een ondertekende uitdaging`;
}

/**
 * The staff area's page, its sign-in settings, and the sign-in itself accepting this deployment's own
 * callback address: a client registered for another domain ends in an error instead of a sign-in page.
 */
async function staffSignIn(get: Get, site: string): Promise<string> {
  const page = await get(staffAreaPath);
  expect(page.status === 200 && isHtml(page), `${staffAreaPath} gaf ${page.status}`);
  await page.arrayBuffer();
  const configResponse = await get(staffSignInConfigPath);
  expect(configResponse.status === 200, `${staffSignInConfigPath} gaf ${configResponse.status}`);
  const config = staffSignInConfigSchema.safeParse(await configResponse.json());
  expect(config.success, `${staffSignInConfigPath} noemt geen issuer en client`);
  const discovery = await get(`${config.data.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  expect(discovery.status === 200, `de aanmeldgegevens van ${config.data.issuer} gaven ${discovery.status}`);
  const { authorization_endpoint: authorize } = (await discovery.json()) as { authorization_endpoint?: string };
  expect(typeof authorize === 'string', `${config.data.issuer} noemt geen aanmeldadres`);
  const redirectUri = `${site}${staffCallbackPath}`;
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.data.clientId,
    redirect_uri: redirectUri,
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const signIn = await get(`${authorize}?${query.toString()}`);
  await signIn.arrayBuffer();
  const location = signIn.headers.get('location') ?? '';
  const toSignInPage =
    (signIn.status >= 300 && signIn.status < 400 && !location.startsWith(redirectUri) && !/[?&]error=/.test(location)) ||
    signIn.status === 200;
  expect(toSignInPage, `het aanmelden weigerde ${redirectUri} (${signIn.status} ${location})`);
  return `${staffAreaPath} stuurt door naar het aanmelden, dat ${redirectUri} accepteert`;
}

/** Where a post leaves this machine from: an address family, or a local address of its own. */
type Source = { family: 4 | 6; localAddress?: string; label: string };

/**
 * Two addresses this machine can post to the site from, which CloudFront sees as two visitors: for the local
 * stack two loopback addresses (Linux answers on all of 127.0.0.0/8), for a deployment its IPv4 and IPv6
 * addresses, when the site has both (CloudFront's default) and this network reaches both. Null when there is
 * no second one.
 */
async function twoSources(site: URL): Promise<[Source, Source] | null> {
  const host = site.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.startsWith('127.')) {
    return [
      { family: 4, localAddress: '127.0.0.1', label: '127.0.0.1' },
      { family: 4, localAddress: '127.0.0.2', label: '127.0.0.2' },
    ];
  }
  const found = await lookup(host, { all: true }).catch(() => []);
  const families = new Set(found.map((entry) => entry.family));
  if (!families.has(4) || !families.has(6)) return null;
  // Reaching the site over IPv6 needs a route for it here; a HEAD tells.
  const reaches = await postFrom(new URL('/', site), { family: 6, label: 'IPv6' }, { method: 'HEAD' }).then(
    () => true,
    () => false,
  );
  return reaches
    ? [
        { family: 4, label: 'IPv4' },
        { family: 6, label: 'IPv6' },
      ]
    : null;
}

/** One request from `source`, the body read to its end; resolves with the status. */
function postFrom(url: URL, source: Source, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: init.method ?? 'POST',
        headers: init.headers,
        family: source.family,
        ...(source.localAddress ? { localAddress: source.localAddress } : {}),
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`geen antwoord binnen ${timeoutMs / 1000} seconden`)));
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * The API's per-client limits count the visitor's address, which CloudFront hands the API in
 * CloudFront-Viewer-Address. One post of the newsletter form without JavaScript more than the API allows a
 * client, from one address of this machine, all but the first claiming other addresses, must end refused:
 * CloudFront puts its own header in place of one a client sends, so a client cannot choose the address it is
 * counted by. Then one post from a second address of this machine must not be refused: it is another
 * visitor. If the distribution stopped forwarding the header, the API would see CloudFront's edge address
 * for both, count them together and refuse that one too. Each post has the honeypot filled, so nothing is
 * saved or mailed.
 */
async function viewerAddress(site: string): Promise<string> {
  const sources = await twoSources(new URL(site));
  expect(
    sources !== null,
    'deze controle heeft twee adressen van deze computer nodig (IPv4 en IPv6); draai de rooktest vanaf een netwerk met IPv6',
  );
  const [first, second] = sources;
  const post = (source: Source, claimed: string | null) =>
    postFrom(new URL('/api/newsletter', site), source, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(claimed ? { 'cloudfront-viewer-address': claimed } : {}) },
      body: new URLSearchParams({ email: simulatorAddress, website: 'rooktest' }).toString(),
    });
  const statuses: number[] = [];
  const posts = abuseLimits.formPostsWithoutProofOfWork.limit + 1;
  for (let index = 0; index < posts; index += 1) statuses.push(await post(first, index === 0 ? null : `203.0.113.${index}:443`));
  expect(
    statuses.every((status) => status === 400 || status === 429),
    `onverwachte antwoorden ${statuses.join(', ')}`,
  );
  expect(
    statuses.at(-1) === 429,
    `een bericht met een ander CloudFront-Viewer-Address telde als een andere klant (${statuses.join(', ')})`,
  );
  const fromSecond = await post(second, null);
  expect(
    fromSecond === 400,
    fromSecond === 429
      ? `een bericht vanaf ${second.label} telde mee met die vanaf ${first.label}: de API ziet het adres van CloudFront, niet dat van de bezoeker (stuurt de distributie CloudFront-Viewer-Address niet meer door?)`
      : `vanaf ${second.label} kwam ${fromSecond}, verwacht 400`,
  );
  return `berichten vanaf ${first.label} en ${second.label} tellen als twee klanten, en een meegestuurd CloudFront-Viewer-Address verandert niet welke klant de API telt`;
}
