import {
  budgetOptions,
  businessTypeOptions,
  currentStageOptions,
  existingAssetOptions,
  helpNeededOptions,
  optionLabel,
  timelineOptions,
} from '../../../../shared/intake-options.ts';
import { formatMegabytes } from '../../../../shared/attachments.ts';
import { type IntakeStep } from '../../../../shared/intake.ts';
import { showsAppDescription, showsBusinessOther, showsHelpOther, stepTitles, type Answers } from './intake-state.ts';
import type { Attachment } from './use-attachments.ts';

type Row = { label: string; value: string };

const labels = (list: Parameters<typeof optionLabel>[0], values: readonly string[]) =>
  values.map((value) => optionLabel(list, value)).join(', ');

/** Each step's answers as the visitor gave them; what is not sent (a hidden conditional field) is not shown. */
function rowsOf(step: IntakeStep, answers: Answers, attachments: readonly Attachment[]): Row[] {
  switch (step) {
    case 1:
      return [
        { label: 'Voornaam', value: answers.firstName },
        { label: 'E-mailadres', value: answers.email },
        { label: 'Telefoonnummer', value: answers.phone },
        { label: 'Leeftijd', value: answers.age },
        { label: 'Woonplaats', value: answers.city },
      ];
    case 2:
      return [
        { label: 'Je wilt starten', value: answers.businessType ? optionLabel(businessTypeOptions, answers.businessType) : '' },
        ...(showsBusinessOther(answers) ? [{ label: 'Omschrijving', value: answers.businessOther }] : []),
        ...(showsAppDescription(answers) ? [{ label: 'Over je app of software', value: answers.appDescription }] : []),
      ];
    case 3:
      return [{ label: 'Waar je nu staat', value: answers.currentStage ? optionLabel(currentStageOptions, answers.currentStage) : '' }];
    case 4:
      return [{ label: 'Wat je al hebt', value: labels(existingAssetOptions, answers.existingAssets) }];
    case 5:
      return [
        { label: 'Hulp bij', value: labels(helpNeededOptions, answers.helpNeeded) },
        ...(showsHelpOther(answers) ? [{ label: 'Iets anders', value: answers.helpOther }] : []),
      ];
    case 6:
      return [{ label: 'Wanneer', value: answers.timeline ? optionLabel(timelineOptions, answers.timeline) : '' }];
    case 7:
      return [{ label: 'Budget', value: answers.budget ? optionLabel(budgetOptions, answers.budget) : '' }];
    case 8:
      return [{ label: 'Je droom of doel', value: answers.dreamDescription }];
    case 9:
      return [
        {
          label: 'Bestanden',
          value: attachments
            .map((item) => `${item.name} (${formatMegabytes(item.size)})${item.status === 'done' ? '' : ', niet geüpload'}`)
            .join('\n'),
        },
      ];
    default:
      return [];
  }
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
