import { emptyAnswers, isStep, type Answers } from './intake-state.ts';
import type { IntakeStep } from '../../../../shared/intake.ts';

/**
 * The intake's draft in the browser's local storage: the answers, the step, and the submission's id,
 * so a refresh or a return visit continues where the visitor left off. Files are not kept; the cookie
 * page says so. A successful submit clears it.
 */
export type Draft = { answers: Answers; step: IntakeStep; submissionId: string; startedAt: number };

const KEY = 'startsprong:intake-concept:v1';

export function loadDraft(storage: Storage | undefined): Draft | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (!parsed || typeof parsed.submissionId !== 'string' || !isStep(parsed.step) || typeof parsed.startedAt !== 'number') return null;
    // Only known fields of the right type come back, so an old or tampered draft cannot break the form.
    const answers = { ...emptyAnswers };
    for (const [name, empty] of Object.entries(emptyAnswers) as [keyof Answers, Answers[keyof Answers]][]) {
      const value = parsed.answers?.[name];
      if (typeof value === typeof empty && Array.isArray(value) === Array.isArray(empty)) {
        (answers as Record<string, unknown>)[name] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : value;
      }
    }
    return { answers, step: parsed.step, submissionId: parsed.submissionId, startedAt: parsed.startedAt };
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
