import { describe, expect, it } from 'vitest';
import { decideFollowUp, followUpUpdate } from './follow-up.ts';

const members = [
  { username: 'anna', email: 'anna@startsprong.nl' },
  { username: 'kees', email: 'kees@startsprong.nl' },
];
const now = new Date('2026-11-20T10:00:00.000Z');
const context = { who: 'anna', now, members };
const fresh = { id: 'l-1', kind: 'contact', created_at: '2026-11-19T09:00:00.000Z' };

describe('a lead’s follow-up', () => {
  it('says what changed, one audit line each, and keeps the note out of the trail', () => {
    // Act
    const decision = decideFollowUp(
      fresh,
      { status: 'in_behandeling', owner: 'kees', followUpOn: '2026-11-24', note: 'Bellen over de offerte', version: 0 },
      context,
    )!;

    // Assess
    expect(decision.before).toEqual({ status: 'nieuw', owner: null, followUpOn: null });
    expect(decision.entry).toEqual({
      status: 'in_behandeling',
      owner: 'kees',
      followUpOn: '2026-11-24',
      note: 'Bellen over de offerte',
      by: 'anna',
      at: '2026-11-20T10:00:00.000Z',
    });
    expect(decision.audit).toEqual([
      { action: 'status', summary: 'Status: In behandeling (met notitie)' },
      { action: 'toegewezen', summary: 'Toegewezen aan kees' },
      { action: 'opvolgdatum', summary: 'Opvolgen op 24-11-2026' },
    ]);
    expect(JSON.stringify(decision.audit)).not.toContain('offerte');
  });

  it('records a note on its own, and nothing at all when nothing changes', () => {
    const saved = { ...fresh, staff_status: 'klant', staff_owner: 'anna', staff_version: 3 };
    expect(
      decideFollowUp(saved, { status: 'klant', owner: 'anna', followUpOn: null, note: 'Factuur gestuurd', version: 3 }, context)!.audit,
    ).toEqual([{ action: 'status', summary: 'Notitie bij status Klant' }]);
    expect(decideFollowUp(saved, { status: 'klant', owner: 'anna', followUpOn: null, version: 3 }, context)).toBeNull();
  });

  it('says so when the owner or the day goes', () => {
    const saved = { ...fresh, staff_status: 'in_behandeling', staff_owner: 'kees', staff_follow_up: '2026-11-24', staff_version: 1 };
    expect(decideFollowUp(saved, { status: 'in_behandeling', owner: null, followUpOn: null, version: 1 }, context)!.audit).toEqual([
      { action: 'toegewezen', summary: 'Niet meer toegewezen' },
      { action: 'opvolgdatum', summary: 'Opvolgdatum weggehaald' },
    ]);
  });

  it('refuses a save of a version that was changed meanwhile with 409', () => {
    const saved = { ...fresh, staff_version: 2 };
    expect(() => decideFollowUp(saved, { status: 'klant', owner: null, followUpOn: null, version: 1 }, context)).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
  });

  it('refuses an owner outside the staff group and a day more than three years ahead, in Dutch', () => {
    expect(() => decideFollowUp(fresh, { status: 'nieuw', owner: 'mallory', followUpOn: null, version: 0 }, context)).toThrow(
      expect.objectContaining({ statusCode: 400, fieldErrors: { owner: 'Kies iemand uit het team.' } }),
    );
    expect(() => decideFollowUp(fresh, { status: 'nieuw', owner: null, followUpOn: '2030-01-01', version: 0 }, context)).toThrow(
      expect.objectContaining({ fieldErrors: { followUpOn: 'Kies een datum in de komende 3 jaar.' } }),
    );
    expect(decideFollowUp(fresh, { status: 'nieuw', owner: null, followUpOn: '2029-11-20', version: 0 }, context)).not.toBeNull();
  });

  it('saves onto the version it decided on only, and removes an owner and a day that went', () => {
    // Prepare
    const saved = { ...fresh, staff_status: 'in_behandeling', staff_owner: 'kees', staff_follow_up: '2026-11-24', staff_version: 4 };
    const decision = decideFollowUp(saved, { status: 'klant', owner: null, followUpOn: null, version: 4 }, context)!;

    // Act
    const update = followUpUpdate('contact_messages', 'l-1', 4, decision);
    const first = followUpUpdate(
      'contact_messages',
      'l-1',
      0,
      decideFollowUp(fresh, { status: 'klant', owner: 'anna', followUpOn: null, version: 0 }, context)!,
    );

    // Assess
    expect(update.ConditionExpression).toBe('attribute_exists(id) AND #version = :current');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':current': 4, ':next': 5 });
    expect(update.UpdateExpression).toMatch(/ REMOVE #owner, #followUp$/);
    expect(update.UpdateExpression).not.toContain('#note');
    expect(first.ConditionExpression).toBe('attribute_exists(id) AND attribute_not_exists(#version)');
    expect(first.UpdateExpression).toContain('#owner = :owner');
  });
});
