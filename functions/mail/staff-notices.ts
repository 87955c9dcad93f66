import { abuseLimits } from '../../shared/api-limits.ts';
import type { AbuseFlag } from '../records/abuse-flags.ts';
import type { EmailStatusMap } from '../records/email-status.ts';

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
  if (row.email_status.visitor_confirmation?.state === 'skipped' && row.email_status.visitor_confirmation.reason === 'recipient_cap') {
    notices.push(
      `Let op: de bevestiging aan de bezoeker is niet verstuurd, omdat dit e-mailadres vandaag al ${abuseLimits.confirmationsPerRecipientPerDay} bevestigingen van ons kreeg.`,
    );
  }
  return notices;
}
