import { GetAccountCommand, ListEmailIdentitiesCommand, SESv2Client, type IdentityInfo } from '@aws-sdk/client-sesv2';
import { emulatorPortsFromEnv } from '../../infra/local/local-stack.ts';
import { clientOptions, LeadsToolError } from './target.ts';

type Output = (line: string) => void;

const identityStatus: Record<string, string> = {
  SUCCESS: 'geverifieerd',
  PENDING: 'wacht op verificatie (DNS-records of bevestigingsmail)',
  FAILED: 'verificatie mislukt',
  TEMPORARY_FAILURE: 'tijdelijk niet geverifieerd (DNS-records weg?)',
  NOT_STARTED: 'verificatie niet gestart',
};

const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/**
 * What an operator needs to know before the first lead: may SES send to anyone (out of the sandbox),
 * how much, and from which verified identities. Against AWS it asks SES v2 (GetAccount and
 * ListEmailIdentities); locally it says what the local stack does instead.
 */
export async function doctor(options: { local: boolean; region?: string }, out: Output): Promise<number> {
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
    out('Voor het SES-account in AWS: npm run leads -- doctor --aws --region eu-west-1');
    return 0;
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
      out('    SES-console > Account dashboard > Request production access, of zie "SES-sandbox verlaten" in de README.');
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
    out(problems === 0 ? 'Alles in orde.' : `${problems} ${problems === 1 ? 'punt' : 'punten'} om op te lossen.`);
    return problems === 0 ? 0 : 3;
  } finally {
    ses.destroy();
  }
}
