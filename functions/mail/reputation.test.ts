import { describe, expect, it } from 'vitest';
import { dutchPercent, mailReputation } from '../../shared/mail-reputation.ts';
import type { SesEventRecord } from '../../shared/ses-events.ts';
import { clientMailBlockedBy } from './client-reputation.ts';
import {
  decideMailEvent,
  pauseOf,
  pauseReason,
  sumWindow,
  suppressionKey,
  suppressionOf,
  windowKeys,
  windowStartOf,
  type WindowCounts,
} from './reputation.ts';

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
    expect(decideMailEvent({ eventType: 'Send', mail: mail('a@voorbeeld.nl', 'visitor') })).toMatchObject({
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
    expect(decideMailEvent(record)).toMatchObject({
      audience: 'visitor',
      count: 'complaints',
      suppress: [{ address: 'b@voorbeeld.nl', reason: 'complaint' }],
    });
  });

  it('never suppresses or counts staff email, tagged or (for older emails) by its address', () => {
    expect(decideMailEvent(bounce(staff, 'Permanent', 'General', 'staff'))).toMatchObject({
      audience: 'staff',
      count: null,
      suppress: [],
    });
    const untagged: SesEventRecord = { ...bounce(staff, 'Permanent'), mail: mail(staff) };
    expect(decideMailEvent(untagged)).toMatchObject({ audience: 'staff', count: null, suppress: [] });
  });

  it('counts no untagged email as a visitor confirmation: a bounced staff invitation from Cognito pauses nothing', () => {
    const invitation: SesEventRecord = {
      ...bounce('nieuwe.collega@startsprong.nl', 'Permanent'),
      mail: mail('nieuwe.collega@startsprong.nl'),
    };
    expect(decideMailEvent(invitation)).toMatchObject({ audience: 'staff', count: null, suppress: [] });
  });
});

describe('what the mailbox simulator and the client tag change', () => {
  it("counts nothing sent to SES's mailbox simulator, as SES counts none of it, yet suppresses the address", () => {
    // Prepare
    const simulated = bounce('bounce+x1@simulator.amazonses.com', 'Permanent');
    const complaint: SesEventRecord = {
      eventType: 'Complaint',
      mail: mail('complaint@simulator.amazonses.com', 'visitor'),
      complaint: { complainedRecipients: [{ emailAddress: 'complaint@simulator.amazonses.com' }], timestamp: '', feedbackId: 'f' },
    };

    // Act / Assess
    expect(decideMailEvent({ eventType: 'Send', mail: mail('success@simulator.amazonses.com', 'visitor') }).count).toBeNull();
    expect(decideMailEvent(simulated)).toMatchObject({ count: null, suppress: [{ address: 'bounce+x1@simulator.amazonses.com' }] });
    expect(decideMailEvent(complaint)).toMatchObject({ count: null, suppress: [{ reason: 'complaint' }] });
  });

  it('names the client from its tag, and an untagged confirmation as a client of its own', () => {
    const client = 'ab'.repeat(16);
    const tagged: SesEventRecord = {
      ...bounce('a@x.invalid', 'Permanent'),
      mail: { ...mail('a@x.invalid', 'visitor'), tags: { audience: ['visitor'], client: [client] } },
    };
    expect(decideMailEvent(tagged)).toMatchObject({ client, clientKnown: true });
    expect(decideMailEvent(bounce('a@x.invalid', 'Permanent'))).toMatchObject({ client: 'message:m-1', clientKnown: false });
  });
});

const window = (counts: Partial<WindowCounts>): WindowCounts => ({
  sends: 0,
  bounces: 0,
  complaints: 0,
  bounceClients: 0,
  complaintClients: 0,
  ...counts,
});

