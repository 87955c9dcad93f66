import ICAL from 'ical.js';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { agencyTimeZone, wallClockOf } from '../../shared/agency-clock.ts';
import { brand, domain } from '../../shared/business-facts.ts';

/**
 * The calendar invitation of an intro call (RFC 5545, iTIP's REQUEST and CANCEL), attached to the booking's
 * emails and served in the staff's feed. Written with ical.js, which also reads the staff's own calendars:
 * times are wall-clock times in the agency's zone (agencyTimeZone, shared/agency-clock.ts) with its VTIMEZONE (from @touch4it/ical-timezones),
 * so every calendar app shows 09:00 as 09:00 in Amsterdam whatever its own zone. One UID per booking and a
 * SEQUENCE that every change raises, so a calendar replaces the earlier invitation instead of adding one.
 */

export type InvitationEvent = {
  bookingId: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Who the call is with: the visitor (in staff's copy) or nobody named (in the visitor's, only our words). */
  attendee?: { name: string; email: string } | undefined;
  url?: string | undefined;
  cancelled?: boolean;
};

const timezone = (() => {
  let cached: { component: ICAL.Component; zone: ICAL.Timezone } | undefined;
  return () => {
    if (cached) return cached;
    const component = new ICAL.Component(ICAL.parse(getVtimezoneComponent(agencyTimeZone)!));
    cached = { component, zone: new ICAL.Timezone(component) };
    return cached;
  };
})();

function wallTime(instant: Date): ICAL.Time {
  const { day, minute } = wallClockOf(instant);
  const [year, month, date] = day.split('-').map(Number);
  return ICAL.Time.fromData(
    { year: year!, month: month!, day: date!, hour: Math.floor(minute / 60), minute: minute % 60 },
    timezone().zone,
  );
}

/** One event, for an invitation or a feed. */
function eventComponent(event: InvitationEvent, organizer: string, now: Date): ICAL.Component {
  const component = new ICAL.Component('vevent');
  const vevent = new ICAL.Event(component);
  vevent.uid = `${event.bookingId}@${domain}`;
  vevent.sequence = event.sequence;
  vevent.summary = event.summary;
  vevent.description = event.description;
  vevent.startDate = wallTime(event.start);
  vevent.endDate = wallTime(event.end);
  component.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
  component.updatePropertyWithValue('status', event.cancelled ? 'CANCELLED' : 'CONFIRMED');
  if (event.url) component.updatePropertyWithValue('url', event.url);
  component.addPropertyWithValue('organizer', `mailto:${organizer}`).setParameter('cn', brand.name);
  if (event.attendee) {
    const attendee = component.addPropertyWithValue('attendee', `mailto:${event.attendee.email}`);
    attendee.setParameter('cn', event.attendee.name);
    attendee.setParameter('partstat', 'ACCEPTED');
    attendee.setParameter('rsvp', 'FALSE');
  }
  return component;
}

function calendar(method: 'REQUEST' | 'CANCEL' | 'PUBLISH', name?: string): ICAL.Component {
  const component = new ICAL.Component(['vcalendar', [], []]);
  component.updatePropertyWithValue('prodid', `-//${brand.name}//Kennismaking//NL`);
  component.updatePropertyWithValue('version', '2.0');
  component.updatePropertyWithValue('method', method);
  if (name) component.updatePropertyWithValue('x-wr-calname', name);
  component.addSubcomponent(timezone().component);
  return component;
}

/** An invitation (METHOD:REQUEST), or its cancellation (METHOD:CANCEL) when the event is cancelled. */
export function invitationIcs(event: InvitationEvent, organizer: string, now: Date = new Date()): string {
  const ics = calendar(event.cancelled ? 'CANCEL' : 'REQUEST');
  ics.addSubcomponent(eventComponent(event, organizer, now));
  return ics.toString();
}

/** A subscription feed (METHOD:PUBLISH) of many calls, for the staff's own calendar app. */
export function feedIcs(name: string, events: readonly InvitationEvent[], organizer: string, now: Date = new Date()): string {
  const ics = calendar('PUBLISH', name);
  for (const event of events) ics.addSubcomponent(eventComponent(event, organizer, now));
  return ics.toString();
}
