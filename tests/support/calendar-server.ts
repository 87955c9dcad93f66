import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';

/**
 * A staff member's calendar as Google or Outlook would serve it at its secret iCal address: HTTPS on an address
 * of this machine that is not loopback (the scheduled function refuses loopback, as it must in Lambda), with a
 * certificate made for the test and trusted by this test process only. Answers what `serve` last put at a
 * path: an iCalendar text or a redirect.
 */
export type CalendarServer = {
  urlOf(path: string): string;
  serve(path: string, answer: { ics: string } | { redirect: string }): void;
  /** The requests made so far, by path. */
  requests: string[];
  stop(): Promise<void>;
};

/** The machine's first IPv4 address that is not loopback: what a calendar somewhere else would be to the function. */
function outsideAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === 'IPv4' && !entry.internal);
    if (found) return found.address;
  }
  throw new Error('This machine has no IPv4 address besides loopback: the calendar test needs one to serve from.');
}

export async function startCalendarServer(): Promise<CalendarServer> {
  const host = outsideAddress();
  const dir = mkdtempSync(join(tmpdir(), 'startsprong-agenda-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=agenda.test',
      '-addext',
      `subjectAltName=IP:${host}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const key = readFileSync(join(dir, 'key.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  const trusted = getCACertificates('default');
  setDefaultCACertificates([...trusted, cert]);

  const answers = new Map<string, { ics: string } | { redirect: string }>();
  const requests: string[] = [];
  const server: Server = createServer({ cert, key }, (request, response) => {
    const path = new URL(request.url ?? '/', 'https://agenda.test').pathname;
    requests.push(path);
    const answer = answers.get(path);
    if (!answer) return response.writeHead(404).end();
    if ('redirect' in answer) return response.writeHead(302, { location: answer.redirect }).end();
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer.ics);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (path) => `https://${host}:${port}${path}`,
    serve: (path, answer) => void answers.set(path, answer),
    requests,
    stop: async () => {
      setDefaultCACertificates(trusted);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
