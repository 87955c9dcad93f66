import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Fetches a member of staff's calendar from the secret iCal address they pasted in /beheer. The address is
 * typed by a person, so it is treated as hostile: HTTPS only (the secret must not travel in the clear), at most
 * three redirects (each checked again), 10 seconds, 5 MB, and never an address of the machine itself. A
 * Lambda outside a VPC reaches nothing private of ours, but on its own host it reaches the Lambda runtime API
 * (127.0.0.1:9001) and the link-local range; so loopback, link-local, unspecified and multicast addresses are
 * refused, checked on the address the connection really goes to (the DNS answer), not on the name. The private
 * ranges (RFC 1918, carrier-grade NAT of RFC 6598, unique-local fc00::/7 of RFC 4193) are refused too: on
 * Lambda they lead nowhere, but the local stack and any future VPC placement would reach the office LAN.
 */

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export class CalendarFetchError extends Error {
  override name = 'CalendarFetchError';
}

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** Whether a connection to this IP address is refused. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // IPv4 written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  if (mapped) return refused.check(mapped, 'ipv4');
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** DNS lookup that fails for a name resolving to a refused address, so the socket never opens. */
export function checkedLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const bad = addresses.find((entry) => isRefusedAddress(entry.address));
    if (bad || addresses.length === 0) return callback(new CalendarFetchError(`${hostname} resolves to a refused address`), '');
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The address as it may be fetched: https (webcal is https by another name), no credentials in it. */
export function calendarUrlOf(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new CalendarFetchError('Not an address');
  }
  if (url.protocol !== 'https:') throw new CalendarFetchError(`Protocol ${url.protocol} refused`);
  if (url.username || url.password) throw new CalendarFetchError('Credentials in the address refused');
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && isRefusedAddress(literal)) throw new CalendarFetchError(`Address ${literal} refused`);
  if (literal === 'localhost' || literal.endsWith('.localhost')) throw new CalendarFetchError('localhost refused');
  return url;
}

function fetchOnce(url: URL): Promise<{ status: number; location?: string; body?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'GET', lookup: checkedLookup as never, headers: { accept: 'text/calendar, */*;q=0.5' }, timeout: FETCH_TIMEOUT_MS },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, ...(response.headers.location ? { location: response.headers.location } : {}) });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_CALENDAR_BYTES) req.destroy(new CalendarFetchError(`Calendar larger than ${MAX_CALENDAR_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    // The whole exchange, not only a silent socket, ends after the timeout.
    const deadline = setTimeout(() => req.destroy(new CalendarFetchError('Calendar took too long')), FETCH_TIMEOUT_MS);
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () => req.destroy(new CalendarFetchError('Calendar took too long')));
    req.on('error', reject);
    req.end();
  });
}

/** The calendar's text; throws CalendarFetchError (or a network error) when it cannot be read. */
export async function fetchCalendar(address: string): Promise<string> {
  let url = calendarUrlOf(address);
  for (let redirects = 0; ; redirects++) {
    const answer = await fetchOnce(url);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError('Too many redirects');
      url = calendarUrlOf(new URL(answer.location, url).href);
      continue;
    }
    if (answer.status !== 200) throw new CalendarFetchError(`Calendar answered ${answer.status}`);
    return answer.body ?? '';
  }
}
