import type { DayKey, WeekdayCode } from './agency-clock.ts';
import { claims, contact, officeHours } from './business-facts.ts';

/**
 * The free intro call, booked on the site itself (issue 34): the contract other clients rely on, the fields
 * the picker sends, the staff's availability, and the Dutch words of each. Read by the booking function, the
 * worker, the staff area and the slot picker alike.
 *
 *   GET  /api/gesprek/tijden   { slots: [{ start, end }] }: the free slots of the coming days, ISO 8601 with
 *                              Amsterdam's offset for that date
 *   POST /api/gesprek          { start, name, email, phone?, topic?, note?, leadId?, altcha } -> 201 { id };
 *                              409 when the slot was just taken, 400 when `start` is not an offered slot
 */

export const bookingApi = {
  slots: '/api/gesprek/tijden',
  book: '/api/gesprek',
  /** The no-JavaScript picker: a page the booking function renders with the slots as a plain form. */
  choose: '/api/gesprek/kiezen',
  cancel: '/api/gesprek/annuleren',
  move: '/api/gesprek/verzetten',
} as const;

/** The site's own pages of a booking: the links in emails open these, and only their buttons change anything. */
export const bookingPages = {
  booked: '/gesprek/gepland',
  cancel: '/gesprek/annuleren',
  move: '/gesprek/verzetten',
  cancelled: '/gesprek/geannuleerd',
  invalid: '/gesprek/ongeldig',
} as const;

/** How long a call lasts: the facts module's promise. */
export const slotMinutes = claims.introCallMinutes;

/** How many days ahead, today included, the picker offers. */
export const bookingDays = 14;

/** What the call is about: our own words, so an email to the visitor can name it without repeating what they typed. */
export const bookingTopics = {
  starten: 'Een bedrijf starten',
  plan: 'Ondernemingsplan of financiering',
  merk: 'Logo en huisstijl',
  website: 'Website of webshop',
  systeem: 'Een systeem op maat of AI',
  anders: 'Iets anders',
} as const;
export type BookingTopic = keyof typeof bookingTopics;
export const bookingTopicIds = Object.keys(bookingTopics) as BookingTopic[];

export const bookingNoteMax = 500;

export const bookingMessages = {
  startRequired: 'Kies een moment voor het gesprek.',
  nameRequired: 'Vul je naam in.',
  /** 409: the slot was just taken by someone else. */
  taken: 'Dit moment is net door iemand anders gekozen. Kies een ander moment; je gegevens staan nog klaar.',
  /** 400: the start is not one we offer (past, outside the hours, or made up). */
  notOffered: 'Dit moment kunnen we niet aanbieden. Kies een van de vrije momenten.',
  invalid: 'Controleer de gemarkeerde velden.',
  booked: {
    title: 'Je gesprek staat gepland',
    description: 'Je krijgt zo een bevestiging per e-mail, met een uitnodiging voor je agenda.',
  },
  noSlots: 'Er zijn de komende twee weken geen vrije momenten. Stuur ons een bericht of bel ons, dan zoeken we samen een moment.',
  invalidLink: 'Deze link werkt niet (meer). Kijk in je laatste e-mail over het gesprek, of neem contact met ons op.',
  /** 409: this mailbox already holds a call to come (functions/booking/holds.ts). */
  alreadyBooked:
    'Met dit e-mailadres staat al een gesprek gepland. Wil je een ander moment? Gebruik de link om te verzetten in je bevestigingsmail.',
  /** 429: this client already holds two calls to come. */
  callsPerClient: `Vanaf deze verbinding zijn al twee gesprekken gepland. Wil je nog een gesprek plannen? Mail ons op ${contact.email}.`,
  /** 409: the call was changed (moved or cancelled) by another press just before. */
  changedMeanwhile: 'Je gesprek is net al gewijzigd. Kijk in je nieuwste e-mail over het gesprek hoe het nu staat.',
  /** 409: the call was moved as often as one may. */
  movedTooOften: `Je hebt dit gesprek al een paar keer verzet. Past geen van de momenten? Mail ons op ${contact.email}, dan zoeken we samen een moment.`,
} as const;

/**
 * How long a booking form is open, at least, before a person sends it (by the API's clock, from the form's
 * first challenge): pick a day and a time, type a name and an address. As the contact form's, only a booking
 * that took longer counts in the overview of where leads come from (/beheer/herkomst).
 */
export const bookingMinFillMs = 3000;

