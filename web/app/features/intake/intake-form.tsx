import { ArrowLeft, ArrowRight, Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DREAM_MAX,
  encouragements,
  INTAKE_STEPS,
  intakeHints,
  intakeMessages,
  OTHER_MAX,
  salonEncouragement,
} from '../../../../shared/intake-copy.ts';
import {
  budgetOptions,
  businessTypeOptions,
  currentStageOptions,
  existingAssetOptions,
  helpNeededOptions,
  timelineOptions,
  type ExistingAsset,
  type HelpNeeded,
} from '../../../../shared/intake-options.ts';
import type { IntakeStep } from '../../../../shared/intake.ts';
import { intakeDraftDays, links, replyTime } from '../../../../shared/business-facts.ts';
import { characterCount } from '../../../../shared/validation.ts';
import { Field, controlClass } from '../../components/form/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ExampleValue } from '../../components/ui/example-mark.tsx';
import { useDismissToasts, useToast } from '../../components/ui/toast.tsx';
import { postJson } from '../../lib/api.ts';
import { rememberedAttribution } from '../../lib/attribution.ts';
import { refusedNoticeTitle } from '../../../../shared/api-limits.ts';
import { prepareProofOfWork, proofOfWorkStart, restoreProofOfWorkStart, takeProofOfWork } from '../../lib/proof-of-work.ts';
import { AttachmentsStep } from './attachments-step.tsx';
import { ChoiceGroup, Encouragement, MultiChoiceGroup } from './choice-fields.tsx';
import { clearDraft, loadDraft, saveDraft } from './intake-draft.ts';
import { IntakeSummary } from './intake-summary.tsx';
import {
  emptyAnswers,
  progressPercent,
  showsAppDescription,
  showsBusinessOther,
  showsHelpOther,
  stepOfErrors,
  stepTitles,
  toggleChoice,
  toRequest,
  validateAll,
  validateStep,
  type Answers,
  type FieldErrors,
} from './intake-state.ts';
import { IntakeStatusPanel, type IntakeStatus } from './status-panel.tsx';
import { useAttachments } from './use-attachments.ts';

/** The step heading's id, fixed: the intake is an island (web/app/lib/island.tsx). */
const headingId = 'intake-stap';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Nothing typed or chosen yet: no draft is kept for an untouched form. */
function isUntouched(answers: Answers): boolean {
  return JSON.stringify(answers) === JSON.stringify(emptyAnswers);
}

/** The ten-step intake at /start: one step at a time, checked per step, with a draft kept in the browser. */
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

function StepIndicator({ step, percent }: { step: IntakeStep; percent: number }) {
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm font-medium">
        <p className="text-ink">
          Stap {step} van {INTAKE_STEPS}
        </p>
        <p className="text-muted">{percent}% voltooid</p>
      </div>
      <progress
        value={percent}
        max={100}
        aria-label={`Voortgang: stap ${step} van ${INTAKE_STEPS}, ${percent}% voltooid`}
        className="progress-bar mt-2"
      >
        {percent}%
      </progress>
      {/* The same progress as numbered steps, for the eye; the text and the progress bar say it to assistive technology. */}
      <ol className="mt-4 hidden grid-cols-10 gap-1.5 sm:grid" aria-hidden="true">
        {Array.from({ length: INTAKE_STEPS }, (_, index) => index + 1).map((number) => (
          <li
            key={number}
            aria-current={number === step ? 'step' : undefined}
            className={`flex h-8 items-center justify-center rounded-md text-xs font-semibold ${
              number === step ? 'bg-brand-700 text-white' : number < step ? 'bg-brand-100 text-brand-800' : 'bg-canvas text-muted'
            }`}
          >
            {number}
          </li>
        ))}
      </ol>
    </div>
  );
}

type StepProps = {
  step: IntakeStep;
  answers: Answers;
  errors: FieldErrors;
  set: <K extends keyof Answers>(name: K, value: Answers[K]) => void;
  attachments: ReturnType<typeof useAttachments>;
  onEdit: (step: IntakeStep) => void;
};

