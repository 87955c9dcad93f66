import { isShown } from '../../../../shared/form-fields.ts';
import { INTAKE_STEPS } from '../../../../shared/intake-copy.ts';
import { emptyIntakeAnswers, intakeFields, type IntakeAnswers } from '../../../../shared/intake-fields.ts';
import { intakeSchema, stepSchemas, type IntakeInput, type IntakeStep } from '../../../../shared/intake.ts';
import { fieldErrorsOf } from '../../../../shared/validation.ts';

/**
 * What the visitor has typed and chosen so far, as the form holds it: every question's answer
 * (intake-fields.ts), the terms checkbox, and the optional "Hoe heb je ons gevonden?".
 */
export type Answers = IntakeAnswers & { acceptTerms: boolean; foundVia: string };

export const emptyAnswers: Answers = { ...emptyIntakeAnswers, acceptTerms: false, foundVia: '' };

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

export type UploadedFile = { key: string; name: string; size: number };

/** The body of POST /api/intake, in the API's camelCase names and the stored option keys ("Hoe heb je ons gevonden?" goes with the attribution). */
export function toRequest(
  answers: Answers,
  meta: { submissionId: string; fillMs: number; uploadedFiles: readonly UploadedFile[]; website: string },
): IntakeInput {
  // A question whose condition no longer holds is sent empty, whatever was typed while it did.
  const unasked = Object.fromEntries(intakeFields.filter((field) => !isShown(field, answers)).map((field) => [field.name, '']));
  return {
    ...answers,
    ...unasked,
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
