import { describe, expect, it } from 'vitest';
import { mailReputation } from '../../shared/mail-reputation.ts';
import type { SesEventRecord } from '../../shared/ses-events.ts';
import { decideMailEvent, pauseOf, pauseReason, suppressionKey } from './reputation.ts';

const staff = 'hallo@startsprong.nl';
const mail = (to: string, audience?: string): SesEventRecord['mail'] => ({
  timestamp: '2026-11-24T10:00:00.000Z',
  messageId: 'm-1',
  source: staff,
  destination: [to],
  tags: audience ? { audience: [audience] } : {},
});
const bounce = (to: string, bounceType: 'Permanent' | 'Transient', bounceSubType = 'General', audience = 'visitor'): SesEventRecord => ({
  eventType: 'Bounce',
  mail: mail(to, audience),
  bounce: { bounceType, bounceSubType, bouncedRecipients: [{ emailAddress: to }], timestamp: '', feedbackId: 'f' },
});

describe('what one SES event changes', () => {
  it('counts a visitor confirmation SES sent', () => {
    expect(decideMailEvent({ eventType: 'Send', mail: mail('a@voorbeeld.nl', 'visitor') })).toEqual({
      audience: 'visitor',
      count: 'sends',
      suppress: [],
    });
  });

  it('suppresses and counts a hard bounce, suppresses without counting one for an address SES had suppressed, and lets a soft bounce pass', () => {
    expect(decideMailEvent(bounce('a@x.invalid', 'Permanent'))).toMatchObject({
      count: 'bounces',
      suppress: [{ address: 'a@x.invalid', reason: 'bounce' }],
    });
    expect(decideMailEvent(bounce('a@x.invalid', 'Permanent', 'OnAccountSuppressionList'))).toMatchObject({
      count: null,
      suppress: [{ address: 'a@x.invalid' }],
    });
    expect(decideMailEvent(bounce('vol@voorbeeld.nl', 'Transient', 'MailboxFull'))).toMatchObject({ count: null, suppress: [] });
  });

  it('suppresses and counts a complaint', () => {
    const record: SesEventRecord = {
      eventType: 'Complaint',
      mail: mail('b@voorbeeld.nl', 'visitor'),
      complaint: { complainedRecipients: [{ emailAddress: 'b@voorbeeld.nl' }], timestamp: '', feedbackId: 'f' },
    };
    expect(decideMailEvent(record)).toEqual({
      audience: 'visitor',
      count: 'complaints',
      suppress: [{ address: 'b@voorbeeld.nl', reason: 'complaint' }],
    });
  });

  it('never suppresses or counts staff email, tagged or (for older emails) by its address', () => {
    expect(decideMailEvent(bounce(staff, 'Permanent', 'General', 'staff'))).toEqual({
      audience: 'staff',
      count: null,
      suppress: [],
    });
    const untagged: SesEventRecord = { ...bounce(staff, 'Permanent'), mail: mail(staff) };
    expect(decideMailEvent(untagged)).toEqual({ audience: 'staff', count: null, suppress: [] });
  });

  it('counts no untagged email as a visitor confirmation: a bounced staff invitation from Cognito pauses nothing', () => {
    const invitation: SesEventRecord = {
      ...bounce('nieuwe.collega@startsprong.nl', 'Permanent'),
      mail: mail('nieuwe.collega@startsprong.nl'),
    };
    expect(decideMailEvent(invitation)).toEqual({ audience: 'staff', count: null, suppress: [] });
  });
});

describe('when visitor confirmations pause', () => {
  it(`waits for ${mailReputation.minBounces} hard bounces, then pauses from ${mailReputation.maxBounceRate * 100}%`, () => {
    expect(pauseReason({ sends: 10, bounces: mailReputation.minBounces - 1, complaints: 0 })).toBeNull();
    expect(pauseReason({ sends: 10, bounces: mailReputation.minBounces, complaints: 0 })).toBe('bounces');
    expect(pauseReason({ sends: 1000, bounces: 19, complaints: 0 })).toBeNull();
    expect(pauseReason({ sends: 1000, bounces: 20, complaints: 0 })).toBe('bounces');
  });

  it(`waits for ${mailReputation.minComplaints} complaints, then pauses from ${mailReputation.maxComplaintRate * 100}%`, () => {
    expect(pauseReason({ sends: 100, bounces: 0, complaints: 1 })).toBeNull();
    expect(pauseReason({ sends: 100, bounces: 0, complaints: 2 })).toBe('complaints');
    expect(pauseReason({ sends: 10_000, bounces: 0, complaints: 4 })).toBeNull();
    expect(pauseReason({ sends: 10_000, bounces: 0, complaints: 5 })).toBe('complaints');
  });

  it('counts a bounce that arrived before its send against at least itself', () => {
    expect(pauseReason({ sends: 0, bounces: 3, complaints: 0 })).toBe('bounces');
  });

  it('holds a pause only until its end', () => {
    const item = {
      until: '2026-11-25T10:00:00.000Z',
      since: '2026-11-24T10:00:00.000Z',
      reason: 'bounces',
      sends: 9,
      bounces: 3,
      complaints: 0,
    };
    expect(pauseOf(item, new Date('2026-11-25T09:59:00.000Z')).paused).toBe(true);
    expect(pauseOf(item, new Date('2026-11-25T10:01:00.000Z')).paused).toBe(false);
    expect(pauseOf(undefined, new Date())).toEqual({ paused: false });
  });
});

describe('where a suppression is kept', () => {
  const config = { guardSecret: 'geheim' };

  it('keeps a bounce for that address only, so a bounced plus-tag cannot silence the mailbox, and a complaint for the whole mailbox', () => {
    // Assess
    expect(suppressionKey(config, 'Anna@Voorbeeld.nl', 'bounce')).toBe(suppressionKey(config, 'anna@voorbeeld.nl', 'bounce'));
    expect(suppressionKey(config, 'anna+x@voorbeeld.nl', 'bounce')).not.toBe(suppressionKey(config, 'anna@voorbeeld.nl', 'bounce'));
    expect(suppressionKey(config, 'anna+x@voorbeeld.nl', 'complaint')).toBe(suppressionKey(config, 'anna@voorbeeld.nl', 'complaint'));
    expect(suppressionKey(config, 'a.n.n.a@gmail.com', 'complaint')).toBe(suppressionKey(config, 'anna@gmail.com', 'complaint'));
  });
});
