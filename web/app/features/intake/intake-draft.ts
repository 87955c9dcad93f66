import { emptyAnswers, isStep, type Answers } from './intake-state.ts';
import type { IntakeStep } from '../../../../shared/intake.ts';

/**
 * The intake's draft in the browser's local storage: the answers, the step, and the submission's id,
 * so a refresh or a return visit continues where the visitor left off. Files are not kept; the cookie
 * page says so. A successful submit clears it.
 */
export type Draft = {
  answers: Answers;
  step: IntakeStep;
  submissionId: string;
  /** How long the form has been open so far, over earlier visits (performance.now() differences, never clock times). */
  fillMs: number;
};

const KEY = 'startsprong:intake-concept:v1';

export function loadDraft(storage: Storage | undefined): Draft | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (!parsed || typeof parsed.submissionId !== 'string' || !isStep(parsed.step)) return null;
    // Only known fields of the right type come back, so an old or tampered draft cannot break the form.
    const answers = { ...emptyAnswers };
    for (const [name, empty] of Object.entries(emptyAnswers) as [keyof Answers, Answers[keyof Answers]][]) {
      const value = parsed.answers?.[name];
      if (typeof value === typeof empty && Array.isArray(value) === Array.isArray(empty)) {
        (answers as Record<string, unknown>)[name] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : value;
      }
    }
    // A draft from before fill times were kept starts counting again from now.
    const fillMs = typeof parsed.fillMs === 'number' && parsed.fillMs >= 0 ? parsed.fillMs : 0;
    return { answers, step: parsed.step, submissionId: parsed.submissionId, fillMs };
  } catch {
    return null;
  }
}

export function saveDraft(storage: Storage | undefined, draft: Draft): void {
  try {
    storage?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the form still works, only without a draft.
  }
}

export function clearDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
