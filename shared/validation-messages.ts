/** The Dutch messages shared by the forms' schemas, apart from zod so a page can show them without it. */
export const messages = {
  emailRequired: 'E-mailadres is verplicht',
  emailInvalid: 'Voer een geldig e-mailadres in',
  dutchPhoneInvalid: 'Voer een geldig Nederlands telefoonnummer in',
  invalidCharacters: 'Dit veld bevat tekens die we niet kunnen verwerken',
  tooLong: (max: number) => `Maximaal ${max} tekens`,
} as const;
