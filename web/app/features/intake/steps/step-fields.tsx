import type { ComponentType } from 'react';
import type { IntakeStep } from '../../../../../shared/intake.ts';
import { StepQuestions } from '../intake-question.tsx';
import { AboutYouStep } from './step-1-about-you.tsx';
import { BusinessStep } from './step-2-business.tsx';
import { StageStep } from './step-3-stage.tsx';
import { AssetsStep } from './step-4-assets.tsx';
import { BudgetStep } from './step-7-budget.tsx';
import { FilesStep } from './step-9-files.tsx';
import { ReviewStep } from './step-10-review.tsx';
import type { StepProps } from './step-props.ts';

/**
 * Each step, in the order the visitor meets it: a file of its own where the step adds something to its
 * questions (a layout, an encouragement, the files, the summary), the questions alone for the others.
 */
export const stepComponents: Record<IntakeStep, ComponentType<StepProps>> = {
  1: AboutYouStep,
  2: BusinessStep,
  3: StageStep,
  4: AssetsStep,
  5: (props) => <StepQuestions step={5} {...props} />,
  6: (props) => <StepQuestions step={6} {...props} />,
  7: BudgetStep,
  8: (props) => <StepQuestions step={8} {...props} />,
  9: FilesStep,
  10: ReviewStep,
};

/** The current step's questions. */
export function StepFields({ step, ...props }: StepProps & { step: IntakeStep }) {
  const Step = stepComponents[step];
  return <Step {...props} />;
}
