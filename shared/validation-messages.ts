/** The Dutch messages shared by the forms' schemas, apart from zod so a page can show them without it. */
export const messages = {
  emailRequired: 'E-mailadres is verplicht',
  emailInvalid: 'Voer een geldig e-mailadres in',
  dutchPhoneInvalid: 'Voer een geldig Nederlands telefoonnummer in',
  /** For a value no field's own message covers (a choice that is none of ours, sent by a script). */
  invalidValue: 'Deze waarde kunnen we niet gebruiken',
  invalidCharacters: 'Dit veld bevat tekens die we niet kunnen verwerken',
  tooLong: (max: number) => `Maximaal ${max} tekens`,
  tooManyBytes: 'Deze tekst is te lang om op te slaan. Maak hem korter, of gebruik minder emoji en bijzondere tekens.',
} as const;
