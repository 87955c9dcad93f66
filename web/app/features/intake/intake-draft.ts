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
 * The intake's draft: the answers, the step, the submission's id and the files uploaded so far, so a reload,
 * the back button or a look at another page continues where the visitor left off, at the same step with
 * the same files.
 *
 * It lives in the state of this tab's history entry for /start (history.replaceState), not in local or
 * session storage: the browser keeps it with the tab's history, for this page only, and drops it when the
 * tab is closed, so nothing of the visitor's answers stays on a shared computer for the next person, and
 * the site writes nothing to the device's storage (DECISIONS.md, fourth round; issue 32). It is forgotten
 * on "Wis mijn antwoorden" and after a successful submit.
 */
export type Draft = {
  answers: Answers;
  step: IntakeStep;
  submissionId: string;
  /** How long the form has been open so far, over earlier loads (performance.now() differences, never clock times). */
  fillMs: number;
  files: DraftFile[];
  /** The form's first proof-of-work challenge (lib/proof-of-work.ts): the server counts the fill time from it. */
  startedWith?: string;
};

/** The part of window.history the draft uses. */
export type DraftHistory = Pick<History, 'state' | 'replaceState'>;

const KEY = 'startsprongIntake';

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

/** The history entry's state without the draft, so what else lives there (another script's state) is kept. */
function otherState(history: DraftHistory): Record<string, unknown> {
  const state: unknown = history.state;
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return {};
  const { [KEY]: _draft, ...rest } = state as Record<string, unknown>;
  return rest;
}

export function loadDraft(history: DraftHistory | undefined): Draft | null {
  try {
    const parsed = (history?.state as Record<string, unknown> | null)?.[KEY] as Partial<Draft> | undefined;
    if (!parsed || typeof parsed.submissionId !== 'string' || !isStep(parsed.step)) return null;
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
      fillMs: typeof parsed.fillMs === 'number' && parsed.fillMs >= 0 ? parsed.fillMs : 0,
      files: filesOf(parsed.files),
      ...(typeof parsed.startedWith === 'string' && parsed.startedWith.length < 4000 ? { startedWith: parsed.startedWith } : {}),
    };
  } catch {
    return null;
  }
}

export function saveDraft(history: DraftHistory | undefined, draft: Draft): void {
  try {
    history?.replaceState({ ...otherState(history), [KEY]: draft }, '');
  } catch {
    // A state the browser cannot keep (too large, or replaceState called too often): the form still works, only without a draft.
  }
}

export function clearDraft(history: DraftHistory | undefined): void {
  try {
    if (history && (history.state as Record<string, unknown> | null)?.[KEY] !== undefined) history.replaceState(otherState(history), '');
  } catch {
    // Nothing to clear.
  }
}
