import { brand, domain } from '../../shared/business-facts.ts';
import { newsletterPages } from '../../shared/newsletter-copy.ts';
import type { EmailOptions } from './contact-emails.ts';
import { renderEmail, type EmailContent } from './layout.ts';

export type SubscriberLinks = { confirm: string; unsubscribe: string; oneClickUnsubscribe: string };

/**
 * Links carry the subscriber's id and a token only, never the address: the confirmation link its own, the
 * unsubscribe links another (functions/records/newsletter-record.ts). The ones a person clicks open a page
 * with a button; only the List-Unsubscribe header points at the API, which mail apps POST to (RFC 8058).
 */
export function subscriberLinks(siteUrl: string, id: string, tokens: { confirm: string; unsubscribe: string }): SubscriberLinks {
  const confirm = new URLSearchParams({ id, token: tokens.confirm }).toString();
  const unsubscribe = new URLSearchParams({ id, token: tokens.unsubscribe }).toString();
  return {
    confirm: `${siteUrl}${newsletterPages.confirm}?${confirm}`,
    unsubscribe: `${siteUrl}${newsletterPages.unsubscribe}?${unsubscribe}`,
    oneClickUnsubscribe: `${siteUrl}/api/newsletter/afmelden?${unsubscribe}`,
  };
}

/** The double opt-in email: one button to confirm, and the unsubscribe link every email carries. */
export function newsletterConfirmationEmail(links: SubscriberLinks, options: EmailOptions): EmailContent {
  return renderEmail({
    subject: `Bevestig je aanmelding voor de nieuwsbrief | ${brand.name}`,
    preheader: 'Eén klik en je ontvangt onze tips voor starters.',
    heading: 'Bevestig je aanmelding',
    siteUrl: options.siteUrl,
    blocks: [
      { type: 'paragraph', text: 'Hoi,' },
      {
        type: 'paragraph',
        text: `Leuk dat je je aanmeldt voor de nieuwsbrief van ${brand.name}! Je krijgt dan af en toe praktische tips over ondernemen, financiering, branding en slimme systemen. Bevestig je aanmelding met de knop hieronder.`,
      },
      { type: 'button', href: links.confirm, label: 'Ja, ik wil de nieuwsbrief' },
      {
        type: 'paragraph',
        text: 'Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging sturen we je niets en wissen we je adres binnen een week.',
      },
      { type: 'paragraph', text: 'Toch liever niet? Onderaan elke e-mail van ons staat een link waarmee je je met één klik afmeldt.' },
      { type: 'paragraph', text: `Hartelijke groet,\nTeam ${brand.name}` },
    ],
    footerNote: `Je ontvangt deze e-mail omdat dit e-mailadres is ingevuld bij de nieuwsbrief op ${domain}.`,
    unsubscribeUrl: links.unsubscribe,
  });
}
