import { intakeDraftDays } from '../../../../shared/business-facts.ts';
import { emptyAnswers, isStep, type Answers } from './intake-state.ts';
import type { IntakeStep } from '../../../../shared/intake.ts';

/**
 * A file as the draft remembers it. With a key it reached storage and is sent along on submit; without
 * one its upload had not finished when the page closed, and the visitor is asked to add it again (a
 * browser cannot hand a chosen file back to a page after a reload).
 */
export type DraftFile = {
  name: string;
  size: number;
  key?: string;
  /** For a file whose upload had not finished: the place the API reserved, given back when it is removed. */
  permit?: string;
};

/**
 * The intake's draft in the browser's local storage: the answers, the step, the submission's id and the
 * files uploaded so far, so a refresh or a return visit continues where the visitor left off. It is
 * forgotten after a set number of days without a change, on "Wis mijn antwoorden", and after a
 * successful submit.
 */
export type Draft = {
  answers: Answers;
  step: IntakeStep;
  submissionId: string;
  /** How long the form has been open so far, over earlier visits (performance.now() differences, never clock times). */
  fillMs: number;
  /** Last change, ms since epoch: the expiry counts from here. */
  savedAt: number;
  files: DraftFile[];
  /** The form's first proof-of-work challenge (lib/proof-of-work.ts): the server counts the fill time from it. */
  startedWith?: string;
};

const KEY = 'startsprong:intake-concept:v1';
export const DRAFT_MAX_AGE_MS = intakeDraftDays * 24 * 60 * 60 * 1000;

function filesOf(value: unknown): DraftFile[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (file): file is DraftFile =>
        typeof file === 'object' &&
        file !== null &&
        typeof file.name === 'string' &&
        typeof file.size === 'number' &&
        (file.key === undefined || typeof file.key === 'string') &&
        (file.permit === undefined || typeof file.permit === 'string'),
    )
    .map(({ name, size, key, permit }) => {
      if (key !== undefined) return { name, size, key };
      return permit === undefined ? { name, size } : { name, size, permit };
    });
}

export function loadDraft(storage: Storage | undefined, now = Date.now()): Draft | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (!parsed || typeof parsed.submissionId !== 'string' || !isStep(parsed.step)) return null;
    // A draft without savedAt is from before drafts expired: it counts from its last known use, which is now.
    const savedAt = typeof parsed.savedAt === 'number' ? parsed.savedAt : now;
    if (now - savedAt > DRAFT_MAX_AGE_MS) {
      clearDraft(storage);
      return null;
    }
    // Only known fields of the right type come back, so an old or tampered draft cannot break the form.
    const answers = { ...emptyAnswers };
    for (const [name, empty] of Object.entries(emptyAnswers) as [keyof Answers, Answers[keyof Answers]][]) {
      const value = parsed.answers?.[name];
      if (typeof value === typeof empty && Array.isArray(value) === Array.isArray(empty)) {
        (answers as Record<string, unknown>)[name] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : value;
      }
    }
    return {
      answers,
      step: parsed.step,
      submissionId: parsed.submissionId,
      // A draft from before fill times were kept starts counting again from now.
      fillMs: typeof parsed.fillMs === 'number' && parsed.fillMs >= 0 ? parsed.fillMs : 0,
      savedAt,
      files: filesOf(parsed.files),
      ...(typeof parsed.startedWith === 'string' && parsed.startedWith.length < 4000 ? { startedWith: parsed.startedWith } : {}),
    };
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
