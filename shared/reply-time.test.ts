import { describe, expect, it } from 'vitest';
import { replyDeadline } from './reply-time.ts';

// Times with their Amsterdam offset (+01:00 in winter, +02:00 in summer), whatever the machine's own zone.
describe('the reply deadline of "binnen één werkdag"', () => {
  it.each([
    ['a Monday morning lead is due the next morning at the same time', '2026-03-02T10:00:00+01:00', '2026-03-03T10:00:00+01:00'],
    ['a lead before opening time is due at closing time that day', '2026-03-02T07:30:00+01:00', '2026-03-02T18:00:00+01:00'],
    ['a lead after closing time is due at closing time the next office day', '2026-03-02T21:15:00+01:00', '2026-03-03T18:00:00+01:00'],
    ['a Friday afternoon lead is due on Monday afternoon', '2026-03-06T16:00:00+01:00', '2026-03-09T16:00:00+01:00'],
    ['a Saturday lead is due on Monday at closing time', '2026-03-07T11:00:00+01:00', '2026-03-09T18:00:00+01:00'],
    ['a Sunday night lead is due on Monday at closing time', '2026-03-08T23:59:00+01:00', '2026-03-09T18:00:00+01:00'],
    [
      'office hours are counted in Amsterdam time across the change to summer time',
      '2026-03-27T15:00:00+01:00',
      '2026-03-30T15:00:00+02:00',
    ],
  ])('%s', (_name, received, due) => {
    expect(replyDeadline(new Date(received)).toISOString()).toBe(new Date(due).toISOString());
  });
});
