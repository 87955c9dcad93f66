import { randomBytes } from 'node:crypto';
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { addDays, dayLongText, instantAt } from '../../shared/agency-clock.ts';
import { bookingFeedPath, defaultAvailability, teamCalendar, type AvailabilityView, type StaffCall } from '../../shared/booking.ts';
import {
  availabilitySchema,
  calendarAddressSchema,
  callOutcomeSchema,
  callsQuerySchema,
  feedActionSchema,
} from '../../shared/booking-schema.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { calendarUrlOf } from '../booking/calendar-fetch.ts';
import {
  busyItemId,
  calendarSourceId,
  callsBetween,
  feedItemId,
  feedOfMember,
  feedTokenHash,
  readAvailability,
} from '../booking/schedule.ts';
import { cancellationOf, releaseCall, saveChange } from '../booking/change.ts';
import { bookingRowSchema } from '../records/booking-record.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { ConflictError, ValidationError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { record } from '../inbox/audit.ts';
import { NotFoundError } from '../inbox/staff-claims.ts';
import { bodyOf, env, scheduleEnv, type StaffRequest } from './context.ts';

/**
 * The intro calls in /beheer: "Gesprekken" by day or week (the booking table's `calls` index, never a scan),
 * held or no-show per call, each member's own availability and calendar address, and the calendar feed's
 * secret address. Every read of calls and every change is in the audit trail.
 */

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function staffCallOf(row: Row): StaffCall {
  const leadKind = row.lead_kind === 'intake' || row.lead_kind === 'contact' ? row.lead_kind : null;
  return {
    id: String(row.id),
    start: String(row.start),
    end: String(row.end),
    name: String(row.name ?? ''),
    email: String(row.email ?? ''),
    phone: text(row.phone),
    topic: text(row.topic),
    status: row.status === 'geannuleerd' ? 'geannuleerd' : 'gepland',
    outcome: row.outcome === 'gehouden' || row.outcome === 'niet_verschenen' ? row.outcome : null,
    calendar: String(row.calendar ?? teamCalendar),
    lead: leadKind && typeof row.lead_id === 'string' ? { kind: leadKind, id: row.lead_id } : null,
  };
}