describe('when every visitor confirmation pauses', () => {
  it(`never pauses for bounces from fewer than ${mailReputation.minBounceClients} clients, however high their rate`, () => {
    // Three bounces from one client, then one each from seven more, on a fresh stack: 100% of what was sent.
    expect(pauseReason(window({ sends: 10, bounces: 10, bounceClients: 8 }))).toBeNull();
    expect(pauseReason(window({ sends: 40, bounces: 40, bounceClients: mailReputation.minBounceClients - 1 }))).toBeNull();
  });

  it(`pauses once bounces came from ${mailReputation.minBounceClients} clients and pass ${dutchPercent(mailReputation.maxBounceRate)} of at least ${mailReputation.representativeVolume} confirmations`, () => {
    expect(pauseReason(window({ sends: 0, bounces: 10, bounceClients: 10 }))).toBe('bounces');
    expect(pauseReason(window({ sends: 60, bounces: 10, bounceClients: 10 }))).toBe('bounces');
    // At ten times our volume the rate decides: 10 bounces of 1,000 confirmations is 1%.
    expect(pauseReason(window({ sends: 1000, bounces: 10, bounceClients: 10 }))).toBeNull();
    expect(pauseReason(window({ sends: 1000, bounces: 20, bounceClients: 12 }))).toBe('bounces');
  });

  it(`pauses for complaints from ${mailReputation.minComplaintClients} clients, not from fewer`, () => {
    expect(pauseReason(window({ sends: 50, complaints: 4, complaintClients: 4 }))).toBeNull();
    expect(pauseReason(window({ sends: 50, complaints: 5, complaintClients: 5 }))).toBe('complaints');
    expect(pauseReason(window({ sends: 50_000, complaints: 5, complaintClients: 5 }))).toBeNull();
  });

  it('adds the day rows of the window, counting each client once', () => {
    const rows = [
      { sends: 3, bounces: 2, bounce_clients: new Set(['a', 'b']) },
      undefined,
      { sends: 1, bounces: 1, complaints: 1, bounce_clients: new Set(['a']), complaint_clients: new Set(['c']) },
    ];
    expect(sumWindow(rows)).toEqual({ sends: 4, bounces: 3, complaints: 1, bounceClients: 2, complaintClients: 1 });
  });

  it(`reads the last ${mailReputation.windowDays} days, or from the day the last pause ended`, () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    const all = windowKeys(now);
    expect(all).toHaveLength(mailReputation.windowDays);
    expect(all[0]).toBe('mail-counts#visitor#2026-11-24');
    expect(windowKeys(now, '2026-11-22T18:00:00.000Z')).toEqual([
      'mail-counts#visitor#2026-11-24',
      'mail-counts#visitor#2026-11-23',
      'mail-counts#visitor#2026-11-22',
    ]);
  });

  it('weighs events during a pause against its own window, and starts counting afresh when it has ended', () => {
    const item = { until: '2026-11-25T10:00:00.000Z', since: '2026-11-24T10:00:00.000Z', window_from: '2026-11-01T08:00:00.000Z' };
    expect(windowStartOf(undefined, new Date('2026-11-24T12:00:00.000Z'))).toBeUndefined();
    expect(windowStartOf(item, new Date('2026-11-24T12:00:00.000Z'))).toBe('2026-11-01T08:00:00.000Z');
    expect(windowStartOf(item, new Date('2026-11-26T12:00:00.000Z'))).toBe('2026-11-25T10:00:00.000Z');
  });

  it('holds a pause only until its end', () => {
    const item = {
      until: '2026-11-25T10:00:00.000Z',
      since: '2026-11-24T10:00:00.000Z',
      reason: 'bounces',
      sends: 9,
      bounces: 10,
      complaints: 0,
      clients: 10,
    };
    expect(pauseOf(item, new Date('2026-11-25T09:59:00.000Z')).paused).toBe(true);
    expect(pauseOf(item, new Date('2026-11-25T10:01:00.000Z')).paused).toBe(false);
    expect(pauseOf(undefined, new Date())).toEqual({ paused: false });
  });
});

describe("when one client's confirmations stop", () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  const later = Math.floor(now.getTime() / 1000) + 3600;

  it(`stops after ${mailReputation.perClient.maxBounces} bounces or ${mailReputation.perClient.maxComplaints} complaint, not after one mistyped address`, () => {
    expect(clientMailBlockedBy(undefined, now)).toBe(false);
    expect(clientMailBlockedBy({ bounces: 1, expires_at: later }, now)).toBe(false);
    expect(clientMailBlockedBy({ bounces: 2, expires_at: later }, now)).toBe(true);
    expect(clientMailBlockedBy({ complaints: 1, expires_at: later }, now)).toBe(true);
  });

  it(`lets the client go ${mailReputation.perClient.days} days after its last bounce, before TTL has deleted the row`, () => {
    expect(clientMailBlockedBy({ bounces: 5, expires_at: Math.floor(now.getTime() / 1000) - 1 }, now)).toBe(false);
  });
});

describe('where and how long a suppression holds', () => {
  const config = { guardSecret: 'geheim' };

  it('keeps a suppression for the exact address, in any case: neither a bounced plus-tag nor a complaint about one silences the mailbox', () => {
    expect(suppressionKey(config, 'Anna@Voorbeeld.nl')).toBe(suppressionKey(config, 'anna@voorbeeld.nl'));
    expect(suppressionKey(config, 'anna+x@voorbeeld.nl')).not.toBe(suppressionKey(config, 'anna@voorbeeld.nl'));
    expect(suppressionKey(config, 'a.n.n.a@gmail.com')).not.toBe(suppressionKey(config, 'anna@gmail.com'));
  });

  it(`holds a bounce for good and a complaint for ${mailReputation.complaintSuppressionDays} days`, () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(suppressionOf({ reason: 'bounce', suppressed_at: '2020-01-01T00:00:00.000Z' }, now)).toEqual({
      suppressed: true,
      reason: 'bounce',
      since: '2020-01-01T00:00:00.000Z',
      until: null,
    });
    const complaint = { reason: 'complaint', suppressed_at: '2026-09-01T00:00:00.000Z', until: '2026-11-30T00:00:00.000Z' };
    expect(suppressionOf(complaint, now)).toMatchObject({ suppressed: true, reason: 'complaint' });
    expect(suppressionOf(complaint, new Date('2026-12-01T00:00:00.000Z'))).toEqual({ suppressed: false });
    expect(suppressionOf(undefined, now)).toEqual({ suppressed: false });
  });
});
