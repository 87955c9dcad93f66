import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isoWithOffset } from '../shared/agency-clock.ts';
import { parseAttribution } from '../shared/attribution.ts';
import { abuseLimits } from '../shared/api-limits.ts';
import { bookingApi, bookingFeedPath, bookingMessages, bookingMinFillMs, bookingPages, type Slot } from '../shared/booking.ts';
import { bookingSchema, type BookingInput } from '../shared/booking-schema.ts';
import { metricNames } from '../shared/metrics.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { countLead } from './attribution/lead-counts.ts';
import { releaseCall, saveChange as saveBookingChange, type BookingChange } from './booking/change.ts';
import { feedOf } from './booking/feed.ts';
import { extendHolds, holdPlaces, releaseHolds } from './booking/holds.ts';
import { choosePage, pickerFields } from './booking/picker-page.ts';
import { readCalendars, readTaken, releaseSlot, takeSlot } from './booking/schedule.ts';
import { slotList } from './booking/slot-list.ts';
import { freeSlots, judgeStart, type FreeSlot } from './booking/slots.ts';
import { dynamo } from './core/clients.ts';
import { defineEnv } from './core/env.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { logger } from './core/logger.ts';
import { countMetric } from './core/metrics.ts';
import { clientOf, countAgainstLimit } from './http/client-limit.ts';
import { BadRequestError, ConflictError, TooManyRequestsError, ValidationError } from './http/errors.ts';
import { confirmationRef } from './mail/client-reputation.ts';
import { personFields } from '../shared/form-fields.ts';
import { admitFormPost, serverFillMs } from './http/form-guard.ts';
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
/** Read apart: only the staff's calendar feed needs the user pool (is the feed's member still in the staff group?). */
const feedEnv = defineEnv(['staffUserPool']);

/** A client refused for sending too much is told so for the hour it is remembered (http/client-limit.ts). */
const LIMITED_SECONDS = 60 * 60;
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

/** The list visitors see, worked out once for the same facts in the same minute (booking/slot-list.ts). */
const listed = slotList();

async function offeredSlots(now: Date): Promise<Slot[]> {
  const { calendars, taken } = await currentSlots(now);
  return listed.get({ calendars, taken }, now, () => slotsOf(freeSlots(calendars, taken, now)));
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
  // Unlike a message, a booking takes something others want: a slot. A post with the hidden field filled is
  // answered as if booked, as the contact form answers one (a script learns nothing from the answer), but
  // takes no slot and is not kept: staff would only have to cancel it. The rare person whose browser filled
  // the field gets no confirmation, so they write or book again. A client refused shortly before is refused.
  if (decided.row.abuse_flags?.includes('probably_automated')) {
    logger.warn('Booking with the hidden field filled: no slot taken', { id: decided.row.id });
    return booked(source, decided.row.id);
  }
  if (admission.clientLimited) throw new TooManyRequestsError(LIMITED_SECONDS, 'Booking from a client limited shortly before');
  const { calendars, taken } = await currentSlots(now);
  const judged = judgeStart(calendars, taken, decided.start, now);
  if (judged.verdict === 'not-offered')
    throw new BadRequestError(`Start ${decided.input.start} is not offered`, bookingMessages.notOffered);
  if (judged.verdict === 'taken') throw new ConflictError(`Start ${decided.input.start} is taken`, bookingMessages.taken);
  // One call to come per mailbox and two per client (booking/holds.ts), held before the slot is taken.
  const holder = { id: decided.row.id, email: decided.row.email };
  const refusal = await holdPlaces(env(), { ...holder, end: new Date(judged.slot.end) }, clientOf(env(), event), now);
  if (refusal === 'mailbox') throw new ConflictError('Mailbox already holds a call', bookingMessages.alreadyBooked);
  if (refusal === 'client') throw new TooManyRequestsError(null, 'Client already holds its calls', bookingMessages.callsPerClient);
  const calendar = await takeFirstFree(judged.slot, decided.row.id);
  if (!calendar) {
    await releaseHolds(env(), holder);
    throw new ConflictError(`Start ${decided.input.start} was taken meanwhile`, bookingMessages.taken);
  }
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
      // Nothing was booked: the slot and the places go back, so the visitor can try again.
      await releaseCall({ scheduleTable: env().scheduleTable, guard: env() }, row);
      throw error;
    }
    // The same submission was saved at the same moment, perhaps for another start (a script reusing one id
    // to hide slots): the slot this post took goes back unless the saved booking is for it.
    const saved = await existingBooking(row.id);
    if (saved?.start !== row.start || saved.calendar !== calendar) await releaseSlot(env().scheduleTable, start, calendar, row.id);
    return booked(source, row.id);
  }
  logger.info('Call booked', { id: row.id, calendar, source });
  countMetric(metricNames.leadsCreated, { Kind: 'booking' });
  // As with the other forms, only a booking made through the picker (with its proof of work), at a person's
  // pace by our clock, counts in the overview: a script cannot write the sources staff see.
  const paced = admission.start !== null && (await serverFillMs(env(), admission.start, row.id, now)) >= bookingMinFillMs;
  await countLead(env().countsTable, { kind: 'booking', at: now, attribution: row.attribution, flags: row.abuse_flags, paced });
  await enqueue(env().queueUrl, env().bookingTable, { kind: 'booking', id: row.id });
  return booked(source, row.id);
}

