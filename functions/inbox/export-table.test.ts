import { describe, expect, it } from 'vitest';
import { emailStateText, historyLine } from './export-table.ts';

describe('the export’s Dutch values', () => {
  it('says every email state in Dutch, also one skipped on purpose and one it does not know', () => {
    expect(emailStateText({ state: 'skipped', reason: 'recipient_cap' })).toBe(
      'niet verstuurd (dit adres kreeg vandaag al genoeg bevestigingen)',
    );
    expect(emailStateText({ state: 'skipped', reason: 'probably_automated' })).toBe(
      'niet verstuurd (waarschijnlijk automatisch verstuurd)',
    );
    expect(emailStateText({ state: 'refused', reason: 'something-new' })).toBe('geweigerd (onbekende reden)');
    expect(emailStateText({ state: 'queued-somewhere' })).toBe('onbekende status');
    expect(emailStateText(undefined)).toBe('nog niet verstuurd');
  });

  it('writes a history entry on one line in Amsterdam time, with owner, day and note when it has them', () => {
    expect(
      historyLine({
        status: 'in_behandeling',
        note: 'Gebeld.',
        by: 'anna',
        at: '2026-07-01T08:04:00.000Z',
        owner: 'kees',
        followUpOn: '2026-07-03',
      }),
    ).toBe('01-07-2026 10:04 In behandeling door anna (toegewezen aan kees, opvolgen op 03-07-2026): Gebeld.');
    expect(historyLine({ status: 'klant', note: '', by: 'anna', at: '2026-01-05T12:00:00.000Z' })).toBe('05-01-2026 13:00 Klant door anna');
  });
});
