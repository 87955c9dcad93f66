import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { tables } from '../../infra/app-spec.ts';
import { invokeAs } from '../../infra/local/lambda-sandbox.ts';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import type { Attribution } from '../../shared/attribution.ts';
import { countersOf } from '../../functions/attribution/lead-counts.ts';
import { searchKeysOf } from '../../functions/records/search-keys.ts';
import { apiEvent, benchContext, benchFunctionEnv, countDynamoReads, seedItems } from './api.ts';
import { args, log, table, type Section } from './common.ts';

type StaffRow = { measure: string; msMedian: number; runs: number; leads: number; items: number; rowsRead: number; calls: string };

/** Words a tenth of the seeded leads carry in their text, and one only a handful do, for the searches. */
const commonWord = 'webshop';
const rareWord = 'zeepfabriek';

/** Where the seeded leads came from: a handful of sources and pages, as a small site's traffic would be. */
const seededAttributions: (Attribution | undefined)[] = [
  { landingPath: '/blog/zzp-of-bv', referrerHost: 'www.google.com' },
  { landingPath: '/', utmSource: 'nieuwsbrief', utmMedium: 'e-mail', utmCampaign: 'voorjaar' },
  { landingPath: '/zeist' },
  { landingPath: '/blog/ondernemingsplan-laten-schrijven', referrerHost: 'www.bing.com' },
  { landingPath: '/start', referrerHost: 'www.linkedin.com' },
  undefined,
  { landingPath: '/utrecht', referrerHost: 'www.google.nl' },
];

/** The phone number of seeded lead `index`, as a visitor would type it. */
const seededPhone = (index: number) => `06-${String(10_000_000 + index)}`;

/**
 * 10,000 leads over the past year, the kinds mixed as a season of real traffic would mix them. Every
 * seventh intake or contact message is assigned (to anna or kees), every twentieth has a follow-up day
 * within a month either side of today, and a third have a status set: the shares a small team's inbox has.
 */
function seededLeads(count: number): Record<string, unknown>[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const created_at = new Date(now - index * 47 * 60_000).toISOString();
    const kind: LeadKind = index % 5 === 0 ? 'intake' : index % 5 < 3 ? 'contact' : 'newsletter';
    const text = `${index % 10 === 0 ? `Een ${commonWord} voor` : 'Advies over'} mijn bedrijf${index % 2500 === 7 ? ` en een ${rareWord}` : ''}.`;
    const phone = seededPhone(index);
    const work = {
      phone,
      ...searchKeysOf({ email: `lead-${index}@voorbeeld.nl`, phone, ...(kind === 'contact' ? { message: text } : {}) }),
      ...(index % 3 === 0 ? { staff_status: 'in_behandeling', staff_version: 1 } : {}),
      ...(index % 7 === 0 ? { staff_owner: index % 2 ? 'anna' : 'kees' } : {}),
      ...(index % 20 === 1 ? { staff_follow_up: new Date(now + ((index % 60) - 30) * 86_400_000).toISOString().slice(0, 10) } : {}),
    };
    const attribution = seededAttributions[index % seededAttributions.length];
    const common = {
      kind,
      email: `lead-${index}@voorbeeld.nl`,
      // Every kind carries its mailbox key, as the handlers write it (records/search-keys.ts).
      ...searchKeysOf({ email: `lead-${index}@voorbeeld.nl`, phone: null }),
      created_at,
      email_status: {},
      ...(attribution ? { attribution } : {}),
      ...(kind === 'newsletter' ? {} : work),
    };
    if (kind === 'intake')
      return {
        ...common,
        id: randomUUID(),
        first_name: `Lead ${index}`,
        age: null,
        city: 'Zeist',
        business_type: 'webshop',
        app_description: null,
        current_stage: 'idea-only',
        existing_assets: ['none'],
        help_needed: ['website'],
        help_other: null,
        timeline: '3-months',
        budget: 'no-budget',
        dream_description: text,
        uploaded_files: [],
      };
    if (kind === 'contact') return { ...common, id: randomUUID(), name: `Lead ${index}`, message: text, source: 'js' };
    return {
      ...common,
      id: randomUUID().replace(/-/g, ''),
      status: 'confirmed',
      token: 't',
      request_id: 'r',
      confirmation_requested_at: created_at,
    };
  });
}

/**
 * The overview's counters of the seeded leads, as the forms' handlers would have added them one by one
 * (functions/attribution/lead-counts.ts), written at once: the same keys, summed.
 */
function seededCounters(leads: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const counters = new Map<string, Record<string, unknown> & { leads: number }>();
  for (const lead of leads) {
    const counted = {
      kind: lead.kind as LeadKind,
      at: new Date(String(lead.created_at)),
      attribution: lead.attribution as Attribution | undefined,
    };
    for (const counter of countersOf(counted)) {
      const item = counters.get(counter.id) ?? { ...counter, leads: 0 };
      item.leads += 1;
      counters.set(counter.id, item);
    }
  }
  return [...counters.values()];
}

/**
 * The staff API at 10,000 leads: the leads (and the overview's counters of them) are written into the
 * bench stack's tables, then the staff handler runs in this process against that stack's DynamoDB, as the
 * Lambda would (same code, same queries), with the claims the authorizer would pass, and under its
 * manifest's permissions as on the local stack: a Scan, which it is not granted, would fail the bench.
 * Left out: the HTTP hop and the JWT check in front, which do not grow with the number of leads.
 */
