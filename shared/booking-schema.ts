import * as z from 'zod/mini';
import { isDayKey, minutesOf } from './agency-clock.ts';
import { bookingMessages, bookingNoteMax, bookingTopicIds, weekdays } from './booking.ts';
import { personFields } from './form-fields.ts';
import { fieldSchema } from './form-schemas.ts';
import { noControlCharacters, singleLine, submissionIdField } from './validation.ts';

/** The booking's schemas (shared/booking.ts holds the contract and its words), for the browser and the functions alike. */

/** What a visitor sends to book; the same schema checks the picker's form in the browser and the API's body. */
export const bookingSchema = z.object({
  start: z.string({ error: bookingMessages.startRequired }).check(
    z.minLength(1, bookingMessages.startRequired),
    z.maxLength(40, bookingMessages.notOffered),
    z.refine((value) => !Number.isNaN(Date.parse(value)), bookingMessages.notOffered),
  ),
  name: singleLine(bookingMessages.nameRequired, 100),
  email: fieldSchema(personFields.email),
  phone: fieldSchema(personFields.phone),
  topic: z.optional(z.enum(bookingTopicIds, 'Kies een van de onderwerpen.')),
  note: z.optional(z.string().check(z.trim(), z.maxLength(bookingNoteMax, `Hoogstens ${bookingNoteMax} tekens.`), noControlCharacters)),
  /** The intake or contact message the call belongs to (the intake's success panel sends it). */
  leadId: z.optional(z.uuid({ error: 'Onbekende aanvraag.' })),
  /** Made once in the browser; a retry with it gets the same booking. Absent without JavaScript. */
  submissionId: z.optional(submissionIdField),
  /** Honeypot: hidden from people, filled by simple bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type BookingInput = z.output<typeof bookingSchema>;

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Geef een tijd als UU:MM.'));
const hours = z
  .object({ opens: time, closes: time })
  .check(z.refine((value) => minutesOf(value.opens) < minutesOf(value.closes), 'De eindtijd ligt niet na de begintijd.'));

/** Availability as staff send it from /beheer/gesprekken; also how the stored item is read back. */
export const availabilitySchema = z.object({
  takesCalls: z.boolean(),
  weekly: z.partialRecord(z.enum(weekdays), hours),
  breaks: z.array(hours).check(z.maxLength(5, 'Hoogstens vijf pauzes.')),
  daysOff: z
    .array(z.string().check(z.refine(isDayKey, 'Geef een datum als JJJJ-MM-DD.')))
    .check(z.maxLength(60, 'Hoogstens 60 vrije dagen.')),
  minNoticeHours: z
    .number()
    .check(
      z.refine(Number.isInteger, 'Geef een heel aantal uren.'),
      z.minimum(0, 'Niet minder dan 0 uur.'),
      z.maximum(168, 'Hoogstens 168 uur (een week).'),
    ),
});

/** The staff's "Gesprekken": the calls of `dagen` days from `van` (an Amsterdam day), a day or a week at a time. */
export const callsQuerySchema = z.object({
  van: z.string().check(z.refine(isDayKey, 'Geef een datum als JJJJ-MM-DD.')),
  dagen: z.optional(
    z.coerce
      .number()
      .check(
        z.refine(Number.isInteger, 'Geef een heel aantal dagen.'),
        z.minimum(1, 'Minstens 1 dag.'),
        z.maximum(31, 'Hoogstens 31 dagen.'),
      ),
  ),
});

/** What staff note after a call: held, the visitor did not come, or nothing (a mistake undone). */
export const callOutcomeSchema = z.object({
  outcome: z.nullable(z.enum(['gehouden', 'niet_verschenen'], 'Kies gehouden of niet verschenen.')),
});

/**
 * A member of staff's own calendar: the secret address in iCal format Google ("Geheim adres in iCal-indeling")
 * or Outlook ("ICS-koppeling") gives, or null to disconnect it. The scheduled function checks the address
 * again before every read (functions/booking/calendar-fetch.ts).
 */
export const calendarAddressSchema = z.object({
  url: z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(2000, 'Dit adres is te lang.'),
      z.refine(
        (value) => /^(https|webcals?):\/\/[^\s/]+\/\S*$/i.test(value),
        'Plak het geheime adres in iCal-indeling; het begint met https:// of webcal://.',
      ),
    ),
  ),
});

/** The calendar feed: make a new secret address (the old one stops working) or revoke it. */
export const feedActionSchema = z.object({ action: z.enum(['nieuw', 'intrekken'], 'Onbekende actie.') });
