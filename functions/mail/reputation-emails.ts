import { dateTimeSentence } from '../../shared/agency-clock.ts';
import { brand } from '../../shared/business-facts.ts';
import { dutchPercent, mailReputation, type MailPause } from '../../shared/mail-reputation.ts';
import type { EmailOptions } from './contact-emails.ts';
import { renderEmail, type EmailContent } from './layout.ts';

/** To staff, when visitor confirmations pause by themselves: what happened, what it means, what to do. */
export function mailPausedStaffEmail(pause: MailPause, options: EmailOptions): EmailContent {
  const sends = Math.max(pause.sends ?? 0, 1);
  const complaints = pause.reason === 'complaints';
  const figure = complaints
    ? `${pause.complaints ?? 0} spammeldingen op ${pause.sends ?? 0} bevestigingen (${dutchPercent((pause.complaints ?? 0) / sends)}; SES grijpt in vanaf ${dutchPercent(mailReputation.sesReview.complaintRate)})`
    : `${pause.bounces ?? 0} onbestelbare e-mails op ${pause.sends ?? 0} bevestigingen (${dutchPercent((pause.bounces ?? 0) / sends)}; SES grijpt in vanaf ${dutchPercent(mailReputation.sesReview.bounceRate)})`;
  return renderEmail({
    subject: `Bevestigingen aan bezoekers gepauzeerd | ${brand.name}`,
    preheader: 'Meldingen van nieuwe leads komen gewoon binnen; bezoekers krijgen tijdelijk geen bevestiging.',
    heading: 'Bevestigingen gepauzeerd',
    siteUrl: options.siteUrl,
    blocks: [
      {
        type: 'paragraph',
        text: `In de afgelopen ${mailReputation.windowDays} dagen kwamen te veel bevestigingen aan bezoekers niet aan of werden ze als spam gemeld: ${figure}.`,
      },
      {
        type: 'paragraph',
        text: `Om het verzenden via SES te beschermen sturen we bezoekers tot ${pause.until ? dateTimeSentence(pause.until) : 'later'} geen bevestigingen. Meldingen van nieuwe leads aan jullie gaan gewoon door: reageer zelf op nieuwe leads. Elke melding zegt dat de bezoeker geen bevestiging kreeg.`,
      },
      {
        type: 'paragraph',
        text: 'Wat je kunt doen: kijk met npm run leads -- doctor --aws hoe het er nu voor staat, en zoek in de leads van de afgelopen dagen naar een golf van vreemde adressen (dan probeert iemand het formulier te misbruiken). De pauze verloopt vanzelf; komen er daarna weer te veel onbestelbare e-mails of spammeldingen, dan gaat hij opnieuw in.',
      },
    ],
    footerNote: 'Deze melding is automatisch verstuurd door de website, één keer per pauze.',
  });
}
