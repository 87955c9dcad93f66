import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isoWithOffset } from '../shared/agency-clock.ts';
import { parseAttribution } from '../shared/attribution.ts';
import { bookingApi, bookingFeedPath, bookingMessages, bookingPages, type Slot } from '../shared/booking.ts';
import { bookingSchema, type BookingInput } from '../shared/booking-schema.ts';
import { metricNames } from '../shared/metrics.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { countLead } from './attribution/lead-counts.ts';
import { saveChange as saveBookingChange, type BookingChange } from './booking/change.ts';
import { feedOf } from './booking/feed.ts';
import { choosePage, pickerFields } from './booking/picker-page.ts';
import { readCalendars, readTaken, releaseSlot, takeSlot } from './booking/schedule.ts';
import { freeSlots, judgeStart, type FreeSlot } from './booking/slots.ts';
import { dynamo } from './core/clients.ts';
import { defineEnv } from './core/env.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { logger } from './core/logger.ts';
import { countMetric } from './core/metrics.ts';
import { BadRequestError, ConflictError, ValidationError } from './http/errors.ts';
import { confirmationRef } from './mail/client-reputation.ts';
import { personFields } from '../shared/form-fields.ts';
import { admitFormPost } from './http/form-guard.ts';
import { httpHandler } from './http/handler.ts';
import { linkCredentials } from './http/link-credentials.ts';
import { htmlResponse, jsonResponse, parseRequestBody, redirectResponse, type HttpResponse, type RequestSource } from './http/http.ts';
import { enqueue } from './queue/enqueue.ts';
import { admitted } from './records/abuse-flags.ts';
import { newLeadFields } from './records/new-lead.ts';
import { reminderAt, type BookingRow } from './records/booking-record.ts';
import { searchKeysOf } from './records/search-keys.ts';

/**
 * The intro call, booked on the site itself (shared/booking.ts holds the contract):
 *   GET  /api/gesprek/tijden       the free slots of the coming days
 *   GET  /api/gesprek/kiezen       the same slots as a plain form, for a browser without JavaScript
 *   POST /api/gesprek              books a slot: 201 { id }, 409 when just taken, 400 when not offered
 *   POST /api/gesprek/annuleren    the cancel page's button: frees the slot
 *   POST /api/gesprek/verzetten    the move page's picker: takes the new slot, then frees the old one
 * A slot is taken by one conditional write of its item in the schedule table, so two visitors pressing at
 * the same moment get one 201 and one 409; a retry of the same submission finds its own booking.
 */

const env = defineEnv([
  'bookingTable',
  'scheduleTable',
  'intakeTable',
  'contactTable',
  'queueUrl',
  'guardTable',
  'guardSecret',
  'countsTable',
  'siteUrl',
  'auditTable',
  'staffEmail',
]);

const SLOT_LINK_CHARS = /^[A-Za-z0-9_-]{16,100}$/;
/** The pages a booking's email links open; a post without JavaScript carries their address (Referer). */
const linkPages = [bookingPages.cancel, bookingPages.move];

/** The slots as the contract gives them: ISO 8601 with Amsterdam's offset for each date. */
export function slotsOf(free: readonly FreeSlot[]): Slot[] {
  return free.map((slot) => ({ start: isoWithOffset(new Date(slot.start)), end: isoWithOffset(new Date(slot.end)) }));
}

async function currentSlots(now: Date) {
  const calendars = await readCalendars(env().scheduleTable);
  const taken = await readTaken(
    env().scheduleTable,
    calendars.map((calendar) => calendar.key),
    now,
  );
  return { calendars, taken };
}

export type BookingDecision = { input: BookingInput; start: Date; row: Omit<BookingRow, 'start' | 'end' | 'calendar'> };

/** Decides what a submission becomes, before anything is read or written. Throws ValidationError in Dutch. */
export function decideBooking(
  fields: Record<string, unknown>,
  context: { source: RequestSource; now: Date; newId: () => string },
): BookingDecision {
  const parsed = bookingSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error), bookingMessages.invalid);
  const input = parsed.data;
  const honeypot = Boolean(input.website?.trim());
  const attribution = parseAttribution(fields.attribution);
  return {
    input,
    start: new Date(input.start),
    row: {
      id: input.submissionId ?? context.newId(),
      kind: 'booking',
      name: input.name,
      email: input.email,
      phone: input.phone,
      ...searchKeysOf(input),
      topic: input.topic ?? null,
      note: input.note ? input.note : null,
      status: 'gepland',
      sequence: 0,
      cancel_token: randomBytes(24).toString('base64url'),
      move_token: randomBytes(24).toString('base64url'),
      ...newLeadFields(context, attribution, honeypot),
    },
  };
}