/** What staff see in /beheer when their calendar could not be read (the cause itself is in the function's log). */
export const calendarReadErrors = {
  notACalendar: 'Op dit adres staat geen iCal-agenda. Kopieer het geheime adres in iCal-indeling opnieuw uit je agenda.',
  gone: 'Dit adres werkt niet meer (misschien is het opnieuw ingesteld). Kopieer het geheime adres opnieuw uit je agenda.',
  refused: 'Dit adres kunnen we niet lezen: het moet een openbaar https-adres zijn, zonder omleidingen naar elders.',
  unreachable: 'Je agenda was niet bereikbaar. We proberen het over een kwartier opnieuw.',
} as const;

/** A slot as the API gives it: ISO 8601 with Amsterdam's offset on that date. */
export type Slot = { start: string; end: string };

/** When a member of staff (or, by default, the team) takes calls. Times are Amsterdam's wall clock. */
export type Hours = { opens: string; closes: string };
export type Availability = {
  /** Whether calls are offered at all: a member of staff can stop for a while without losing their hours. */
  takesCalls: boolean;
  /** Hours per day of the week; a day without is a day without calls. */
  weekly: Partial<Record<WeekdayCode, Hours>>;
  /** Every day: no call overlaps a break. */
  breaks: Hours[];
  /** Whole days without calls (holidays, leave). */
  daysOff: DayKey[];
  /** No call starts sooner than this many hours from now. */
  minNoticeHours: number;
};

export const weekdayLabels: Record<WeekdayCode, string> = {
  Mo: 'maandag',
  Tu: 'dinsdag',
  We: 'woensdag',
  Th: 'donderdag',
  Fr: 'vrijdag',
  Sa: 'zaterdag',
  Su: 'zondag',
};
export const weekdays = Object.keys(weekdayLabels) as WeekdayCode[];

/**
 * A fresh deploy offers calls at once: the office hours of the facts module, on its office days, four hours'
 * notice (what Calendly starts with). This is the team's calendar until a member of staff sets their own.
 */
export const defaultAvailability: Availability = {
  takesCalls: true,
  weekly: Object.fromEntries(officeHours.dayCodes.map((code) => [code, { opens: officeHours.opens, closes: officeHours.closes }])),
  breaks: [],
  daysOff: [],
  minNoticeHours: 4,
};

/** The calendar a booking is assigned to while no member of staff has set their own hours: the team's mailbox takes it. */
export const teamCalendar = 'team';

/**
 * The booking table's own indexes besides those of every lead table: `calls` lists the calls by their start
 * (the staff's "Gesprekken" and the calendar feed read a range of days), and the sparse `reminder` holds
 * only the calls whose reminder is still to go (the scheduled function reads what is due, never the table).
 */
export const bookingIndexes = {
  calls: { name: 'calls', partitionKey: 'kind', sortKey: 'start' },
  reminder: { name: 'reminder', partitionKey: 'kind', sortKey: 'remind_at' },
} as const;

/** The schedule table's taken slots are keyed `slot#<start>#<calendar>`: the only items a public function writes there. */
export const slotKeyPrefix = 'slot#';

/**
 * The schedule table's index: the taken slots of one calendar by start, so the free slots of the coming days
 * read only the slots taken in them, however many calls were ever booked.
 */
export const scheduleIndexes = {
  taken: { name: 'taken', partitionKey: 'calendar', sortKey: 'start' },
} as const;

/** The staff API of the calls, under /api/beheer (behind the JWT authorizer, as every staff route). */
export const staffBookingApi = {
  calls: '/api/beheer/gesprekken',
  outcome: (id: string) => `/api/beheer/gesprekken/${encodeURIComponent(id)}/afloop`,
  cancel: (id: string) => `/api/beheer/gesprekken/${encodeURIComponent(id)}/annuleren`,
  availability: '/api/beheer/beschikbaarheid',
  calendar: '/api/beheer/beschikbaarheid/agenda',
  feed: '/api/beheer/beschikbaarheid/feed',
} as const;

/** The calendar feed a member of staff subscribes to: `${bookingApi.feed}/<token>`; the token is the secret. */
export const bookingFeedPath = '/api/gesprek/agenda';

/** A call as the staff's "Gesprekken" list shows it. */
export type StaffCall = {
  id: string;
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string | null;
  topic: string | null;
  status: 'gepland' | 'geannuleerd';
  outcome: 'gehouden' | 'niet_verschenen' | null;
  /** Whose call it is: a member's username, or the team's. */
  calendar: string;
  lead: { kind: 'intake' | 'contact'; id: string } | null;
};

export const callOutcomeLabels = { gehouden: 'Gehouden', niet_verschenen: 'Niet verschenen' } as const;

/** What /beheer/beschikbaarheid shows a member of staff about their own settings. */
export type AvailabilityView = {
  member: string;
  /** Their own hours, or the team's default while they have not saved any. */
  availability: Availability;
  ownHours: boolean;
  calendar: { host: string; savedAt: string; readAt: string | null; readError: string | null } | null;
  feed: { createdAt: string } | null;
};
