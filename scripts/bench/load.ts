import autocannon from 'autocannon';
import { base, table, type Section } from './common.ts';

type LoadRow = {
  target: string;
  seconds: number;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
};

async function loadTest(): Promise<LoadRow[]> {
  const seconds = 10;
  const connections = 10;
  const run = (options: autocannon.Options) =>
    new Promise<autocannon.Result>((done, fail) => autocannon(options, (error, result) => (error ? fail(error) : done(result))));
  const page = await run({ url: `${base}/`, duration: seconds, connections });
  let counter = 0;
  const contact = await run({
    url: `${base}/api/contact`,
    duration: seconds,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      client.setBody(
        JSON.stringify({
          name: 'Bench Test',
          email: `bench-${Date.now()}-${counter++}@voorbeeld.nl`,
          message: 'Meting van de contact-API.',
        }),
      );
    },
  });
  const row = (target: string, result: autocannon.Result): LoadRow => ({
    target,
    seconds,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  });
  return [row('GET /', page), row('POST /api/contact', contact)];
}

function loadReport(rows: readonly LoadRow[]): string {
  return [
    '## Belasting (loopback)',
    '',
    table(
      ['doel', 'seconden', 'verbindingen', 'verzoeken/s', 'p50 ms', 'p99 ms', 'niet-2xx'],
      rows.map((r) => [r.target, r.seconds, r.connections, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.non2xx]),
    ),
  ].join('\n');
}

export const loadSection: Section = { name: 'load', measure: loadTest, report: loadReport };
