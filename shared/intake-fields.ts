import {
  personFields,
  storedName,
  storedValuesOf,
  type ChoiceField,
  type FormField,
  type Option,
  type StoredNameOf,
  type TextField,
} from './form-fields.ts';
import { APP_DESCRIPTION_MAX, DREAM_MAX, OTHER_MAX, intakeHints } from './intake-copy.ts';
import {
  budgetOptions,
  businessTypeOptions,
  currentStageOptions,
  existingAssetOptions,
  helpNeededOptions,
  timelineOptions,
} from './intake-options.ts';

/*
 * The intake's questions, step by step, each defined once (form-fields.ts): the steps render them, the schema
 * checks them (intake.ts), the summary and the confirmation read them back, the handler stores them under
 * their `stored` name, and staff read them with their staff label. A new question is one entry here (and
 * its options in intake-options.ts, for a choice).
 */

const age = {
  name: 'age',
  label: 'Leeftijd',
  type: 'text',
  inputMode: 'numeric',
  max: 3,
  optional: true,
  wholeNumber: true,
  hint: intakeHints.age,
  messages: {},
} as const satisfies TextField;

const city = {
  name: 'city',
  label: 'Woonplaats',
  type: 'text',
  autoComplete: 'address-level2',
  max: 100,
  optional: true,
  messages: {},
} as const satisfies TextField;

const businessType = {
  name: 'businessType',
  stored: 'business_type',
  label: 'Wat wil je starten?',
  summaryLabel: 'Je wilt starten',
  staffLabel: 'Wat wil je starten',
  type: 'choice',
  options: businessTypeOptions,
  inVisitorEmail: true,
  messages: { required: 'Selecteer wat je wilt starten' },
} as const satisfies ChoiceField;

const businessOther = {
  name: 'businessOther',
  stored: 'business_other',
  label: 'Omschrijf wat je wilt starten',
  summaryLabel: 'Omschrijving',
  staffLabel: 'Wat wil je starten (iets anders)',
  type: 'text',
  max: OTHER_MAX,
  optional: true,
  shownWhen: { field: 'businessType', is: 'other' },
  messages: {},
} as const satisfies TextField;

const appDescription = {
  name: 'appDescription',
  stored: 'app_description',
  label: 'Vertel kort over je app of software',
  summaryLabel: 'Over je app of software',
  staffLabel: 'Over de app',
  hint: 'Wat moet het doen, en voor wie?',
  type: 'textarea',
  rows: 4,
  max: APP_DESCRIPTION_MAX,
  optional: true,
  shownWhen: { field: 'businessType', is: 'app-software' },
  messages: {},
} as const satisfies TextField;

const currentStage = {
  name: 'currentStage',
  stored: 'current_stage',
  label: 'Waar sta je nu?',
  summaryLabel: 'Waar je nu staat',
  staffLabel: 'Waar sta je nu',
  type: 'choice',
  options: currentStageOptions,
  inVisitorEmail: true,
  messages: { required: 'Selecteer waar je nu staat' },
} as const satisfies ChoiceField;

const existingAssets = {
  name: 'existingAssets',
  stored: 'existing_assets',
  label: 'Wat heb je al?',
  summaryLabel: 'Wat je al hebt',
  staffLabel: 'Wat heb je al',
  hint: 'Kies alles wat je al geregeld hebt.',
  type: 'choices',
  options: existingAssetOptions,
  exclusive: 'none',
  messages: {
    required: 'Selecteer wat je al hebt (of "Geen van deze")',
    exclusive: 'Kies "Geen van deze" of wat je al hebt, niet allebei',
  },
} as const satisfies ChoiceField;

const helpNeeded = {
  name: 'helpNeeded',
  stored: 'help_needed',
  label: 'Waar kunnen we je mee helpen?',
  summaryLabel: 'Hulp bij',
  staffLabel: 'Hulp nodig bij',
  hint: 'Kies alles wat van toepassing is.',
  type: 'choices',
  options: helpNeededOptions,
  inVisitorEmail: true,
  messages: { required: 'Selecteer waarmee je hulp nodig hebt' },
} as const satisfies ChoiceField;

