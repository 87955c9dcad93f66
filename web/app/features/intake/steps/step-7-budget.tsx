import { encouragements } from '../../../../../shared/intake-copy.ts';
import { Encouragement } from '../choice-fields.tsx';
import { StepQuestions } from '../intake-question.tsx';
import type { StepProps } from './step-props.ts';

/** Step 7, "Wat is je budget?". */
export function BudgetStep(props: StepProps) {
  const noBudget = props.answers.budget === 'no-budget' ? <Encouragement>{encouragements.budgetNoBudget}</Encouragement> : null;
  return <StepQuestions step={7} after={{ budget: noBudget }} {...props} />;
}
