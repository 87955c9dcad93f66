/** What the slot picker loads when it is first submitted: the schema and the error flattening, kept out of the page's first download. */
export { bookingSchema } from '../../../../shared/booking-schema.ts';
export { fieldErrorsOf } from '../../../../shared/validation.ts';