/** GET /api/beheer/gesprekken?van=2026-11-30&dagen=7: the calls of those Amsterdam days, cancelled ones included. */
export async function calls({ event, who }: StaffRequest): Promise<HttpResponse> {
  const parsed = callsQuerySchema.safeParse(event.queryStringParameters ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const days = parsed.data.dagen ?? 7;
  const from = parsed.data.van;
  const rows = await callsBetween(env().bookingTable, instantAt(from, 0), instantAt(addDays(from, days), 0));
  await record(env().auditTable, {
    who,
    action: 'gesprekken',
    summary: `Gesprekken bekeken: ${days === 1 ? dayLongText(from) : `${dayLongText(from)} t/m ${dayLongText(addDays(from, days - 1))}`}`,
  });
  return jsonResponse(200, { from, days, calls: rows.map(staffCallOf) });
}

const callIdOf = (event: APIGatewayProxyEventV2) => {
  const id = event.pathParameters?.id ?? '';
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFoundError(`No call ${id}`);
  return id;
};

/** POST /api/beheer/gesprekken/{id}/afloop: held, no-show, or undone; only for a call that has begun. */
export async function callOutcome({ event, who }: StaffRequest): Promise<HttpResponse> {
  const id = callIdOf(event);
  const parsed = callOutcomeSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const { outcome } = parsed.data;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env().bookingTable,
        Key: { id },
        UpdateExpression: outcome ? 'SET outcome = :outcome' : 'REMOVE outcome',
        ConditionExpression: '#kind = :kind AND #status = :planned AND #start <= :now',
        ExpressionAttributeNames: { '#kind': 'kind', '#status': 'status', '#start': 'start' },
        ExpressionAttributeValues: {
          ':kind': 'booking',
          ':planned': 'gepland',
          ':now': new Date().toISOString(),
          ...(outcome ? { ':outcome': outcome } : {}),
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    throw new ValidationError(
      { outcome: 'Alleen een gepland gesprek dat al begonnen is, kan gehouden of niet verschenen zijn.' },
      'Dit gesprek kan (nog) niet worden afgesloten.',
    );
  }
  await record(env().auditTable, {
    who,
    action: 'afloop',
    summary: outcome
      ? `Gesprek gemarkeerd als ${outcome === 'gehouden' ? 'gehouden' : 'niet verschenen'}`
      : 'Afloop van het gesprek gewist',
    lead: { kind: 'booking', id },
  });
  return jsonResponse(200, { outcome });
}

/**
 * POST /api/beheer/gesprekken/{id}/annuleren: staff cancel a call that has not begun (a booking nobody will
 * keep, or one of a flood): as the visitor's own cancel, the row says so with the invitation's sequence
 * raised, the worker sends both sides the cancellation with its CANCEL invitation, and the slot is free
 * again; the row names the member, so staff's email says who cancelled. Pressing again, or after the visitor
 * cancelled, changes nothing but frees the slot should a failure have left it taken.
 */
export async function cancelCall({ event, who }: StaffRequest): Promise<HttpResponse> {
  const id = callIdOf(event);
  const now = new Date();
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().bookingTable, Key: { id }, ConsistentRead: true }));
  const parsed = bookingRowSchema.safeParse(Item);
  if (!parsed.success) throw new NotFoundError(`No call ${id}`);
  const row = parsed.data;
  if (row.status === 'gepland') {
    if (Date.parse(row.start) <= now.getTime())
      throw new ValidationError(
        { call: 'Dit gesprek is al begonnen. Zet bij de afloop of het gehouden is.' },
        'Een begonnen gesprek kun je niet meer annuleren.',
      );
    try {
      await saveChange(env(), row, cancellationOf(now, who), now);
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      throw new ConflictError(
        `Call ${id} changed meanwhile`,
        'Het gesprek is net gewijzigd. Laad de pagina opnieuw en kijk of annuleren nog nodig is.',
      );
    }
    await record(env().auditTable, {
      who,
      action: 'geannuleerd',
      summary: 'Gesprek geannuleerd door het team',
      lead: { kind: 'booking', id },
    });
  }
  // The slot and the visitor's places (one call to come per mailbox, two per client) come free at once, so the
  // visitor can book another time straight away.
  await releaseCall({ scheduleTable: scheduleEnv().scheduleTable, guard: env() }, row);
  return jsonResponse(200, { status: 'geannuleerd' });
}

/** GET /api/beheer/beschikbaarheid: the signed-in member's own hours, calendar and feed. */
export async function availabilityOf({ who }: StaffRequest): Promise<HttpResponse> {
  const table = scheduleEnv().scheduleTable;
  const calendars = await readAvailability(table);
  const { Responses } = await dynamo.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [{ id: calendarSourceId(who) }, { id: feedOfMember(who) }] } } }),
  );
  const items = Responses?.[table] ?? [];
  const source = items.find((item) => item.id === calendarSourceId(who));
  const feed = items.find((item) => item.id === feedOfMember(who));
  const view: AvailabilityView = {
    member: who,
    availability: calendars.get(who) ?? calendars.get(teamCalendar) ?? defaultAvailability,
    ownHours: calendars.has(who),
    calendar: source
      ? {
          // The address is a secret: the page shows where it points, never the address itself.
          host: new URL(String(source.url)).hostname,
          savedAt: String(source.saved_at),
          readAt: text(source.read_at),
          readError: text(source.read_error),
        }
      : null,
    feed: feed ? { createdAt: String(feed.created_at) } : null,
  };
  return jsonResponse(200, view);
}

