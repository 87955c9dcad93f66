import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../infra/local/mailbox.ts';

/** The local mailbox answers as SES does: its simulator, an unresolvable domain, the account's suppression list. */
describe('what the local mailbox does with a recipient', () => {
  it.each([
    ['success@simulator.amazonses.com', 'delivered'],
    ['bounce@simulator.amazonses.com', 'bounce'],
    ['bounce+label1@simulator.amazonses.com', 'bounce'],
    ['Complaint@Simulator.AmazonSES.com', 'complaint'],
    ['suppressionlist@simulator.amazonses.com', 'suppressed'],
    ['niemand@nergens.invalid', 'bounce'],
    ['sanne@voorbeeld.nl', 'delivered'],
  ])('answers %s with %s', (address, outcome) => {
    expect(outcomeOf(address, new Set())).toBe(outcome);
  });

  it('suppresses an address on the account suppression list, but never the simulator', () => {
    const list = new Set(['weg@voorbeeld.nl']);
    expect(outcomeOf('Weg@voorbeeld.nl', list)).toBe('suppressed');
    expect(outcomeOf('success@simulator.amazonses.com', new Set(['success@simulator.amazonses.com']))).toBe('delivered');
  });
});
