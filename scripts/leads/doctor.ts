import { GetAccountCommand, ListEmailIdentitiesCommand, SESv2Client, type IdentityInfo } from '@aws-sdk/client-sesv2';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { emulatorPortsFromEnv } from '../../infra/local/local-stack.ts';
import { mailPauseKey, pauseOf, sumWindow, windowKeys, windowStartOf, type WindowCounts } from '../../functions/leads-tool-api.ts';
import { dutchPercent, mailPauseSentence, mailReputation, type MailPause } from '../../shared/mail-reputation.ts';
import { dateTimeNumeric } from '../../shared/agency-clock.ts';
import { clientOptions, LeadsToolError, openTarget } from './target.ts';

type Output = (line: string) => void;

const identityStatus: Record<string, string> = {
  SUCCESS: 'geverifieerd',
  PENDING: 'wacht op verificatie (DNS-records of bevestigingsmail)',
  FAILED: 'verificatie mislukt',
  TEMPORARY_FAILURE: 'tijdelijk niet geverifieerd (DNS-records weg?)',
  NOT_STARTED: 'verificatie niet gestart',
};

const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const senders = (count: number) => `${whole.format(count)} ${count === 1 ? 'afzender' : 'afzenders'}`;

/** The state of visitor confirmations: paused or not, and the window's figures the pause is decided on. */
export type ConfirmationState = { pause: MailPause; counts: WindowCounts };

/** Reads it from the guard table of the local stack or of the AWS stack (its GuardTableName output). */
export async function readConfirmationState(options: { local: boolean; region?: string }, now = new Date()): Promise<ConfirmationState> {
  const target = await openTarget({ local: options.local, region: options.region, overrides: {} });
  try {
    const table = target.tableNames.guard;
    if (!table) throw new LeadsToolError(`${target.label} heeft geen guard-tabel (output GuardTableName).`);
    const read = async (id: string) => (await target.documents.send(new GetCommand({ TableName: table, Key: { id } }))).Item;
    const pauseItem = await read(mailPauseKey);
    // The figures the next pause would be decided on: counting starts again when a pause ends.
    const days = await Promise.all(windowKeys(now, windowStartOf(pauseItem, now)).map(read));
    return { pause: pauseOf(pauseItem, now), counts: sumWindow(days) };
  } finally {
    target.close();
  }
}

/** Lines on visitor confirmations; returns 1 when they are paused (a point to look at), else 0. */
function reportConfirmations(state: ConfirmationState, out: Output): number {
  const { pause, counts } = state;
  const sent = Math.max(counts.sends, 1);
  out(`Bevestigingen aan bezoekers (laatste ${mailReputation.windowDays} dagen, of sinds de laatste pauze):`);
  out(
    `  ${whole.format(counts.sends)} verstuurd, ${whole.format(counts.bounces)} onbestelbaar (${dutchPercent(counts.bounces / sent)}, ` +
      `van ${senders(counts.bounceClients)}), ${whole.format(counts.complaints)} als spam gemeld ` +
      `(${dutchPercent(counts.complaints / sent)}, van ${senders(counts.complaintClients)}).`,
  );
  out(
    `  Een afzender krijgt een week geen bevestigingen meer na ${mailReputation.perClient.maxBounces} onbestelbare of ` +
      `${mailReputation.perClient.maxComplaints} als spam gemelde. Alle bevestigingen pauzeren vanzelf bij onbestelbare van ` +
      `${mailReputation.minBounceClients} verschillende afzenders (en minstens ${dutchPercent(mailReputation.maxBounceRate)} van ` +
      `minstens ${mailReputation.representativeVolume} bevestigingen) of spammeldingen van ${mailReputation.minComplaintClients}; ` +
      `SES grijpt in vanaf ${dutchPercent(mailReputation.sesReview.bounceRate)} en ${dutchPercent(mailReputation.sesReview.complaintRate)}.`,
  );
  const sentence = mailPauseSentence(pause, dateTimeNumeric);
  if (!sentence) {
    out('  Ze gaan gewoon uit.');
    return 0;
  }
  out(`  GEPAUZEERD. ${sentence}`);
  return 1;
}

/**
 * What an operator needs to know before the first lead: may SES send to anyone (out of the sandbox),
 * how much, and from which verified identities. Against AWS it asks SES v2 (GetAccount and
 * ListEmailIdentities); locally it says what the local stack does instead.
 */
