import { ArrowLeft, ArrowRight, ListChecks, Send, Trash2 } from '../../icons/icons.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { INTAKE_STEPS, intakeMessages } from '../../../../shared/intake-copy.ts';
import type { IntakeStep } from '../../../../shared/intake.ts';
import { focusFirstInvalid } from '../../components/form/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDismissToasts, useToast } from '../../components/ui/toast.tsx';
import { postJson } from '../../lib/api.ts';
import { formAttribution } from '../../lib/attribution.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { refusedNoticeTitle } from '../../../../shared/api-limits.ts';
import { prepareProofOfWork, proofOfWorkStart, restoreProofOfWorkStart, takeProofOfWork } from '../../lib/proof-of-work.ts';
import { clearDraft, loadDraft, saveDraft, type Draft } from './intake-draft.ts';
import {
  emptyAnswers,
  progressPercent,
  stepOfErrors,
  stepTitles,
  toRequest,
  validateAll,
  validateStep,
  type Answers,
  type FieldErrors,
} from './intake-state.ts';
import { IntakeStatusPanel, type IntakeStatus } from './status-panel.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { StepFields } from './steps/step-fields.tsx';
import { useAttachments } from './use-attachments.ts';

/** The step heading's id, fixed: the intake is an island (web/app/lib/island.tsx). */
const headingId = 'intake-stap';

const browserHistory = () => (typeof window === 'undefined' ? undefined : window.history);

/** Nothing typed or chosen yet: no draft is kept for an untouched form. */
function isUntouched(answers: Answers): boolean {
  return JSON.stringify(answers) === JSON.stringify(emptyAnswers);
}

/**
 * The draft is written at most this often while the visitor types, and at once when the page is left:
 * browsers refuse history.replaceState called hundreds of times in a few seconds.
 */
const DRAFT_WRITE_MS = 400;

/**
 * The ten-step intake at /start: one step at a time, checked per step, with a draft kept with this tab's
 * history (intake-draft.ts). This file holds what the steps share (the answers, the draft, moving between
 * steps, sending); each step's questions are in steps/, drawn from shared/intake-fields.ts.
 */
