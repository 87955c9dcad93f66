/** The newsletter's Dutch messages, landing pages and resend window, apart from its schema (shared/newsletter.ts). */

export const newsletterMessages = {
  /** The same answer whatever the address's state, so the form reveals nothing about who subscribed. */
  accepted: { title: 'Bijna klaar!', description: 'Kijk in je mailbox en bevestig je aanmelding met de link in de e-mail.' },
  /** While confirmations wait (a pause, or the address had its share of emails today): the sign-up is kept. */
  delayed: {
    title: 'Je aanmelding is bewaard',
    description:
      'De e-mail om je aanmelding te bevestigen komt later dan gewoonlijk: we sturen hem zodra dat weer kan. Bevestig je aanmelding met de link in die e-mail.',
  },
  failed: { title: 'Er is iets misgegaan', description: 'Je aanmelding kon niet worden verstuurd. Probeer het later opnieuw.' },
} as const;

/**
 * Where the newsletter's links and answers land (prerendered pages). The links in emails open a page with
 * a button (confirm, unsubscribe) whose form posts to the API: mail scanners that open every link change
 * nothing.
 */
export const newsletterPages = {
  confirm: '/nieuwsbrief/bevestigen',
  unsubscribe: '/nieuwsbrief/afmelden',
  /** After a sign-up sent without JavaScript: the same "check your inbox" message the toast gives. */
  pending: '/nieuwsbrief/bijna-klaar',
  confirmed: '/nieuwsbrief/bevestigd',
  unsubscribed: '/nieuwsbrief/afgemeld',
  invalid: '/nieuwsbrief/ongeldig',
} as const;

/** Faster than this from the box's first use to its submit is a script: such a sign-up is not counted in the overview of sources. */
export const NEWSLETTER_MIN_FILL_MS = 1500;

/** A repeated sign-up within this window sends no second email. */
export const RESEND_WINDOW_MINUTES = 10;
