import { abuseLimits, confirmationPlaces } from '../../shared/api-limits.ts';
import type { AbuseFlag } from '../records/abuse-flags.ts';
import type { EmailStatusMap, SkipReason } from '../records/email-status.ts';

/** Why the visitor got no confirmation, where staff should know it; an automated lead is said above. */
const skipNotices: Record<SkipReason, string | null> = {
  recipient_cap: `omdat dit e-mailadres vandaag al ${confirmationPlaces({ waitsForConfirmation: false })} bevestigingen van ons kreeg.`,
  client_recipients: `omdat dezelfde afzender vandaag al bevestigingen liet sturen naar ${abuseLimits.confirmationRecipientsPerClientPerDay} andere e-mailadressen. Controleer of het echt is voordat je reageert.`,
  client_bounced:
    'omdat eerdere bevestigingen die dezelfde afzender liet sturen niet aankwamen of als spam werden gemeld. Controleer of het echt is voordat je reageert.',
  suppressed:
    'omdat een eerdere e-mail aan dit adres niet aankwam (het adres bestaat niet) of als spam werd gemeld. Neem zo nodig op een andere manier contact op.',
  sending_paused:
    'omdat bevestigingen aan bezoekers tijdelijk stilstaan: te veel ervan kwamen niet aan of werden als spam gemeld. Reageer zelf; npm run leads -- doctor zegt meer.',
  probably_automated: null,
};

/**
 * Sentences at the top of a staff notification that say plainly what the brakes did with this lead, so
 * staff know whether the visitor got a confirmation and how much to trust the lead.
 */
export function staffNoticesOf(row: { email_status: EmailStatusMap; abuse_flags?: readonly AbuseFlag[] | undefined }): string[] {
  const notices: string[] = [];
  const flags = row.abuse_flags ?? [];
  if (flags.includes('probably_automated')) {
    notices.push(
      'Let op: dit is waarschijnlijk automatisch verstuurd (het formulier werd sneller ingevuld dan een mens kan, of het verborgen veld was ingevuld). De bezoeker kreeg daarom geen bevestiging.',
    );
  }
  if (flags.includes('client_limited')) {
    notices.push(
      'Let op: dit bericht komt van een afzender die kort daarvoor te veel verzoeken stuurde en toen werd tegengehouden. Controleer of het echt is voordat je reageert.',
    );
  }
  const confirmation = row.email_status.visitor_confirmation;
  const why = confirmation?.state === 'skipped' ? skipNotices[confirmation.reason] : null;
  if (why) notices.push(`Let op: de bevestiging aan de bezoeker is niet verstuurd, ${why}`);
  return notices;
}