/** The intake or contact message the call was booked from, when it exists and has the same address. */
async function leadOf(leadId: string | undefined, email: string): Promise<Pick<BookingRow, 'lead_id' | 'lead_kind'>> {
  if (!leadId) return {};
  for (const [kind, table] of [
    ['intake', env().intakeTable],
    ['contact', env().contactTable],
  ] as const) {
    const { Item } = await dynamo.send(new GetCommand({ TableName: table, Key: { id: leadId }, ProjectionExpression: 'id, email' }));
    if (Item && String(Item.email).toLowerCase() === email.toLowerCase()) return { lead_id: leadId, lead_kind: kind };
  }
  return {};
}

/** Takes the first free calendar's slot; null when every one was taken in the meantime. */
async function takeFirstFree(slot: FreeSlot, bookingId: string): Promise<string | null> {
  for (const calendar of slot.calendars) {
    if (await takeSlot(env().scheduleTable, new Date(slot.start), calendar, bookingId)) return calendar;
  }
  return null;
}

async function existingBooking(id: string): Promise<BookingRow | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().bookingTable, Key: { id }, ConsistentRead: true }));
  return (Item as BookingRow | undefined) ?? null;
}

function booked(source: RequestSource, id: string): HttpResponse {
  return source === 'form' ? redirectResponse(bookingPages.booked) : jsonResponse(201, { id });
}

async function book(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const { source, fields } = parseRequestBody(event);
  const now = new Date();
  const decided = decideBooking(fields, { source, now, newId: randomUUID });
  // A retry of a submission that was saved gets its booking, whatever has happened to the slot since.
  if (decided.input.submissionId && (await existingBooking(decided.row.id))) return booked(source, decided.row.id);
  // Through the same brakes as every form (proof of work, per-client counts) before any slot is judged.
  const confirm = decided.row.email_status.visitor_confirmation
    ? null
    : { to: decided.row.email, ref: confirmationRef('booking', decided.row.id, 'visitor_confirmation'), waits: false };
  const admission = await admitFormPost(env(), event, source, fields, confirm);
  const { calendars, taken } = await currentSlots(now);
  const judged = judgeStart(calendars, taken, decided.start, now);
  if (judged.verdict === 'not-offered')
    throw new BadRequestError(`Start ${decided.input.start} is not offered`, bookingMessages.notOffered);
  if (judged.verdict === 'taken') throw new ConflictError(`Start ${decided.input.start} is taken`, bookingMessages.taken);
  const calendar = await takeFirstFree(judged.slot, decided.row.id);
  if (!calendar) throw new ConflictError(`Start ${decided.input.start} was taken meanwhile`, bookingMessages.taken);
  const start = new Date(judged.slot.start);
  const reminder = reminderAt(start, now);
  const row: BookingRow = admitted(
    {
      ...decided.row,
      ...(await leadOf(decided.input.leadId, decided.row.email)),
      start: start.toISOString(),
      end: new Date(judged.slot.end).toISOString(),
      calendar,
      ...(reminder ? { remind_at: reminder } : {}),
    },
    admission,
  );
  try {
    await dynamo.send(new PutCommand({ TableName: env().bookingTable, Item: row, ConditionExpression: 'attribute_not_exists(id)' }));
  } catch (error) {
    if (!isConditionalCheckFailed(error)) {
      // Nothing was booked: the slot goes back, so the visitor can try again.
      await releaseSlot(env().scheduleTable, start, calendar, row.id);
      throw error;
    }
    return booked(source, row.id);
  }
  logger.info('Call booked', { id: row.id, calendar, source });
  countMetric(metricNames.leadsCreated, { Kind: 'booking' });
  // As with the other forms, only a booking made through the picker (with its proof of work) counts in the overview.
  await countLead(env().countsTable, {
    kind: 'booking',
    at: now,
    attribution: row.attribution,
    flags: row.abuse_flags,
    paced: admission.start !== null,
  });
  await enqueue(env().queueUrl, env().bookingTable, { kind: 'booking', id: row.id });
  return booked(source, row.id);
}

type LinkAction = 'cancel' | 'move';

/** The booking a cancel or move link points at, when its token is that action's; null for a wrong or used link. */
async function bookingOfLink(
  event: APIGatewayProxyEventV2,
  fields: Record<string, unknown>,
  action: LinkAction,
): Promise<BookingRow | null> {
  const { id, token } = linkCredentials(event, fields, linkPages);
  if (!/^[0-9a-f-]{36}$/.test(id) || !SLOT_LINK_CHARS.test(token)) return null;
  const row = await existingBooking(id);
  const expected = row ? Buffer.from(action === 'cancel' ? row.cancel_token : row.move_token) : null;
  const given = Buffer.from(token);
  return row && expected && expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
}

/** A change the visitor made (booking/change.ts). */
const saveChange = (row: BookingRow, update: BookingChange) => saveBookingChange(env(), row, update);

function changed(source: RequestSource, page: string, body: Record<string, unknown>, status = 200): HttpResponse {
  return source === 'form' ? redirectResponse(page) : jsonResponse(status, body);
}