const helpOther = {
  name: 'helpOther',
  stored: 'help_other',
  label: 'Waarmee kunnen we je nog meer helpen?',
  summaryLabel: 'Iets anders',
  staffLabel: 'Hulp nodig bij (iets anders)',
  type: 'text',
  max: OTHER_MAX,
  optional: true,
  shownWhen: { field: 'helpNeeded', is: 'something-else' },
  messages: {},
} as const satisfies TextField;

const timeline = {
  name: 'timeline',
  label: 'Wanneer wil je starten?',
  summaryLabel: 'Wanneer',
  staffLabel: 'Wanneer starten',
  type: 'choice',
  options: timelineOptions,
  inVisitorEmail: true,
  messages: { required: 'Selecteer wanneer je wilt starten' },
} as const satisfies ChoiceField;

const budget = {
  name: 'budget',
  label: 'Wat is je budget?',
  summaryLabel: 'Budget',
  staffLabel: 'Budget',
  type: 'choice',
  options: budgetOptions,
  inVisitorEmail: true,
  messages: { required: 'Selecteer je huidige budget' },
} as const satisfies ChoiceField;

const dreamDescription = {
  name: 'dreamDescription',
  stored: 'dream_description',
  label: 'Beschrijf je droom of doel',
  summaryLabel: 'Je droom of doel',
  staffLabel: 'Droom of doel',
  hint: 'Waar wil je over een jaar staan? Wat maakt jouw idee bijzonder?',
  type: 'textarea',
  rows: 7,
  counter: true,
  max: DREAM_MAX,
  messages: { required: 'Beschrijf je droom of doel', tooLong: `Maximaal ${DREAM_MAX} tekens` },
} as const satisfies TextField;

/** Each step's questions, in the order the visitor meets them; step 9 (files) and 10 (summary) ask none of these. */
export const intakeSteps = {
  1: [personFields.firstName, personFields.email, { ...personFields.phone, hint: 'Bijvoorbeeld 06 23 45 67 89' }, age, city],
  2: [businessType, businessOther, appDescription],
  3: [currentStage],
  4: [existingAssets],
  5: [helpNeeded, helpOther],
  6: [timeline],
  7: [budget],
  8: [dreamDescription],
  9: [],
  10: [],
} as const satisfies Record<number, readonly FormField[]>;

export type IntakeStep = keyof typeof intakeSteps;
export const INTAKE_STEP_NUMBERS = Object.keys(intakeSteps).map(Number) as IntakeStep[];

/** Every question of the intake, step by step. */
export const intakeFields: readonly FormField[] = INTAKE_STEP_NUMBERS.flatMap((step): readonly FormField[] => intakeSteps[step]);
/** One question of the intake, as its definition is typed (for the answers' types). */
export type IntakeQuestion = (typeof intakeSteps)[IntakeStep][number];

type Keys<F> = F extends { readonly options: readonly Option<infer K>[] } ? K : never;
/** An answer as the form holds it: the chosen keys of a multiple choice, text for everything else. */
type AnswerOf<F> = F extends { readonly type: 'choices' } ? Keys<F>[] : string;
/** What the visitor has typed and chosen, by field name, as the form holds it. */
export type IntakeAnswers = { [F in IntakeQuestion as F['name']]: AnswerOf<F> };

/** An intake answered with nothing yet. */
export const emptyIntakeAnswers = Object.fromEntries(
  intakeFields.map((field) => [field.name, field.type === 'choices' ? [] : '']),
) as unknown as IntakeAnswers;

/** The stored name of each question: the row's attributes and their staff labels, in the order staff read them. */
export type IntakeStoredField = StoredNameOf<IntakeQuestion>;

/** The question stored under a name; undefined for an attribute that is not an answer. */
export function intakeFieldStoredAs(stored: string): FormField | undefined {
  return intakeFields.find((field) => storedName(field) === stored);
}

/** The answers as the row keeps them, under their stored names (form-fields.ts storedValuesOf). */
export function storedAnswersOf(values: Readonly<Record<string, unknown>>): Record<IntakeStoredField, unknown> {
  return storedValuesOf(intakeFields, values) as Record<IntakeStoredField, unknown>;
}
