import { replyTime } from './business-facts.ts';
import { personFields, type TextField } from './form-fields.ts';

/**
 * The contact form's fields, limits and Dutch messages, apart from its schema (shared/contact.ts), so the
 * page can show them without loading the validation code before the visitor sends.
 */
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The contact form's fields, in the order the form shows them: the form, its schema, the no-JavaScript error
 * page, the staff notification and the lead's page all read this list.
 */
export const contactFields = [
  personFields.name,
  personFields.email,
  { ...personFields.phone, hint: 'Dan kunnen we je ook even bellen.' },
  { name: 'message', label: 'Bericht', type: 'textarea', rows: 6, max: CONTACT_MESSAGE_MAX, messages: { required: 'Schrijf je bericht' } },
] as const satisfies readonly TextField[];

/** Faster than this from the form's first use to its submit is a script: such a message is not counted in the overview of sources. */
export const CONTACT_MIN_FILL_MS = 3000;

export const contactMessages = {
  success: {
    title: 'Je bericht is verstuurd',
    description: `Je hoort ${replyTime.promise} van ons. Je krijgt zo ook een bevestiging per e-mail.`,
  },
  failure: {
    title: 'Er is iets misgegaan',
    description: 'Je bericht kon niet worden verstuurd. Probeer het later opnieuw of bel ons direct.',
  },
  invalid: 'Controleer de gemarkeerde velden.',
} as const;
