import { INTAKE_STEPS } from '../../../../shared/intake-copy.ts';
import type { IntakeStep } from '../../../../shared/intake.ts';

/** "Stap 3 van 10", a progress bar, and from sm up the ten steps as numbered blocks. */
export function StepIndicator({ step, percent }: { step: IntakeStep; percent: number }) {
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