async function measureStaff(count = Number(args.get('staff-leads') ?? 20_000)): Promise<StaffRow[]> {
  const leads = seededLeads(count);
  const started = performance.now();
  const counters = seededCounters(leads).map((counter) => ({ ...counter, table: tables.counts.localName }));
  await seedItems([...leads.map((lead) => ({ ...lead, table: tables[lead.kind as LeadKind].localName })), ...counters]);
  log(`staff: ${count} leads en ${counters.length} tellers geschreven in ${Math.round(performance.now() - started)} ms`);

  const bench = await benchFunctionEnv();
  const { handler } = await import('../../functions/staff.ts');
  const context = benchContext('staff');
  /** The number of results an answer holds: rows of the inbox, or the leads the overview counts. */
  const resultsOf = (answer: { items?: unknown[]; totals?: number[]; leads?: unknown[] }) =>
    answer.items?.length ?? answer.leads?.length ?? (answer.totals ?? []).reduce((sum, total) => sum + total, 0);
  const reads = countDynamoReads();
  const ask = async (route: string, query: Record<string, string> = {}, body?: unknown) => {
    const event = apiEvent(route, query, body, { sub: 'bench', username: 'anna', 'cognito:groups': '[staff]' });
    // The staff function runs under its manifest, as on the local stack: a Scan (never granted) would fail here.
    const response = (await invokeAs('staff', bench.resources, () => handler(event, context))) as APIGatewayProxyStructuredResultV2;
    if (response.statusCode !== 200) throw new Error(`staff API antwoordde ${response.statusCode}: ${String(response.body)}`);
    // The export answers a workbook, not JSON: its size in rows is what it read.
    if (response.isBase64Encoded) return {};
    return JSON.parse(String(response.body)) as { items?: unknown[]; totals?: number[]; leads?: unknown[] };
  };
  const middle = leads[count / 2]!;
  // "New since you last looked" counts from the mark; a day's leads are newer than this one.
  await ask('POST /api/beheer/gezien', {}, { at: leads[31]!.created_at });
  const runs = 7;
  const rows: StaffRow[] = [];
  const inbox = 'GET /api/beheer/leads';
  const overview = 'GET /api/beheer/herkomst';
  const measures: [string, string, Record<string, string>, unknown?][] = [
    ['eerste pagina van de inbox', inbox, {}],
    [`zoeken "${commonWord}" (1 op 10 leads)`, inbox, { q: commonWord }],
    [`zoeken "${rareWord}" (4 van ${count} leads, tot de leesgrens)`, inbox, { q: rareWord }],
    ['zoeken op kenmerk (8 tekens)', inbox, { q: String(middle.id).slice(0, 8) }],
    ['zoeken op telefoonnummer (+31 6 …)', inbox, { q: `+31 6 ${seededPhone(count / 2).slice(3)}` }],
    ['zoeken op e-mailadres', inbox, { q: String(middle.email) }],
    ['Vandaag en eerder (opvolgen)', inbox, { opvolgen: 'vandaag' }],
    ['Mijn leads', inbox, { eigenaar: 'anna' }],
    ['filter soort intake', inbox, { kind: 'intake' }],
    ['tellingen per status en nieuw sinds laatste bezoek', 'GET /api/beheer/tellingen', {}],
    ['herkomst: 12 weken per soort', overview, { per: 'soort' }],
    ['herkomst: 12 weken per bron', overview, { per: 'bron' }],
    ['herkomst: 12 weken per landingspagina, alleen contact', overview, { per: 'pagina', kind: 'contact' }],
    [
      'wissen: voorbeeld voor een e-mailadres en telefoonnummer',
      'POST /api/beheer/wissen',
      {},
      { email: middle.email, phone: middle.phone },
    ],
    ['export van alle leads (tot 10.000)', 'GET /api/beheer/export', {}],
    [`export van zoeken "${commonWord}"`, 'GET /api/beheer/export', { q: commonWord }],
  ];
  for (const [measure, route, query, body] of measures) {
    await ask(route, query, body);
    const times: number[] = [];
    let items = 0;
    let read = { rows: 0, calls: '' };
    for (let run = 0; run < runs; run++) {
      reads.reset();
      const start = performance.now();
      const answer = await ask(route, query, body);
      times.push(performance.now() - start);
      items = resultsOf(answer);
      read = reads.total();
    }
    times.sort((a, b) => a - b);
    rows.push({
      measure,
      msMedian: Math.round(times[Math.floor(runs / 2)]!),
      runs,
      leads: count,
      items,
      rowsRead: read.rows,
      calls: read.calls,
    });
    log(`staff ${measure}: ${Math.round(times[Math.floor(runs / 2)]!)} ms, ${read.rows} rijen gelezen (${read.calls})`);
  }
  bench.close();
  return rows;
}

function staffReport(rows: readonly StaffRow[]): string {
  return [
    '## Beheer: inbox en herkomst bij 10.000 leads (staff-handler onder zijn rechten, zonder Scan-recht, tegen de DynamoDB van de lokale stack)',
    '',
    table(
      [
        'meting',
        'ms (mediaan)',
        'metingen',
        'leads',
        'resultaten (rijen op de pagina; leads in het overzicht)',
        'rijen gelezen',
        'DynamoDB-aanroepen',
      ],
      rows.map((r) => [r.measure, r.msMedian, r.runs, r.leads, r.items, r.rowsRead, r.calls]),
    ),
  ].join('\n');
}

export const staffSection: Section = { name: 'staff', measure: () => measureStaff(), report: staffReport };