/** POST /api/beheer/beschikbaarheid: saves the member's own hours; from then on their calendar offers the slots. */
export async function saveAvailability({ event, who }: StaffRequest): Promise<HttpResponse> {
  const parsed = availabilitySchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const table = scheduleEnv().scheduleTable;
  const availability = { ...parsed.data, daysOff: [...new Set(parsed.data.daysOff)].sort() };
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: { id: 'availability' },
        UpdateExpression: 'SET calendars.#member = :availability',
        ConditionExpression: 'attribute_exists(calendars)',
        ExpressionAttributeNames: { '#member': who },
        ExpressionAttributeValues: { ':availability': availability },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    // The first member to save: the item is made with their hours (a second one at the same moment retries).
    try {
      await dynamo.send(
        new PutCommand({
          TableName: table,
          Item: { id: 'availability', calendars: { [who]: availability } },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
    } catch (second) {
      if (!isConditionalCheckFailed(second)) throw second;
      return saveAvailability({ event, who });
    }
  }
  await record(env().auditTable, { who, action: 'beschikbaarheid', summary: 'Eigen beschikbaarheid voor gesprekken opgeslagen' });
  return jsonResponse(200, { availability });
}

/**
 * POST /api/beheer/beschikbaarheid/agenda: connects the member's own calendar (the scheduled function reads it
 * within minutes) or, with null, disconnects it and forgets its busy times.
 */
export async function saveCalendar({ event, who }: StaffRequest): Promise<HttpResponse> {
  const parsed = calendarAddressSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const table = scheduleEnv().scheduleTable;
  if (parsed.data.url === null) {
    await dynamo.send(new DeleteCommand({ TableName: table, Key: { id: calendarSourceId(who) } }));
    await dynamo.send(new DeleteCommand({ TableName: table, Key: { id: busyItemId(who) } }));
    await record(env().auditTable, { who, action: 'beschikbaarheid', summary: 'Eigen agenda ontkoppeld' });
    return jsonResponse(200, { calendar: null });
  }
  let url: URL;
  try {
    url = calendarUrlOf(parsed.data.url);
  } catch {
    throw new ValidationError({ url: 'Dit adres kunnen we niet lezen: het moet een openbaar https- of webcal-adres zijn.' });
  }
  const savedAt = new Date().toISOString();
  await dynamo.send(
    new PutCommand({ TableName: table, Item: { id: calendarSourceId(who), calendar: who, url: url.href, saved_at: savedAt } }),
  );
  await record(env().auditTable, { who, action: 'beschikbaarheid', summary: `Eigen agenda gekoppeld (${url.hostname})` });
  return jsonResponse(200, { calendar: { host: url.hostname, savedAt, readAt: null, readError: null } });
}

/**
 * POST /api/beheer/beschikbaarheid/feed: a new secret feed address for the member (any earlier one stops
 * working), shown once; or its revocation. Only the token's hash is stored.
 */
export async function feedAction({ event, who }: StaffRequest): Promise<HttpResponse> {
  const parsed = feedActionSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const table = scheduleEnv().scheduleTable;
  const { Item: current } = await dynamo.send(new GetCommand({ TableName: table, Key: { id: feedOfMember(who) }, ConsistentRead: true }));
  if (current) await dynamo.send(new DeleteCommand({ TableName: table, Key: { id: feedItemId(String(current.hash)) } }));
  if (parsed.data.action === 'intrekken') {
    await dynamo.send(new DeleteCommand({ TableName: table, Key: { id: feedOfMember(who) } }));
    await record(env().auditTable, { who, action: 'beschikbaarheid', summary: 'Agendafeed ingetrokken' });
    return jsonResponse(200, { feed: null });
  }
  const token = randomBytes(32).toString('base64url');
  const hash = feedTokenHash(token);
  const createdAt = new Date().toISOString();
  await dynamo.send(new PutCommand({ TableName: table, Item: { id: feedItemId(hash), member: who, created_at: createdAt } }));
  await dynamo.send(new PutCommand({ TableName: table, Item: { id: feedOfMember(who), hash, created_at: createdAt } }));
  await record(env().auditTable, {
    who,
    action: 'beschikbaarheid',
    summary: current ? 'Nieuw adres voor de agendafeed' : 'Agendafeed aangemaakt',
  });
  // The path only: the staff page puts its own origin before it, the site's address the calendar app will use.
  return jsonResponse(201, { feed: { createdAt }, path: `${bookingFeedPath}/${token}` });
}