type LinkAction = 'cancel' | 'move';

/**
 * The booking a cancel or move link points at, when its token is that action's and its call has not begun;
 * null for a wrong or used link, and once the call's start has passed (a call that was held is not cancelled
 * afterwards, nor moved into the future as a new booking without any of a booking's brakes). Every post
 * counts against the client's link limit first, wrong tokens too: each change mails staff and visitor.
 */
async function bookingOfLink(
  event: APIGatewayProxyEventV2,
  fields: Record<string, unknown>,
  action: LinkAction,
  now: Date,
): Promise<BookingRow | null> {
  await countAgainstLimit(env(), clientOf(env(), event), 'booking-links', abuseLimits.bookingLinkPosts, { now });
  const { id, token } = linkCredentials(event, fields, linkPages);
  if (!/^[0-9a-f-]{36}$/.test(id) || !SLOT_LINK_CHARS.test(token)) return null;
  const row = await existingBooking(id);
  const expected = row ? Buffer.from(action === 'cancel' ? row.cancel_token : row.move_token) : null;
  const given = Buffer.from(token);
  const valid = row && expected && expected.length === given.length && timingSafeEqual(expected, given);
  return valid && Date.parse(row.start) > now.getTime() ? row : null;
}

/** A change the visitor made (booking/change.ts). */
const saveChange = (row: BookingRow, update: BookingChange) => saveBookingChange(env(), row, update);

function changed(source: RequestSource, page: string, body: Record<string, unknown>, status = 200): HttpResponse {
  return source === 'form' ? redirectResponse(page) : jsonResponse(status, body);
}

/** 409: another change of the call (a second press, the other link) was saved first; the page's state is old. */
function changedMeanwhile(id: string): ConflictError {
  return new ConflictError(`Call ${id} changed meanwhile`, bookingMessages.changedMeanwhile);
}

function invalidLink(source: RequestSource): HttpResponse {
  return source === 'form'
    ? redirectResponse(bookingPages.invalid)
    : jsonResponse(400, { error: bookingMessages.invalidLink, fieldErrors: {} });
}

async function cancel(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const { source, fields } = parseRequestBody(event);
  const now = new Date();
  const row = await bookingOfLink(event, fields, 'cancel', now);
  if (!row) return invalidLink(source);
  if (row.status === 'gepland') {
    try {
      await saveChange(row, {
        set: ['#status = :cancelled', 'cancelled_at = :now'],
        remove: ['remind_at'],
        values: { ':cancelled': 'geannuleerd', ':now': now.toISOString() },
      });
      logger.info('Call cancelled', { id: row.id });
    } catch (error) {
      // A second press at the same moment found the cancel saved: the same answer. A move in between is not undone.
      if (!isConditionalCheckFailed(error)) throw error;
      if ((await existingBooking(row.id))?.status !== 'geannuleerd') throw changedMeanwhile(row.id);
    }
  }
  // Also when the cancel was saved before: a retry finishes what a failure after the save left undone.
  await releaseCall({ scheduleTable: env().scheduleTable, guard: env() }, row);
  return changed(source, bookingPages.cancelled, { cancelled: true });
}

async function move(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const { source, fields } = parseRequestBody(event);
  const now = new Date();
  const row = await bookingOfLink(event, fields, 'move', now);
  if (!row || row.status !== 'gepland') return invalidLink(source);
  // The sequence check in saveChange lets only one change of the state read here through, so this count holds.
  if ((row.moves?.length ?? 0) >= abuseLimits.movesPerCall)
    throw new ConflictError(`Call ${row.id} was moved ${abuseLimits.movesPerCall} times`, bookingMessages.movedTooOften);
  const start = typeof fields.start === 'string' && !Number.isNaN(Date.parse(fields.start)) ? new Date(fields.start) : null;
  if (!start) throw new ValidationError({ start: bookingMessages.startRequired });
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
    // Another change of this call won: the new slot goes back, unless that change moved the call to it too
    // (two presses of the same move), whose row now says it holds it.
    const saved = await existingBooking(row.id);
    if (saved?.start !== newStart.toISOString() || saved.calendar !== calendar)
      await releaseSlot(env().scheduleTable, newStart, calendar, row.id);
    throw isConditionalCheckFailed(error) ? changedMeanwhile(row.id) : error;
  }
  await releaseSlot(env().scheduleTable, new Date(row.start), row.calendar, row.id);
  await extendHolds(env(), row, new Date(judged.slot.end));
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
      case `GET ${bookingApi.slots}`:
        return jsonResponse(200, { slots: await offeredSlots(now) });
      case `GET ${bookingApi.choose}`: {
        const moving = linkCredentials(event, {}, [bookingPages.move]);
        return htmlResponse(200, choosePage(await offeredSlots(now), { query: event.queryStringParameters ?? {}, moving }));
      }
      case `POST ${bookingApi.book}`:
        return book(event);
      case `POST ${bookingApi.cancel}`:
        return cancel(event);
      case `POST ${bookingApi.move}`:
        return move(event);
      case `GET ${bookingFeedPath}/{token}`:
        return feedOf(event.pathParameters?.token ?? '', { ...env(), ...feedEnv() }, now);
      default:
        throw new BadRequestError(`No booking route ${route}`);
    }
  },
);
