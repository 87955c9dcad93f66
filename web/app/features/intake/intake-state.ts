import { INTAKE_STEPS } from '../../../../shared/intake-copy.ts';
import type { ExistingAsset, HelpNeeded } from '../../../../shared/intake-options.ts';
import { intakeSchema, stepSchemas, type IntakeInput, type IntakeStep } from '../../../../shared/intake.ts';
import { fieldErrorsOf } from '../../../../shared/validation.ts';

/** What the visitor has typed and chosen so far, as the form holds it (strings, lists, a checkbox). */
export type Answers = {
  firstName: string;
  email: string;
  phone: string;
  age: string;
  city: string;
  businessType: string;
  /** Step 2's "Iets anders": what the visitor wants to start. */
  businessOther: string;
  appDescription: string;
  currentStage: string;
  existingAssets: ExistingAsset[];
  helpNeeded: HelpNeeded[];
  /** Step 5's "Iets anders": what else the visitor needs help with. */
  helpOther: string;
  timeline: string;
  budget: string;
  dreamDescription: string;
  acceptTerms: boolean;
};

export const emptyAnswers: Answers = {
  firstName: '',
  email: '',
  phone: '',
  age: '',
  city: '',
  businessType: '',
  businessOther: '',
  appDescription: '',
  currentStage: '',
  existingAssets: [],
  helpNeeded: [],
  helpOther: '',
  timeline: '',
  budget: '',
  dreamDescription: '',
  acceptTerms: false,
};

export type FieldErrors = Partial<Record<keyof Answers | 'uploadedFiles', string>>;

export const stepTitles: Record<IntakeStep, string> = {
  1: 'Even kennismaken',
  2: 'Wat wil je starten?',
  3: 'Waar sta je nu?',
  4: 'Wat heb je al?',
  5: 'Waar kunnen we je mee helpen?',
  6: 'Wanneer wil je starten?',
  7: 'Wat is je budget?',
  8: 'Wat is je droom?',
  9: 'Bestanden toevoegen',
  10: 'Bijna klaar',
};

export function isStep(value: unknown): value is IntakeStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INTAKE_STEPS;
}

/** Progress in percent: the current step out of ten. */
export function progressPercent(step: IntakeStep): number {
  return Math.round((step / INTAKE_STEPS) * 100);
}

/** The step's own errors, in Dutch; empty when the visitor may go on. */
export function validateStep(step: IntakeStep, answers: Answers): FieldErrors {
  const result = stepSchemas[step].safeParse(answers);
  return result.success ? {} : (fieldErrorsOf(result.error) as FieldErrors);
}

/**
 * A multi-select toggles one key. 'Geen van deze' excludes the other assets: choosing it clears them,
 * and choosing an asset clears it.
 */
export function toggleChoice<K extends string>(selected: readonly K[], value: K, exclusive?: K): K[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value);
  if (exclusive !== undefined && value === exclusive) return [value];
  return [...selected.filter((item) => item !== exclusive), value];
}

/** Conditional fields are only sent while the answer that reveals them still holds. */
export function showsBusinessOther(answers: Answers): boolean {
  return answers.businessType === 'other';
}
export function showsHelpOther(answers: Answers): boolean {
  return answers.helpNeeded.includes('something-else');
}
export function showsAppDescription(answers: Answers): boolean {
  return answers.businessType === 'app-software';
}

export type UploadedFile = { key: string; name: string; size: number };

/** The body of POST /api/intake, in the API's camelCase names and the stored option keys. */
export function toRequest(
  answers: Answers,
  meta: { submissionId: string; fillMs: number; uploadedFiles: readonly UploadedFile[]; website: string },
): IntakeInput {
  return {
    ...answers,
    appDescription: showsAppDescription(answers) ? answers.appDescription : '',
    businessOther: showsBusinessOther(answers) ? answers.businessOther : '',
    helpOther: showsHelpOther(answers) ? answers.helpOther : '',
    submissionId: meta.submissionId,
    fillMs: meta.fillMs,
    uploadedFiles: meta.uploadedFiles.map(({ key, name }) => ({ key, name })),
    ...(meta.website ? { website: meta.website } : {}),
  } as IntakeInput;
}

/** The first step that has one of these fields, so server-side errors send the visitor back there. */
export function stepOfErrors(errors: FieldErrors): IntakeStep | null {
  const fields = Object.keys(errors);
  for (let step = 1 as IntakeStep; step <= INTAKE_STEPS; step = (step + 1) as IntakeStep) {
    const stepFields = step === 9 ? ['uploadedFiles'] : Object.keys(stepSchemas[step].shape);
    if (fields.some((field) => stepFields.includes(field))) return step;
  }
  return null;
}

/** Checks the whole intake as the Lambda will, before it is sent. */
export function validateAll(request: IntakeInput): FieldErrors {
  const result = intakeSchema.safeParse(request);
  return result.success ? {} : (fieldErrorsOf(result.error) as FieldErrors);
}