export function IntakeForm() {
  const toast = useToast();
  const dismissToasts = useDismissToasts();
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<Answers>(emptyAnswers);
  const [step, setStep] = useState<IntakeStep>(1);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** What the live region says: the errors found on the last press of a button, not each change while typing. */
  const [announcement, setAnnouncement] = useState('');
  const [status, setStatus] = useState<IntakeStatus>('idle');
  // Whether the API said a confirmation email is on its way: the page never promises one that will not come.
  const [confirmationComing, setConfirmationComing] = useState(false);
  const [submissionId, setSubmissionId] = useState('');
  /** Set by "Wijzig" in the summary: the step's button then leads back to the summary. */
  const [editingFromSummary, setEditingFromSummary] = useState(false);
  // The fill time the browser measures itself: monotonic, unaffected by a wrong or changed device clock.
  const openedAt = useRef(0);
  const earlierFillMs = useRef(0);
  const fillMs = useCallback(() => Math.round(earlierFillMs.current + (performance.now() - openedAt.current)), []);
  const [restored, setRestored] = useState(false);
  const honeypot = useRef('');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const [cleared, setCleared] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const clearQuestion = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  /** Set when a button found errors: the first invalid field takes focus once they are shown. */
  const focusError = useRef(false);
  const attachments = useAttachments(submissionId);

  // The draft is read after hydration, so the prerendered page and the first render agree.
  const { restore: restoreFiles, clear: clearFiles, remembered } = attachments;
  useEffect(() => {
    const draft = loadDraft(browserHistory());
    openedAt.current = performance.now();
    /* eslint-disable react-hooks/set-state-in-effect -- the tab's history is outside React and unknown
       while prerendering; this runs once after hydration. */
    if (draft) {
      setAnswers(draft.answers);
      setStep(draft.step);
      setSubmissionId(draft.submissionId);
      earlierFillMs.current = draft.fillMs;
      restoreProofOfWorkStart(draft.startedWith);
      restoreFiles(draft.files);
    } else {
      setSubmissionId(crypto.randomUUID());
    }
    setRestored(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [restoreFiles]);

  // Compared as text: the list is rebuilt on every render, the files in it are not.
  const rememberedFiles = JSON.stringify(remembered);
  /** The draft as it stands, or null when there is nothing to keep (or it must not be kept). */
  const currentDraft = useRef<() => Draft | null>(() => null);
  useEffect(() => {
    currentDraft.current = () => {
      const files = JSON.parse(rememberedFiles) as Draft['files'];
      if (!restored || status === 'success' || (isUntouched(answers) && files.length === 0)) return null;
      const startedWith = proofOfWorkStart() ?? undefined;
      return { answers, step, submissionId, fillMs: fillMs(), files, ...(startedWith ? { startedWith } : {}) };
    };
  });
  const writeDraft = useCallback(() => {
    const draft = currentDraft.current();
    if (draft) saveDraft(browserHistory(), draft);
    else clearDraft(browserHistory());
  }, []);
  // The step the draft was last written with.
  const writtenStep = useRef<number | null>(null);
  useEffect(() => {
    if (!restored) return;
    // A step is a discrete move, written at once and then not again by a timer: a reload right after "Vorige"
    // reopens that step (a write from pagehide does not always reach the entry the browser reloads).
    if (writtenStep.current !== step) {
      writtenStep.current = step;
      writeDraft();
      return;
    }
    const timer = window.setTimeout(writeDraft, DRAFT_WRITE_MS);
    return () => window.clearTimeout(timer);
  }, [answers, step, submissionId, restored, status, rememberedFiles, writeDraft]);
  useEffect(() => {
    // A reload or a link followed within the write delay still keeps the last answer.
    window.addEventListener('pagehide', writeDraft);
    return () => window.removeEventListener('pagehide', writeDraft);
  }, [writeDraft]);

  // On every step change and status panel the heading takes focus and the form's top comes into view
  // (below the sticky header, not under a toast), so everyone knows where they are.
  useEffect(() => {
    if (!moved.current) return;
    topRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, status]);

  // After a button found errors: the first invalid field, fully in view below the sticky header.
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  // An error goes as soon as its field is valid, or says what is wrong now: checked for the fields the
  // visitor changed, so an error only the server could find stays until its field changes.
  const previousAnswers = useRef(answers);
  useEffect(() => {
    const before = previousAnswers.current;
    previousAnswers.current = answers;
    const changed = (Object.keys(answers) as (keyof Answers)[]).filter((name) => answers[name] !== before[name]);
    setErrors((current) => {
      const touched = changed.filter((name) => current[name]);
      if (touched.length === 0) return current;
      const found = validateStep(step, answers);
      const next = { ...current };
      for (const name of touched) {
        if (found[name]) next[name] = found[name];
        else delete next[name];
      }
      return next;
    });
  }, [answers, step]);

  const set = useCallback(<K extends keyof Answers>(name: K, value: Answers[K]) => {
    setCleared(false);
    setAnswers((current) => ({ ...current, [name]: value }));
  }, []);

  const goTo = (next: IntakeStep) => {
    moved.current = true;
    setErrors({});
    setAnnouncement('');
    if (next === INTAKE_STEPS) setEditingFromSummary(false);
    setStep(next);
  };

  const showErrors = (found: FieldErrors) => {
    focusError.current = true;
    setErrors(found);
    setAnnouncement(Object.values(found).filter(Boolean).join('. '));
  };

  /** "Wis mijn antwoorden", once confirmed: forgets the draft and the files and starts a fresh, empty intake. */
  const clearAnswers = () => {
    clearDraft(browserHistory());
    clearFiles();
    setAnswers(emptyAnswers);
    setSubmissionId(crypto.randomUUID());
    earlierFillMs.current = 0;
    openedAt.current = performance.now();
    setConfirmingClear(false);
    setCleared(true);
    setEditingFromSummary(false);
    goTo(1);
  };

  const askToClear = () => {
    setConfirmingClear(true);
    requestAnimationFrame(() => clearQuestion.current?.focus());
  };

  const keepAnswers = () => {
    setConfirmingClear(false);
    requestAnimationFrame(() => clearButton.current?.focus());
  };

  const next = () => {
    const found = validateStep(step, answers);
    if (Object.keys(found).length > 0) return showErrors(found);
    if (editingFromSummary) goTo(INTAKE_STEPS);
    else if (step < INTAKE_STEPS) goTo((step + 1) as IntakeStep);
  };

  const previous = () => {
    if (step > 1) goTo((step - 1) as IntakeStep);
  };

  const editFromSummary = (target: IntakeStep) => {
    setEditingFromSummary(true);
    goTo(target);
  };

  async function submit() {
    if (status === 'submitting' || attachments.inFlight) return;
    const request = toRequest(answers, { submissionId, fillMs: fillMs(), uploadedFiles: attachments.uploaded, website: honeypot.current });
    const found = validateAll(request);
    if (Object.keys(found).length > 0) {
      const target = stepOfErrors(found);
      if (target && target !== step) {
        moved.current = true;
        setStep(target);
      }
      showErrors(found);
      return;
    }
    moved.current = true;
    dismissToasts('error');
    setStatus('submitting');
    const altcha = await takeProofOfWork();
    const result = await postJson<{ id: string; confirmation?: boolean }>('/api/intake', {
      ...request,
      attribution: formAttribution(),
      ...(altcha ? { altcha } : {}),
    });
    if (result.ok) {
      clearDraft(browserHistory());
      setConfirmationComing(result.data?.confirmation === true);
      setStatus('success');
      return;
    }
    if (result.status === 429 || result.status === 400 || result.status === 403) {
      if (!result.fieldErrors) {
        // Nothing was saved; the answers stay, and the API's sentence says what to do (wait, or reload).
        setStatus('idle');
        toast({ title: refusedNoticeTitle, description: result.error, variant: 'error' });
        return;
      }
    }
    if (result.fieldErrors) {
      moved.current = true;
      setStatus('idle');
      const found = result.fieldErrors as FieldErrors;
      setStep(stepOfErrors(found) ?? step);
      showErrors(found);
      return;
    }
    setStatus('error');
    toast({ ...intakeMessages.saveFailed, variant: 'error' });
  }

  if (status !== 'idle') {
    return (
      <div ref={topRef}>
        <IntakeStatusPanel
          status={status}
          headingRef={headingRef}
          firstName={answers.firstName}
          booking={{ leadId: submissionId, email: answers.email }}
          confirmationComing={confirmationComing}
          onRetry={() => {
            dismissToasts('error');
            setStatus('idle');
            goTo(10);
          }}
        />
      </div>
    );
  }

  const percent = progressPercent(step);

  return (
    <div ref={topRef}>
      {/* Far from the step's own buttons, and asked first: one tap never wipes the answers and files. */}
      <div className="mb-4 text-sm text-muted" data-testid="intake-draft">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p role="status">
            {cleared
              ? 'Je antwoorden en bestanden zijn gewist.'
              : 'Je antwoorden blijven bewaard zolang dit tabblad openstaat, ook als je de pagina herlaadt.'}
          </p>
          {confirmingClear ? null : (
            <button
              ref={clearButton}
              type="button"
              onClick={askToClear}
              disabled={!hydrated}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink-soft underline underline-offset-2 hover:text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" /> Wis mijn antwoorden
            </button>
          )}
        </div>
        {confirmingClear ? (
          <div className="mt-2 rounded-control border border-danger/40 bg-white p-4" role="group" aria-labelledby="intake-wissen-vraag">
            <p id="intake-wissen-vraag" ref={clearQuestion} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
              Alles wissen, ook je geüploade bestanden? Dit kun je niet ongedaan maken.
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button type="button" variant="secondary" onClick={keepAnswers}>
                Nee, bewaren
              </Button>
              <Button type="button" variant="primary" onClick={clearAnswers}>
                <Trash2 aria-hidden="true" className="size-5" /> Ja, wis alles
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {/* method="post": whatever happens, the answers never travel in an address. Without JavaScript the
          fieldset stays disabled, so the form cannot be sent half-working (the page says to use contact). */}
      <form
        ref={formRef}
        method="post"
        action="/api/intake"
        noValidate
        onFocus={prepareProofOfWork}
        onSubmit={(event) => {
          event.preventDefault();
          if (step === INTAKE_STEPS) void submit();
          else next();
        }}
        aria-labelledby={headingId}
        className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
      >
        <fieldset disabled={!hydrated} className="min-w-0">
          {/* A fieldset's first child is its legend (WCAG H71); the step's heading below names the step itself. */}
          <legend className="sr-only">Je intake</legend>
          <StepIndicator step={step} percent={percent} />
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="mt-8 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
          >
            {stepTitles[step]}
          </h2>
          <div role="alert" aria-live="assertive" className="sr-only" data-testid="intake-errors">
            {announcement}
          </div>
          <div className="mt-6">
            <StepFields step={step} answers={answers} errors={errors} set={set} attachments={attachments} onEdit={editFromSummary} />
          </div>
          {/* Hidden from people; simple bots fill it in and are quietly ignored. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Laat dit veld leeg
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                onChange={(event) => (honeypot.current = event.target.value)}
              />
            </label>
          </div>
          {/* Vorige first, then the step's own button: the same order for the eye (stacked on a narrow phone,
              side by side where they fit) and for the keyboard. */}
          <div className="mt-10 flex flex-col gap-3 border-t border-line pt-6 min-[400px]:flex-row min-[400px]:items-center min-[400px]:justify-between">
            <Button type="button" variant="secondary" onClick={previous} disabled={step === 1}>
              <ArrowLeft aria-hidden="true" className="size-5" /> Vorige
            </Button>
            {step < INTAKE_STEPS ? (
              editingFromSummary ? (
                <Button type="submit" variant="primary">
                  <ListChecks aria-hidden="true" className="size-5" /> Terug naar het overzicht
                </Button>
              ) : (
                <Button type="submit" variant="primary">
                  Volgende <ArrowRight aria-hidden="true" className="size-5" />
                </Button>
              )
            ) : (
              <Button
                type="submit"
                variant="accent"
                disabled={!answers.acceptTerms || attachments.inFlight}
                aria-describedby="intake-submit-hint"
              >
                <Send aria-hidden="true" className="size-5" /> Verstuur aanvraag
              </Button>
            )}
          </div>
          {step === INTAKE_STEPS ? (
            <p id="intake-submit-hint" className="mt-3 text-right text-sm text-muted" role="status">
              {attachments.inFlight
                ? 'Even wachten tot je bestanden zijn geüpload.'
                : answers.acceptTerms
                  ? ''
                  : intakeMessages.acceptTermsRequired}
            </p>
          ) : null}
        </fieldset>
      </form>
    </div>
  );
}
