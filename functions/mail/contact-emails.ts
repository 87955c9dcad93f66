import { dateTimeSentence } from '../../shared/agency-clock.ts';
import { availability, brand, claimText, contact, domain, replyTime } from '../../shared/business-facts.ts';
import { replyDeadline } from '../../shared/reply-time.ts';
import { describeAttribution, type Attribution } from '../../shared/attribution.ts';
import { contactFields } from '../../shared/contact-copy.ts';
import { describeValue, staffLabel, storedName } from '../../shared/form-fields.ts';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { staffLeadPath } from '../../shared/staff.ts';
import { shortIdLength } from '../../shared/staff-inbox.ts';
import type { AbuseFlag } from '../records/abuse-flags.ts';
import type { EmailStatusMap } from '../records/email-status.ts';
import { greetingOf } from './greeting.ts';
import { staffNoticesOf } from './staff-notices.ts';
import { renderEmail, type EmailBlock, type EmailContent } from './layout.ts';

const shortFields = contactFields.filter((field) => field.type !== 'textarea');
const longFields = contactFields.filter((field) => field.type === 'textarea');

/** What the contact emails show of a saved message (a contact_messages row): its fields (shared/contact-copy.ts) and what the system adds. */
export type ContactEmailData = Record<string, unknown> & {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
  email_status: EmailStatusMap;
  abuse_flags?: readonly AbuseFlag[] | undefined;
  /** Where the visitor came from; shown to staff only, never in the visitor's email. */
  attribution?: Attribution | undefined;
};

export type EmailOptions = { siteUrl: string };

/**
 * The button that takes staff from a notification to the lead in the staff area, on the deployment's own
 * site; after signing in they land on the lead.
 */
export function staffLeadButton(kind: LeadKind, id: string, options: EmailOptions, label: string): EmailBlock {
  return { type: 'button', href: `${options.siteUrl}${staffLeadPath(kind, id)}`, label };
}

/** The staff notification's subject; the erasure page names the email by it. */
export function contactStaffSubject(data: Pick<ContactEmailData, 'name'>): string {
  return `Nieuw contactbericht van ${data.name}`;
}

/**
 * How a visitor in a hurry reaches us, for the confirmations: the hours before the number, so the number's
 * "(voorbeeld)" mark (while it is one) is the only bracket in the sentence.
 */
export function inAHurry(): string {
  return `Heb je haast? Bel of app ons dan, ${availability.days} van ${availability.opens} tot ${availability.closes} uur, op ${claimText(contact.phoneDisplay, contact)}.`;
}

/** To staff, Reply-To the visitor: answering the email answers the visitor. */
export function staffNotificationEmail(data: ContactEmailData, options: EmailOptions): EmailContent {
  const replyBy = replyDeadline(new Date(data.created_at));
  return renderEmail({
    subject: contactStaffSubject(data),
    preheader: `${data.name} stuurde een bericht via het contactformulier.`,
    heading: 'Nieuw contactbericht',
    siteUrl: options.siteUrl,
    blocks: [
      ...staffNoticesOf(data).map((text): EmailBlock => ({ type: 'paragraph', text })),
      {
        type: 'paragraph',
        text: `${data.name} stuurde een bericht via het contactformulier op de website. Beantwoord deze e-mail om direct te reageren: je antwoord gaat naar ${data.email}.`,
      },
      {
        type: 'paragraph',
        text: `We beloven ${replyTime.promise} te reageren, dus uiterlijk ${dateTimeSentence(replyBy)}.`,
      },
      staffLeadButton('contact', data.id, options, 'Open het bericht in het beheer'),
      {
        type: 'fields',
        rows: [
          // Each short field of the form under its staff label; a text that spans lines is quoted below.
          ...shortFields.map((field) => ({ label: staffLabel(field), value: describeValue(field, data[storedName(field)]) || null })),
          { label: 'Ontvangen op', value: dateTimeSentence(data.created_at) },
          { label: 'Herkomst', value: describeAttribution(data.attribution) },
          { label: 'Kenmerk', value: data.id.slice(0, shortIdLength) },
        ],
      },
      ...longFields.map((field): EmailBlock => ({
        type: 'quote',
        label: staffLabel(field),
        text: describeValue(field, data[storedName(field)]),
      })),
    ],
    footerNote:
      'Deze melding is automatisch verstuurd door de website. Het bericht staat ook in het beheer; zoek het daar op met het kenmerk hierboven.',
  });
}

/**
 * To the visitor, Reply-To staff. Nobody has verified that the address belongs to whoever typed it, so
 * the email carries nothing they typed (no message, no link, a name only when it looks like one): it
 * cannot carry someone else's words to a stranger under our name.
 */
export function visitorConfirmationEmail(data: ContactEmailData, options: EmailOptions): EmailContent {
  // One greeting (the "Hoi" line, not also the heading) and the reply promise once, in the body.
  return renderEmail({
    subject: `We hebben je bericht ontvangen | ${brand.name}`,
    preheader: 'Je bericht is goed aangekomen.',
    heading: 'Bedankt voor je bericht',
    siteUrl: options.siteUrl,
    blocks: [
      { type: 'paragraph', text: greetingOf(data.name) },
      { type: 'paragraph', text: `We hebben je bericht goed ontvangen en antwoorden je ${replyTime.promise}.` },
      { type: 'paragraph', text: `Wil je nog iets toevoegen? Beantwoord dan deze e-mail. ${inAHurry()}` },
      { type: 'paragraph', text: `Hartelijke groet,\nTeam ${brand.name}` },
    ],
    footerNote: `Je ontvangt deze e-mail omdat dit e-mailadres is ingevuld in het contactformulier op ${domain}. Was jij dat niet? Dan kun je deze e-mail negeren.`,
  });
}
