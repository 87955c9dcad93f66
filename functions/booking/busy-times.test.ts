import { describe, expect, it } from 'vitest';
import { busyIntervals, MAX_EXPANSION_STEPS, MAX_OCCURRENCES_PER_EVENT, UnreadableCalendarError } from './busy-times.ts';

/** An iCalendar text around these lines (CRLF as the format wants). */
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//NL', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', `DTSTAMP:20261101T000000Z`, ...lines, 'END:VEVENT'];
const iso = (intervals: { start: number; end: number }[]) =>
  intervals.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

/** Outlook names the zone by its Windows name and includes its definition. */
const outlookZone = [
  'BEGIN:VTIMEZONE',
  'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('busy times from a staff member’s own calendar', () => {
  it('expands a weekly meeting across the change to summer time on Amsterdam’s clock: 09:00 is 08:00Z before and 07:00Z after', () => {
    // Prepare: Google writes the IANA name without a VTIMEZONE
    const ics = calendar(
      ...event(
        'UID:weekly@google',
        'DTSTART;TZID=Europe/Amsterdam:20270315T090000',
        'DTEND;TZID=Europe/Amsterdam:20270315T100000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
      ),
    );

    // Act
    const { busy } = busyIntervals(ics, new Date('2027-03-20T00:00:00Z'), new Date('2027-04-06T00:00:00Z'));

    // Assess
    expect(iso(busy)).toEqual([
      ['2027-03-22T08:00:00.000Z', '2027-03-22T09:00:00.000Z'],
      ['2027-03-29T07:00:00.000Z', '2027-03-29T08:00:00.000Z'],
      ['2027-04-05T07:00:00.000Z', '2027-04-05T08:00:00.000Z'],
    ]);
  });

  it('reads Outlook’s own zone back to winter time: 09:00 on 1 November 2027 is 08:00Z, and left-out dates and moved meetings count as such', () => {
    // Prepare: daily at 09:00 from 29 October, 31 October left out, 2 November moved to 14:00
    const ics = calendar(
      ...outlookZone,
      ...event(
        'UID:daily@outlook',
        'DTSTART;TZID=W. Europe Standard Time:20271029T090000',
        'DTEND;TZID=W. Europe Standard Time:20271029T093000',
        'RRULE:FREQ=DAILY;COUNT=5',
        'EXDATE;TZID=W. Europe Standard Time:20271031T090000',
      ),
      ...event(
        'UID:daily@outlook',
        'RECURRENCE-ID;TZID=W. Europe Standard Time:20271102T090000',
        'DTSTART;TZID=W. Europe Standard Time:20271102T140000',
        'DTEND;TZID=W. Europe Standard Time:20271102T150000',
      ),
    );

    // Act
    const { busy } = busyIntervals(ics, new Date('2027-10-28T00:00:00Z'), new Date('2027-11-10T00:00:00Z'));

    // Assess
    expect(iso(busy)).toEqual([
      ['2027-10-29T07:00:00.000Z', '2027-10-29T07:30:00.000Z'],
      ['2027-10-30T07:00:00.000Z', '2027-10-30T07:30:00.000Z'],
      ['2027-11-01T08:00:00.000Z', '2027-11-01T08:30:00.000Z'],
      ['2027-11-02T13:00:00.000Z', '2027-11-02T14:00:00.000Z'],
    ]);
  });

  it('blocks a whole Amsterdam day for a busy all-day event, and nothing for a free, cancelled or past one', () => {
    // Prepare
    const ics = calendar(
      ...event('UID:leave', 'DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261204', 'TRANSP:OPAQUE'),
      ...event('UID:birthday', 'DTSTART;VALUE=DATE:20261204', 'DTEND;VALUE=DATE:20261205', 'TRANSP:TRANSPARENT'),
      ...event('UID:off', 'DTSTART:20261207T090000Z', 'DTEND:20261207T100000Z', 'STATUS:CANCELLED'),
      ...event('UID:old', 'DTSTART:20261101T090000Z', 'DTEND:20261101T100000Z'),
    );

    // Act
    const { busy } = busyIntervals(ics, new Date('2026-12-01T00:00:00Z'), new Date('2026-12-15T00:00:00Z'));

    // Assess
    expect(iso(busy)).toEqual([['2026-12-02T23:00:00.000Z', '2026-12-03T23:00:00.000Z']]);
  });

  it('reads a floating time as Amsterdam’s wall clock and a DURATION as the event’s length, and merges overlapping events', () => {
    // Prepare
    const ics = calendar(
      ...event('UID:a', 'DTSTART:20261208T100000', 'DURATION:PT1H'),
      ...event('UID:b', 'DTSTART:20261208T093000Z', 'DTEND:20261208T103000Z'),
    );

    // Act
    const { busy } = busyIntervals(ics, new Date('2026-12-01T00:00:00Z'), new Date('2026-12-15T00:00:00Z'));

    // Assess: 10:00 floating is 09:00Z in winter; the second runs on to 10:30Z
    expect(iso(busy)).toEqual([['2026-12-08T09:00:00.000Z', '2026-12-08T10:30:00.000Z']]);
  });

  it('skips a rule that repeats more often than daily (every second since 1970) without expanding it', () => {
    // Prepare
    const ics = calendar(
      ...event('UID:flood', 'DTSTART:19700101T000000Z', 'DTEND:19700101T000001Z', 'RRULE:FREQ=SECONDLY'),
      ...event('UID:hourly', 'DTSTART:20261202T090000Z', 'DTEND:20261202T093000Z', 'RRULE:FREQ=HOURLY'),
    );

    // Act
    const { busy, skipped } = busyIntervals(ics, new Date('2026-12-01T00:00:00Z'), new Date('2026-12-15T00:00:00Z'));

    // Assess
    expect(MAX_OCCURRENCES_PER_EVENT).toBeLessThanOrEqual(10_000);
    expect(busy).toEqual([]);
    expect(skipped).toBe(2);
  });

  it('still blocks a daily meeting that started long ago: the occurrence cap counts from the window, not from DTSTART', () => {
    // Prepare: a stand-up every day since January 2010, some 6,100 occurrences before the window
    const ics = calendar(...event('UID:standup', 'DTSTART:20100104T090000Z', 'DTEND:20100104T093000Z', 'RRULE:FREQ=DAILY'));

    // Act
    const { busy } = busyIntervals(ics, new Date('2026-12-01T00:00:00Z'), new Date('2026-12-03T00:00:00Z'));

    // Assess
    expect(iso(busy)).toEqual([
      ['2026-12-01T09:00:00.000Z', '2026-12-01T09:30:00.000Z'],
      ['2026-12-02T09:00:00.000Z', '2026-12-02T09:30:00.000Z'],
    ]);
  });

  it('gives up on a calendar whose rules together need more expansion than its budget, as unreadable', () => {
    // Prepare: eight daily events since 1970, about 20,800 steps each
    const lines = Array.from({ length: 8 }, (_, index) =>
      event(`UID:old${index}`, 'DTSTART:19700105T090000Z', 'DTEND:19700105T100000Z', 'RRULE:FREQ=DAILY'),
    ).flat();

    // Act
    const read = () => busyIntervals(calendar(...lines), new Date('2026-12-01T00:00:00Z'), new Date('2026-12-15T00:00:00Z'));

    // Assess
    expect(MAX_EXPANSION_STEPS).toBeLessThan(8 * 20_800);
    expect(read).toThrow(UnreadableCalendarError);
  });

  it('refuses a text that is no calendar', () => {
    expect(() => busyIntervals('<html>Inloggen bij Google</html>', new Date(), new Date())).toThrow(UnreadableCalendarError);
  });
});
