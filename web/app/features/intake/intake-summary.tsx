import { formatMegabytes } from '../../../../shared/attachments.ts';
import { describeValue, isShown, summaryLabel } from '../../../../shared/form-fields.ts';
import { intakeSteps } from '../../../../shared/intake-fields.ts';
import { type IntakeStep } from '../../../../shared/intake.ts';
import { stepTitles, type Answers } from './intake-state.ts';
import type { Attachment } from './use-attachments.ts';

type Row = { label: string; value: string };

/** Each step's answers as the visitor gave them (shared/intake-fields.ts); a question not asked is not shown. */
function rowsOf(step: IntakeStep, answers: Answers, attachments: readonly Attachment[]): Row[] {
  if (step === 9) {
    return [
      {
        label: 'Bestanden',
        value: attachments
          .map((item) => `${item.name} (${formatMegabytes(item.size)})${item.status === 'done' ? '' : ', niet geüpload'}`)
          .join('\n'),
      },
    ];
  }
  return intakeSteps[step]
    .filter((field) => isShown(field, answers))
    .map((field) => ({ label: summaryLabel(field), value: describeValue(field, answers[field.name as keyof Answers]) }));
}

const reviewedSteps: IntakeStep[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Step 10: every answer and file, grouped by step, each group with a way back to change it. */
export function IntakeSummary({
  answers,
  attachments,
  onEdit,
}: {
  answers: Answers;
  attachments: readonly Attachment[];
  onEdit: (step: IntakeStep) => void;
}) {
  return (
    <section aria-labelledby="intake-summary-heading" className="mt-6" data-testid="intake-summary">
      <h3 id="intake-summary-heading" className="text-lg font-bold text-ink">
        Je antwoorden
      </h3>
      <ol className="mt-3 divide-y divide-line rounded-control border border-line">
        {reviewedSteps.map((step) => (
          <li key={step} className="p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h4 className="font-semibold text-ink">
                {step}. {stepTitles[step]}
              </h4>
              <button
                type="button"
                onClick={() => onEdit(step)}
                className="min-h-11 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                Wijzig<span className="sr-only"> stap {step}</span>
              </button>
            </div>
            <dl className="mt-1 grid gap-x-4 gap-y-1 text-[0.95rem] sm:grid-cols-[12rem_1fr]">
              {rowsOf(step, answers, attachments).map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-muted">{row.label}</dt>
                  <dd className="min-w-0 break-words whitespace-pre-line text-ink">{row.value.trim() || 'Niet ingevuld'}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
