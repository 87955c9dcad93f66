import { ArrowLeft, ArrowRight, Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { INTAKE_STEPS, intakeMessages } from '../../../../shared/intake-copy.ts';
import type { IntakeStep } from '../../../../shared/intake.ts';
import { intakeDraftDays } from '../../../../shared/business-facts.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDismissToasts, useToast } from '../../components/ui/toast.tsx';
import { postJson } from '../../lib/api.ts';
import { rememberedAttribution } from '../../lib/attribution.ts';
import { refusedNoticeTitle } from '../../../../shared/api-limits.ts';
import { prepareProofOfWork, proofOfWorkStart, restoreProofOfWorkStart, takeProofOfWork } from '../../lib/proof-of-work.ts';
import { clearDraft, loadDraft, saveDraft } from './intake-draft.ts';
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

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Nothing typed or chosen yet: no draft is kept for an untouched form. */
function isUntouched(answers: Answers): boolean {
  return JSON.stringify(answers) === JSON.stringify(emptyAnswers);
}

/**
 * The ten-step intake at /start: one step at a time, checked per step, with a draft kept in the browser.
 * This file holds what the steps share (the answers, the draft, moving between steps, sending); each
 * step's questions are in steps/, one file per step.
 */
export function IntakeForm() {
  const toast = useToast();
  const dismissToasts = useDismissToasts();
  const [answers, setAnswers] = useState<Answers>(emptyAnswers);
  const [step, setStep] = useState<IntakeStep>(1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<IntakeStatus>('idle');
  // Whether the API said a confirmation email is on its way: the page never promises one that will not come.
  const [confirmationComing, setConfirmationComing] = useState(false);
  const [submissionId, setSubmissionId] = useState('');
  // The fill time the browser measures itself: monotonic, unaffected by a wrong or changed device clock.
  const openedAt = useRef(0);
  const earlierFillMs = useRef(0);
  const fillMs = useCallback(() => Math.round(earlierFillMs.current + (performance.now() - openedAt.current)), []);
  const [restored, setRestored] = useState(false);
  const honeypot = useRef('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const [cleared, setCleared] = useState(false);
  const moved = useRef(false);
  const attachments = useAttachments(submissionId);

  // The draft is read after hydration, so the prerendered page and the first render agree.
  const { restore: restoreFiles, clear: clearFiles, remembered } = attachments;
  useEffect(() => {
    const draft = loadDraft(storage());
    openedAt.current = performance.now();
    /* eslint-disable react-hooks/set-state-in-effect -- the browser's storage is outside React and unknown
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
  useEffect(() => {
    if (!restored || status === 'success') return;
    const files = JSON.parse(rememberedFiles) as typeof remembered;
    if (isUntouched(answers) && files.length === 0) clearDraft(storage());
    else {
      const startedWith = proofOfWorkStart() ?? undefined;
      saveDraft(storage(), {
        answers,
        step,
        submissionId,
        fillMs: fillMs(),
        savedAt: Date.now(),
        files,
        ...(startedWith ? { startedWith } : {}),
      });
    }
  }, [answers, step, submissionId, fillMs, restored, status, rememberedFiles]);

  // On every step change and status panel the heading takes focus and the form's top comes into view
  // (below the sticky header, not under a toast), so everyone knows where they are.
  useEffect(() => {
    if (!moved.current) return;
    topRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, status]);

  const set = useCallback(<K extends keyof Answers>(name: K, value: Answers[K]) => {
    setCleared(false);
    setAnswers((current) => ({ ...current, [name]: value }));
  }, []);

  const goTo = (next: IntakeStep) => {
    moved.current = true;
    setErrors({});
    setStep(next);
  };

  /** "Wis mijn antwoorden": forgets the draft on this device and starts a fresh, empty intake. */
  const clearAnswers = () => {
    clearDraft(storage());
    clearFiles();
    setAnswers(emptyAnswers);
    setSubmissionId(crypto.randomUUID());
    earlierFillMs.current = 0;
    openedAt.current = performance.now();
    setCleared(true);
    goTo(1);
  };

  const next = () => {
    const found = validateStep(step, answers);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    if (step < INTAKE_STEPS) goTo((step + 1) as IntakeStep);
  };

  const previous = () => {
    if (step > 1) goTo((step - 1) as IntakeStep);
  };

  async function submit() {
    if (status === 'submitting' || attachments.inFlight) return;
    const request = toRequest(answers, { submissionId, fillMs: fillMs(), uploadedFiles: attachments.uploaded, website: honeypot.current });
    const found = validateAll(request);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const target = stepOfErrors(found);
      if (target && target !== step) {
        moved.current = true;
        setStep(target);
      }
      return;
    }
    moved.current = true;
    dismissToasts('error');
    setStatus('submitting');
    const altcha = await takeProofOfWork();
    const result = await postJson<{ id: string; confirmation?: boolean }>('/api/intake', {
      ...request,
      attribution: rememberedAttribution(),
      ...(altcha ? { altcha } : {}),
    });
    if (result.ok) {
      clearDraft(storage());
      const coming = result.data?.confirmation === true;
      setConfirmationComing(coming);
      setStatus('success');
      toast({ ...(coming ? intakeMessages.success : intakeMessages.successWithoutEmail), variant: 'success' });
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
      const target = stepOfErrors(found) ?? step;
      setStep(target);
      setErrors(found);
      return;
    }
    setStatus('error');
    toast({ ...intakeMessages.saveFailed, variant: 'error' });
  }

  if (status !== 'idle') {
    return (
      <div ref={topRef} className="scroll-mt-20">
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

  const errorMessages = Object.values(errors).filter(Boolean);
  const percent = progressPercent(step);

  return (
    <div ref={topRef} className="scroll-mt-20">
      <form
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
          {errorMessages.join('. ')}
        </div>
        <div className="mt-6">
          <StepFields step={step} answers={answers} errors={errors} set={set} attachments={attachments} onEdit={goTo} />
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
        {/* Side by side where they fit; on a narrow phone the step's own button goes first, full width. */}
        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-line pt-6 min-[400px]:flex-row min-[400px]:items-center min-[400px]:justify-between">
          <Button type="button" variant="secondary" onClick={previous} disabled={step === 1}>
            <ArrowLeft aria-hidden="true" className="size-5" /> Vorige
          </Button>
          {step < INTAKE_STEPS ? (
            <Button type="submit" variant="primary">
              Volgende <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
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
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted">
        <p>
          {cleared
            ? 'Je antwoorden zijn gewist van dit apparaat.'
            : `Je antwoorden blijven ${intakeDraftDays} dagen op dit apparaat bewaard, zodat je later verder kunt.`}
        </p>
        <button
          type="button"
          onClick={clearAnswers}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink-soft underline underline-offset-2 hover:text-danger"
        >
          <Trash2 aria-hidden="true" className="size-4" /> Wis mijn antwoorden
        </button>
      </div>
    </div>
  );
}
