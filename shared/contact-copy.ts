import { replyTime } from './business-facts.ts';

/**
 * The contact form's limits and Dutch messages, apart from its schema (shared/contact.ts), so the page
 * can show them without loading the validation code before the visitor sends.
 */
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessages = {
  nameRequired: 'Naam is verplicht',
  messageRequired: 'Schrijf je bericht',
  success: { title: 'Je bericht is verstuurd', description: `Je hoort ${replyTime.promise} van ons.` },
  failure: {
    title: 'Er is iets misgegaan',
    description: 'Je bericht kon niet worden verstuurd. Probeer het later opnieuw of bel ons direct.',
  },
  invalid: 'Controleer de gemarkeerde velden.',
} as const;