async function cancel(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const { source, fields } = parseRequestBody(event);
  const row = await bookingOfLink(event, fields, 'cancel');
  if (!row)
    return source === 'form'
      ? redirectResponse(bookingPages.invalid)
      : jsonResponse(400, { error: bookingMessages.invalidLink, fieldErrors: {} });
  if (row.status === 'gepland') {
    const now = new Date().toISOString();
    await saveChange(row, {
      set: ['#status = :cancelled', 'cancelled_at = :now'],
      remove: ['remind_at'],
      values: { ':cancelled': 'geannuleerd', ':now': now },
    });
    await releaseSlot(env().scheduleTable, new Date(row.start), row.calendar, row.id);
    logger.info('Call cancelled', { id: row.id });
  }
  return changed(source, bookingPages.cancelled, { cancelled: true });
}

async function move(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const { source, fields } = parseRequestBody(event);
  const row = await bookingOfLink(event, fields, 'move');
  if (!row || row.status !== 'gepland') {
    return source === 'form'
      ? redirectResponse(bookingPages.invalid)
      : jsonResponse(400, { error: bookingMessages.invalidLink, fieldErrors: {} });
  }
  const start = typeof fields.start === 'string' && !Number.isNaN(Date.parse(fields.start)) ? new Date(fields.start) : null;
  if (!start) throw new ValidationError({ start: bookingMessages.startRequired });
  const now = new Date();
  const { calendars, taken } = await currentSlots(now);
  const judged = judgeStart(calendars, taken, start, now);
  if (judged.verdict === 'not-offered') throw new BadRequestError(`Move to ${fields.start} is not offered`, bookingMessages.notOffered);
  if (judged.verdict === 'taken') throw new ConflictError(`Move to ${fields.start} is taken`, bookingMessages.taken);
  const calendar = await takeFirstFree(judged.slot, row.id);
  if (!calendar) throw new ConflictError(`Move to ${fields.start} was taken meanwhile`, bookingMessages.taken);
  const newStart = new Date(judged.slot.start);
  const reminder = reminderAt(newStart, now);
  try {
    await saveChange(row, {
      set: [
        '#start = :start',
        '#end = :end',
        'calendar = :calendar',
        'moves = list_append(if_not_exists(moves, :none), :move)',
        ...(reminder ? ['remind_at = :remind'] : []),
      ],
      remove: reminder ? [] : ['remind_at'],
      names: { '#start': 'start', '#end': 'end' },
      values: {
        ':start': newStart.toISOString(),
        ':end': new Date(judged.slot.end).toISOString(),
        ':calendar': calendar,
        ':none': [],
        ':move': [{ from: row.start, at: now.toISOString() }],
        ...(reminder ? { ':remind': reminder } : {}),
      },
    });
  } catch (error) {
    await releaseSlot(env().scheduleTable, newStart, calendar, row.id);
    throw error;
  }
  await releaseSlot(env().scheduleTable, new Date(row.start), row.calendar, row.id);
  logger.info('Call moved', { id: row.id, calendar });
  return changed(source, bookingPages.booked, { id: row.id, start: isoWithOffset(newStart) });
}

export const handler = httpHandler(
  {
    env,
    sameSiteOnly: () => env().siteUrl,
    formPage: {
      backHref: bookingApi.choose,
      backLabel: 'Kies een ander moment',
      heading: 'Je gesprek is nog niet gepland',
      fields: [personFields.name, personFields.email, personFields.phone],
      otherLabels: pickerFields.labels,
    },
  },
  async (event) => {
    // The feed's address carries its token as a path parameter: that route goes by its route key.
    const route = event.routeKey.endsWith('{token}')
      ? event.routeKey
      : `${event.requestContext.http.method} ${event.rawPath.replace(/\/+$/, '')}`;
    const now = new Date();
    switch (route) {
      case `GET ${bookingApi.slots}`: {
        const { calendars, taken } = await currentSlots(now);
        return jsonResponse(200, { slots: slotsOf(freeSlots(calendars, taken, now)) });
      }
      case `GET ${bookingApi.choose}`: {
        const { calendars, taken } = await currentSlots(now);
        const moving = linkCredentials(event, {}, [bookingPages.move]);
        return htmlResponse(
          200,
          choosePage(slotsOf(freeSlots(calendars, taken, now)), { query: event.queryStringParameters ?? {}, moving }),
        );
      }
      case `POST ${bookingApi.book}`:
        return book(event);
      case `POST ${bookingApi.cancel}`:
        return cancel(event);
      case `POST ${bookingApi.move}`:
        return move(event);
      case `GET ${bookingFeedPath}/{token}`:
        return feedOf(event.pathParameters?.token ?? '', env(), now);
      default:
        throw new BadRequestError(`No booking route ${route}`);
    }
  },
);
