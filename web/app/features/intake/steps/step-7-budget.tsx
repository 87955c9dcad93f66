import { encouragements } from '../../../../../shared/intake-copy.ts';
import { budgetOptions } from '../../../../../shared/intake-options.ts';
import { ChoiceGroup, Encouragement } from '../choice-fields.tsx';
import { stepTitles } from '../intake-state.ts';
import type { StepProps } from './step-props.ts';

/** Step 7, "Wat is je budget?". */
export function BudgetStep({ answers, errors, set }: StepProps) {
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
}
