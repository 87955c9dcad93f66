import { describe, expect, it } from 'vitest';
import { permanentRefusal } from './ses-refusal.ts';

const sesError = (name: string, message = 'refused') => Object.assign(new Error(message), { name });

describe('permanentRefusal', () => {
  it('tells the sandbox refusal of an unverified recipient from other rejected messages', () => {
    expect(
      permanentRefusal(
        sesError('MessageRejected', 'Email address is not verified. The following identities failed the check in region EU-WEST-1: a@b.nl'),
      ),
    ).toBe('unverified-recipient');
    expect(permanentRefusal(sesError('MessageRejected', 'Illegal address'))).toBe('message-rejected');
  });

  it.each([
    ['MailFromDomainNotVerifiedException', 'mail-from-not-verified'],
    ['AccountSuspendedException', 'account-suspended'],
    ['SendingPausedException', 'sending-paused'],
    ['AccessDeniedException', 'access-denied'],
    ['NotFoundException', 'configuration-missing'],
    ['BadRequestException', 'invalid-request'],
  ])('treats %s as permanent', (name, reason) => {
    expect(permanentRefusal(sesError(name))).toBe(reason);
  });

  it.each(['TooManyRequestsException', 'LimitExceededException', 'TimeoutError', 'InternalFailure'])('leaves %s to a retry', (name) => {
    expect(permanentRefusal(sesError(name))).toBeNull();
  });
});
