import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetAccountCommand, ListEmailIdentitiesCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { doctor, type ConfirmationState } from '../../scripts/leads/doctor.ts';
import { nationalPhone } from '../../scripts/leads/format.ts';

describe('npm run leads -- doctor --aws', () => {
  const ses = mockClient(SESv2Client);
  afterEach(() => ses.reset());

  const calm: ConfirmationState = { pause: { paused: false }, counts: { sends: 120, bounces: 1, complaints: 0 } };

  async function runDoctor(state: ConfirmationState = calm): Promise<{ code: number; output: string }> {
    const lines: string[] = [];
    const code = await doctor(
      { local: false, region: 'eu-west-1' },
      (line) => lines.push(line),
      async () => state,
    );
    return { code, output: lines.join('\n') };
  }

  it('says the account is in the sandbox, how to leave it, and which identities are verified', async () => {
    // Prepare
    ses.on(GetAccountCommand).resolves({
      ProductionAccessEnabled: false,
      SendingEnabled: true,
      EnforcementStatus: 'HEALTHY',
      SendQuota: { Max24HourSend: 200, MaxSendRate: 1, SentLast24Hours: 12 },
    });
    ses.on(ListEmailIdentitiesCommand).resolves({
      EmailIdentities: [
        { IdentityName: 'startsprong.nl', IdentityType: 'DOMAIN', VerificationStatus: 'SUCCESS', SendingEnabled: true },
        { IdentityName: 'hallo@startsprong.nl', IdentityType: 'EMAIL_ADDRESS', VerificationStatus: 'PENDING', SendingEnabled: false },
      ],
    });

    // Act
    const { code, output } = await runDoctor();

    // Assess
    expect(code).toBe(3);
    expect(output).toContain('Productietoegang: nee, het account zit in de SES-sandbox.');
    expect(output).toContain('Request production access');
    expect(output).toContain('Limiet: 200 e-mails per 24 uur, 1 per seconde; verstuurd in de laatste 24 uur: 12.');
    expect(output).toMatch(/startsprong\.nl {2}\(domein\) {2}geverifieerd$/m);
    expect(output).toMatch(/hallo@startsprong\.nl {2}\(adres\) {2}wacht op verificatie/m);
    expect(output).toContain('1 punt om op te lossen.');
  });

  it('reports an account with production access and a verified domain as in order', async () => {
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true, EnforcementStatus: 'HEALTHY' });
    ses.on(ListEmailIdentitiesCommand).resolves({
      EmailIdentities: [{ IdentityName: 'startsprong.nl', IdentityType: 'DOMAIN', VerificationStatus: 'SUCCESS' }],
    });

    const { code, output } = await runDoctor();

    expect(code).toBe(0);
    expect(output).toContain('Productietoegang: ja.');
    expect(output).toContain('120 verstuurd, 1 onbestelbaar (0,83%), 0 als spam gemeld (0%).');
    expect(output).toContain('Ze gaan gewoon uit.');
    expect(output.split('\n').at(-1)).toBe('Alles in orde.');
  });

  it('says when visitor confirmations paused themselves, until when, and that staff notifications go on', async () => {
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true, EnforcementStatus: 'HEALTHY' });
    ses.on(ListEmailIdentitiesCommand).resolves({
      EmailIdentities: [{ IdentityName: 'startsprong.nl', IdentityType: 'DOMAIN', VerificationStatus: 'SUCCESS' }],
    });

    const { code, output } = await runDoctor({
      pause: {
        paused: true,
        since: '2026-11-24T09:00:00.000Z',
        until: '2026-11-25T09:00:00.000Z',
        reason: 'bounces',
        sends: 40,
        bounces: 4,
        complaints: 0,
      },
      counts: { sends: 40, bounces: 4, complaints: 0 },
    });

    expect(code).toBe(3);
    expect(output).toContain('40 verstuurd, 4 onbestelbaar (10%)');
    expect(output).toMatch(
      /GEPAUZEERD\. Bevestigingen aan bezoekers staan stil tot 25-11-2026 10:00: 4 onbestelbare e-mails op 40 bevestigingen/,
    );
    expect(output).toContain('Meldingen aan het team gaan gewoon door');
    expect(output).toContain('1 punt om op te lossen.');
  });
});

describe('the leads tool’s Dutch numbers', () => {
  it('writes a Dutch phone number in its national form however it was typed', () => {
    expect(nationalPhone('+31 6 12345678')).toBe('0612345678');
    expect(nationalPhone('0031-6-1234 5678')).toBe('0612345678');
    expect(nationalPhone('06 12 34 56 78')).toBe('0612345678');
  });
});
