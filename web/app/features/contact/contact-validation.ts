/**
 * What the contact form loads when it is first submitted: the schema and the error flattening, in one
 * lazily loaded module so neither is part of the page's first download.
 */
export { contactSchema } from '../../../../shared/contact.ts';
export { fieldErrorsOf } from '../../../../shared/validation.ts';
