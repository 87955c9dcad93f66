import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { tables } from '../../infra/app-spec.ts';
import { invokeAs } from '../../infra/local/lambda-sandbox.ts';
import { bookingApi, defaultAvailability, slotMinutes, teamCalendar } from '../../shared/booking.ts';
import { slotsOfCalendar } from '../../functions/booking/slots.ts';
import { slotItemId } from '../../functions/booking/schedule.ts';
import { apiEvent, benchContext, benchFunctionEnv, countDynamoReads, seedItems } from './api.ts';
import { args, log, median, table, type Section } from './common.ts';

type BookingBenchRow = {
  measure: string;
  bookings: number;
  msMedian: number;
  msP95: number;
  runs: number;
  slots: number;
  rowsRead: number;
  calls: string;
};

const SLOT_MS = slotMinutes * 60_000;
const route = `GET ${bookingApi.slots}`;

/** The nearest-rank percentile of sorted values (p95 of 51 runs: the 49th). */
const percentile = (sorted: readonly number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;

/**
 * `count` calls as the booking function stores them: a row in the booking table and its taken slot in the
 * schedule table (`slot#<start>#team`). Every other slot of the coming 14 days is taken (a busy fortnight);
 * the rest lie in the past, one per half hour back from now, their slot items kept too, as if DynamoDB's TTL
 * (which may lag by days) had removed none: the most the `taken` index can hold.
 */
function seededBookings(count: number, now: Date): ({ table: string } & Record<string, unknown>)[] {
  const ahead = slotsOfCalendar(defaultAvailability, [], now)
    .filter((_, index) => index % 2 === 0)
    .slice(0, count);
  const lastPast = Math.floor(now.getTime() / SLOT_MS) * SLOT_MS - SLOT_MS;
  const past = Array.from({ length: count - ahead.length }, (_, index) => lastPast - index * SLOT_MS);
  return [...ahead.map((slot) => slot.start), ...past].flatMap((startMs, index) => {
    const id = randomUUID();
    const start = new Date(startMs);
    const row = {
      table: tables.booking.localName,
      id,
      kind: 'booking',
      name: `Gesprek ${index}`,
      email: `gesprek-${index}@voorbeeld.nl`,
      phone: null,
      topic: 'starten',
      note: null,
      start: start.toISOString(),
      end: new Date(startMs + SLOT_MS).toISOString(),
      calendar: teamCalendar,
      status: 'gepland',
      sequence: 0,
      cancel_token: randomBytes(24).toString('base64url'),
      move_token: randomBytes(24).toString('base64url'),
      created_at: new Date(startMs - 3 * 86_400_000).toISOString(),
      email_status: {},
    };
    const slot = {
      table: tables.schedule.localName,
      id: slotItemId(start, teamCalendar),
      calendar: teamCalendar,
      start: row.start,
      booking_id: id,
      expires_at: Math.floor((startMs + SLOT_MS + 7 * 86_400_000) / 1000),
    };
    return [row, slot];
  });
}

/**
 * `GET /api/gesprek/tijden` on a fresh stack and again with 10,000 bookings stored (`--bookings=N` for
 * another number): the booking function's handler in this process, under its manifest's grants (a Scan, never
 * granted, would fail), median and p95 of 51 runs, with the rows DynamoDB read and the calls it took. The
 * point: the free slots read the availability, the busy times and the slots taken in the coming 14 days, so
 * the figures stay flat however many calls were ever booked.
 */
async function measureBooking(count = Number(args.get('bookings') ?? 10_000)): Promise<BookingBenchRow[]> {
  const bench = await benchFunctionEnv();
  const { handler } = await import('../../functions/booking.ts');
  const context = benchContext('booking');
  const reads = countDynamoReads();
  const ask = async () => {
    const event = apiEvent(route);
    const response = (await invokeAs('booking', bench.resources, () => handler(event, context))) as APIGatewayProxyStructuredResultV2;
    if (response.statusCode !== 200) throw new Error(`booking API antwoordde ${response.statusCode}: ${String(response.body)}`);
    return (JSON.parse(String(response.body)) as { slots: unknown[] }).slots.length;
  };
  const runs = 51;
  const measure = async (label: string, bookings: number): Promise<BookingBenchRow> => {
    await ask();
    const times: number[] = [];
    let slots = 0;
    let read = { rows: 0, calls: '' };
    for (let run = 0; run < runs; run++) {
      reads.reset();
      const start = performance.now();
      slots = await ask();
      times.push(performance.now() - start);
      read = reads.total();
    }
    times.sort((a, b) => a - b);
    const row = {
      measure: label,
      bookings,
      msMedian: Math.round(median(times) * 10) / 10,
      msP95: Math.round(percentile(times, 0.95) * 10) / 10,
      runs,
      slots,
      rowsRead: read.rows,
      calls: read.calls,
    };
    log(`booking ${label}: mediaan ${row.msMedian} ms, p95 ${row.msP95} ms, ${row.rowsRead} rijen gelezen (${row.calls})`);
    return row;
  };

  const rows = [await measure('vrije tijden, verse stack', 0)];
  const started = performance.now();
  await seedItems(seededBookings(count, new Date()));
  log(`booking: ${count} gesprekken en hun tijdvakken geschreven in ${Math.round(performance.now() - started)} ms`);
  rows.push(await measure(`vrije tijden bij ${count.toLocaleString('nl-NL')} gesprekken`, count));
  bench.close();
  return rows;
}

function bookingReport(rows: readonly BookingBenchRow[]): string {
  return [
    `## Gesprek plannen: ${route} (booking-handler onder zijn rechten, zonder Scan-recht, tegen de DynamoDB van de lokale stack)`,
    '',
    table(
      [
        'meting',
        'gesprekken opgeslagen',
        'ms (mediaan)',
        'ms (p95)',
        'metingen',
        'vrije tijden in het antwoord',
        'rijen gelezen',
        'DynamoDB-aanroepen',
      ],
      rows.map((r) => [r.measure, r.bookings, r.msMedian, r.msP95, r.runs, r.slots, r.rowsRead, r.calls]),
    ),
  ].join('\n');
}

export const bookingSection: Section = { name: 'booking', measure: () => measureBooking(), report: bookingReport };
