import { trackRecord } from './business-facts.ts';

/*
 * The intake's limits and Dutch messages, apart from its schema (shared/intake.ts), so the page can show
 * them without loading the validation code. Its questions are in intake-fields.ts.
 */

export const INTAKE_STEPS = 10;
export const DREAM_MAX = 2500;
/** Each of the two "other" answers (step 2's business type, step 5's help). */
export const OTHER_MAX = 500;
export const APP_DESCRIPTION_MAX = 1000;
/** Faster than this from opening the form to the submit is a script, not a person. */
export const MIN_FILL_MS = 5000;

/** The intake's messages beside its questions' own (intake-fields.ts). */
export const intakeMessages = {
  acceptTermsRequired: 'Vink aan dat je akkoord gaat met de algemene voorwaarden en de privacyverklaring hebt gelezen',
  saveFailed: {
    title: 'Er is iets misgegaan',
    description: 'Je aanvraag kon niet worden verstuurd. Probeer het later opnieuw of neem direct contact met ons op.',
  },
} as const;

/** Why the intake asks for an age (AVG: a purpose for every field); the privacy statement gives the same. */
export const agePurpose =
  'Onder de 18 heb je voor een bedrijf toestemming van je ouders of handlichting nodig, en vanaf de AOW-leeftijd gelden andere belastingtarieven.';

/** What the intake says beside a field. */
export const intakeHints = {
  age: `${agePurpose} Zo weten we welke regels voor jou gelden.`,
} as const;

/** Encouragement shown when the visitor picks one of these answers. */
export const encouragements = {
  budgetNoBudget: 'Geen budget? Geen probleem. We denken met je mee over financiering, en soms betaal je pas als je financiering rond is.',
  stageIdeaOnly: 'Een idee is het mooiste begin. Samen maken we er een plan van dat werkt.',
  assetNone: 'Iedereen begint ergens. We helpen je aan alles wat je nodig hebt, één ding tegelijk.',
} as const;

/** The salon's encouragement states a claim of the track record, so the page marks it while that is an example. */
export const salonEncouragement = {
  text: `Leuk! We hielpen al ${trackRecord.salonsHelped.value} aan een vliegende start.`,
  example: trackRecord.salonsHelped.example,
} as const;
