import { StepQuestions } from '../intake-question.tsx';
import type { StepProps } from './step-props.ts';

/** Step 1, "Even kennismaken": name and email, and optionally phone, age and city, side by side where they fit. */
export function AboutYouStep(props: StepProps) {
  return <StepQuestions step={1} grid {...props} />;
}
