import { replyTime } from './business-facts.ts';

/**
 * The contact form's limits and Dutch messages, apart from its schema (shared/contact.ts), so the page
 * can show them without loading the validation code before the visitor sends.
 */
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessages = {
  nameRequired: 'Naam is verplicht',
  messageRequired: 'Schrijf je bericht',
  success: { title: 'Bericht succesvol verzonden! ✅', description: `We nemen ${replyTime.promise} contact met je op.` },
  failure: {
    title: 'Er is iets misgegaan',
    description: 'Je bericht kon niet worden verzonden. Probeer het later opnieuw of bel ons direct.',
  },
  invalid: 'Controleer de gemarkeerde velden.',
} as const;
