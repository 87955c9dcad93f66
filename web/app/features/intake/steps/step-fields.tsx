import type { ComponentType } from 'react';
import type { IntakeStep } from '../../../../../shared/intake.ts';
import { AboutYouStep } from './step-1-about-you.tsx';
import { BusinessStep } from './step-2-business.tsx';
import { StageStep } from './step-3-stage.tsx';
import { AssetsStep } from './step-4-assets.tsx';
import { HelpStep } from './step-5-help.tsx';
import { TimelineStep } from './step-6-timeline.tsx';
import { BudgetStep } from './step-7-budget.tsx';
import { DreamStep } from './step-8-dream.tsx';
import { FilesStep } from './step-9-files.tsx';
import { ReviewStep } from './step-10-review.tsx';
import type { StepProps } from './step-props.ts';

/** Each step's questions, one file per step, in the order the visitor meets them. */
export const stepComponents: Record<IntakeStep, ComponentType<StepProps>> = {
  1: AboutYouStep,
  2: BusinessStep,
  3: StageStep,
  4: AssetsStep,
  5: HelpStep,
  6: TimelineStep,
  7: BudgetStep,
  8: DreamStep,
  9: FilesStep,
  10: ReviewStep,
};

/** The current step's questions. */
export function StepFields({ step, ...props }: StepProps & { step: IntakeStep }) {
  const Step = stepComponents[step];
  return <Step {...props} />;
}