function StepFields({ step, answers, errors, set, attachments, onEdit }: StepProps) {
  switch (step) {
    case 1:
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="intake-firstName" label="Voornaam" error={errors.firstName}>
            {(props) => (
              <input
                {...props}
                type="text"
                name="firstName"
                autoComplete="given-name"
                maxLength={100}
                value={answers.firstName}
                onChange={(e) => set('firstName', e.target.value)}
                className={controlClass(Boolean(errors.firstName))}
              />
            )}
          </Field>
          <Field id="intake-email" label="E-mailadres" error={errors.email}>
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                value={answers.email}
                onChange={(e) => set('email', e.target.value)}
                className={controlClass(Boolean(errors.email))}
              />
            )}
          </Field>
          <Field id="intake-phone" label="Telefoonnummer" optional hint="Bijvoorbeeld 06 23 45 67 89" error={errors.phone}>
            {(props) => (
              <input
                {...props}
                name="phone"
                type="tel"
                autoComplete="tel"
                maxLength={30}
                value={answers.phone}
                onChange={(e) => set('phone', e.target.value)}
                className={controlClass(Boolean(errors.phone))}
              />
            )}
          </Field>
          <Field id="intake-age" label="Leeftijd" optional hint={intakeHints.age}>
            {(props) => (
              <input
                {...props}
                type="text"
                name="age"
                inputMode="numeric"
                maxLength={3}
                value={answers.age}
                onChange={(e) => set('age', e.target.value)}
                className={controlClass(false)}
              />
            )}
          </Field>
          <Field id="intake-city" label="Woonplaats" optional>
            {(props) => (
              <input
                {...props}
                type="text"
                name="city"
                autoComplete="address-level2"
                maxLength={100}
                value={answers.city}
                onChange={(e) => set('city', e.target.value)}
                className={controlClass(false)}
              />
            )}
          </Field>
        </div>
      );
    case 2:
      return (
        <>
          <ChoiceGroup
            name="businessType"
            legend={stepTitles[2]}
            options={businessTypeOptions}
            value={answers.businessType}
            onChange={(value) => set('businessType', value)}
            error={errors.businessType}
          />
          {answers.businessType === 'beauty-salon' ? (
            <Encouragement>
              <ExampleValue example={salonEncouragement.example}>{salonEncouragement.text}</ExampleValue>
            </Encouragement>
          ) : null}
          {showsBusinessOther(answers) ? (
            <div className="mt-5">
              <Field id="intake-businessOther" label="Omschrijf wat je wilt starten" optional error={errors.businessOther}>
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    name="businessOther"
                    maxLength={OTHER_MAX}
                    value={answers.businessOther}
                    onChange={(e) => set('businessOther', e.target.value)}
                    className={controlClass(Boolean(errors.businessOther))}
                  />
                )}
              </Field>
            </div>
          ) : null}
          {showsAppDescription(answers) ? (
            <div className="mt-5">
              <Field
                id="intake-appDescription"
                label="Vertel kort over je app of software"
                optional
                hint="Wat moet het doen, en voor wie?"
                error={errors.appDescription}
              >
                {(props) => (
                  <textarea
                    {...props}
                    name="appDescription"
                    rows={4}
                    maxLength={1000}
                    value={answers.appDescription}
                    onChange={(e) => set('appDescription', e.target.value)}
                    className={controlClass(Boolean(errors.appDescription))}
                  />
                )}
              </Field>
            </div>
          ) : null}
        </>
      );
    case 3:
      return (
        <>
          <ChoiceGroup
            name="currentStage"
            legend={stepTitles[3]}
            options={currentStageOptions}
            value={answers.currentStage}
            onChange={(value) => set('currentStage', value)}
            error={errors.currentStage}
          />
          {answers.currentStage === 'idea-only' ? <Encouragement>{encouragements.stageIdeaOnly}</Encouragement> : null}
        </>
      );
    case 4:
      return (
        <>
          <p className="mb-4 text-ink-soft">Kies alles wat je al geregeld hebt.</p>
          <MultiChoiceGroup
            name="existingAssets"
            legend={stepTitles[4]}
            options={existingAssetOptions}
            values={answers.existingAssets}
            onToggle={(value) => set('existingAssets', toggleChoice<ExistingAsset>(answers.existingAssets, value as ExistingAsset, 'none'))}
            error={errors.existingAssets}
          />
          {answers.existingAssets.includes('none') ? <Encouragement>{encouragements.assetNone}</Encouragement> : null}
        </>
      );
    case 5:
      return (
        <>
          <p className="mb-4 text-ink-soft">Kies alles wat van toepassing is.</p>
          <MultiChoiceGroup
            name="helpNeeded"
            legend={stepTitles[5]}
            options={helpNeededOptions}
            values={answers.helpNeeded}
            onToggle={(value) => set('helpNeeded', toggleChoice<HelpNeeded>(answers.helpNeeded, value as HelpNeeded))}
            error={errors.helpNeeded}
          />
          {showsHelpOther(answers) ? (
            <div className="mt-5">
              <Field id="intake-helpOther" label="Waarmee kunnen we je nog meer helpen?" optional error={errors.helpOther}>
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    name="helpOther"
                    maxLength={OTHER_MAX}
                    value={answers.helpOther}
                    onChange={(e) => set('helpOther', e.target.value)}
                    className={controlClass(Boolean(errors.helpOther))}
                  />
                )}
              </Field>
            </div>
          ) : null}
        </>
      );
    case 6:
      return (
        <ChoiceGroup
          name="timeline"
          legend={stepTitles[6]}
          options={timelineOptions}
          value={answers.timeline}
          onChange={(value) => set('timeline', value)}
          error={errors.timeline}
        />
      );
    case 7:
      return (
        <>
          <ChoiceGroup
            name="budget"
            legend={stepTitles[7]}
            options={budgetOptions}
            value={answers.budget}
            onChange={(value) => set('budget', value)}
            error={errors.budget}
          />
          {answers.budget === 'no-budget' ? <Encouragement>{encouragements.budgetNoBudget}</Encouragement> : null}
        </>
      );
    case 8: {
      // No maxLength and no cut: pasted text stays whole, and the message says how much is too much.
      const count = characterCount(answers.dreamDescription);
      const tooLong = count > DREAM_MAX;
      return (
        <Field
          id="intake-dreamDescription"
          label="Beschrijf je droom of doel"
          hint="Waar wil je over een jaar staan? Wat maakt jouw idee bijzonder?"
          error={errors.dreamDescription ?? (tooLong ? intakeMessages.dreamTooLong : undefined)}
        >
          {(props) => (
            <div>
              <textarea
                {...props}
                name="dreamDescription"
                rows={7}
                value={answers.dreamDescription}
                onChange={(e) => set('dreamDescription', e.target.value)}
                className={controlClass(Boolean(errors.dreamDescription) || tooLong)}
              />
              <p
                className={`mt-1.5 text-right text-sm ${tooLong ? 'font-semibold text-danger' : 'text-muted'}`}
                data-testid="dream-counter"
              >
                {count}/{DREAM_MAX}
              </p>
            </div>
          )}
        </Field>
      );
    }
    case 9:
      return (
        <AttachmentsStep
          attachments={attachments.attachments}
          refusals={attachments.refusals}
          serverError={errors.uploadedFiles}
          onAdd={attachments.add}
          onRemove={attachments.remove}
          onRetry={attachments.retry}
        />
      );
    case 10:
      return (
        <div>
          <p className="text-ink-soft">Controleer of alles klopt en verstuur je aanvraag. Je hoort {replyTime.promise} van ons.</p>
          <IntakeSummary answers={answers} attachments={attachments.attachments} onEdit={onEdit} />
          <label className="mt-6 flex cursor-pointer items-start gap-3 rounded-control border border-line bg-canvas p-4">
            <input
              type="checkbox"
              name="acceptTerms"
              checked={answers.acceptTerms}
              onChange={(e) => set('acceptTerms', e.target.checked)}
              aria-invalid={Boolean(errors.acceptTerms)}
              aria-describedby={errors.acceptTerms ? 'acceptTerms-fout' : undefined}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            {/* The terms are agreed to; the privacy statement is read, not consented to: the intake's basis is the
                steps the visitor asks for before a contract (art. 6 lid 1 sub b AVG), not consent. */}
            <span className="text-[0.975rem] text-ink">
              Ik ga akkoord met de{' '}
              <a href={links.terms} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
                algemene voorwaarden<span className="sr-only"> (opent in een nieuw tabblad)</span>
              </a>{' '}
              en heb de{' '}
              <a href={links.privacy} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
                privacyverklaring<span className="sr-only"> (opent in een nieuw tabblad)</span>
              </a>{' '}
              gelezen.
            </span>
          </label>
          {errors.acceptTerms ? (
            <p id="acceptTerms-fout" className="mt-2 text-sm font-medium text-danger">
              {errors.acceptTerms}
            </p>
          ) : null}
        </div>
      );
  }
}