export async function doctor(
  options: { local: boolean; region?: string },
  out: Output,
  confirmationState: () => Promise<ConfirmationState> = () => readConfirmationState(options),
): Promise<number> {
  if (options.local) {
    const mailbox = `http://localhost:${emulatorPortsFromEnv().ses}`;
    out('Lokale stack: e-mail gaat naar aws-ses-v2-local, niet naar echte ontvangers.');
    out(`  Elke e-mail komt in de lokale mailbox: ${mailbox} (GET /store geeft ze als JSON).`);
    out('  Er is geen sandbox en er hoeft niets geverifieerd te worden; elk adres wordt aangenomen.');
    try {
      const response = await fetch(`${mailbox}/store`, { signal: AbortSignal.timeout(3000) });
      out(response.ok ? '  De mailbox antwoordt: de lokale stack draait.' : `  De mailbox antwoordt met status ${response.status}.`);
    } catch {
      out('  De mailbox antwoordt niet: start de lokale stack met npm start (poort via MAILBOX_PORT).');
    }
    let paused = 0;
    try {
      paused = reportConfirmations(await confirmationState(), out);
    } catch {
      out('Bevestigingen aan bezoekers: onbekend, de lokale DynamoDB antwoordt niet (start de lokale stack met npm start).');
    }
    out('Voor het SES-account in AWS: npm run leads -- doctor --aws --region eu-west-1');
    return paused === 0 ? 0 : 3;
  }

  const region = options.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) throw new LeadsToolError('Geef de AWS-regio op met --region of AWS_REGION.');
  const ses = new SESv2Client({ region, ...clientOptions(false) });
  try {
    const account = await ses.send(new GetAccountCommand({}));
    const identities: IdentityInfo[] = [];
    let token: string | undefined;
    do {
      const page = await ses.send(new ListEmailIdentitiesCommand({ NextToken: token, PageSize: 100 }));
      identities.push(...(page.EmailIdentities ?? []));
      token = page.NextToken;
    } while (token);

    let problems = 0;
    out(`SES in ${region}:`);
    if (account.ProductionAccessEnabled) {
      out('  Productietoegang: ja. SES mag naar elk adres versturen.');
    } else {
      problems++;
      out('  Productietoegang: nee, het account zit in de SES-sandbox.');
      out('    Alleen geverifieerde adressen ontvangen e-mail: bevestigingen aan bezoekers worden geweigerd');
      out('    (de lead toont "geweigerd", het alarm EmailsRefused gaat af). Vraag productietoegang aan:');
      out('    SES-console > Account dashboard > Request production access, of zie stap 2 ("Leave the SES sandbox") in docs/deploy.md.');
    }
    if (account.SendingEnabled === false) {
      problems++;
      out('  Verzenden staat UIT voor dit account (gepauzeerd). Zet het weer aan in de SES-console.');
    }
    if (account.EnforcementStatus && account.EnforcementStatus !== 'HEALTHY') {
      problems++;
      out(`  Status van het account: ${account.EnforcementStatus} (zie Reputation metrics in de SES-console).`);
    }
    const quota = account.SendQuota;
    if (quota) {
      out(
        `  Limiet: ${whole.format(quota.Max24HourSend ?? 0)} e-mails per 24 uur, ${whole.format(quota.MaxSendRate ?? 0)} per seconde; ` +
          `verstuurd in de laatste 24 uur: ${whole.format(quota.SentLast24Hours ?? 0)}.`,
      );
    }
    out('  Identiteiten (afzenders; in de sandbox ook de enige ontvangers):');
    if (identities.length === 0) {
      problems++;
      out('    geen: voer eerst npx cdk deploy uit en zet de DKIM-records in de DNS.');
    }
    for (const identity of identities) {
      const type = identity.IdentityType === 'DOMAIN' ? 'domein' : 'adres';
      const status = identity.VerificationStatus ? (identityStatus[identity.VerificationStatus] ?? identity.VerificationStatus) : '';
      out(`    ${identity.IdentityName ?? '?'}  (${type})  ${status}${identity.SendingEnabled === false ? ', verzenden uit' : ''}`);
    }
    problems += reportConfirmations(await confirmationState(), out);
    out(problems === 0 ? 'Alles in orde.' : `${problems} ${problems === 1 ? 'punt' : 'punten'} om op te lossen.`);
    return problems === 0 ? 0 : 3;
  } finally {
    ses.destroy();
  }
}
