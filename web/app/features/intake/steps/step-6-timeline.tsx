import { timelineOptions } from '../../../../../shared/intake-options.ts';
import { ChoiceGroup } from '../choice-fields.tsx';
import { stepTitles } from '../intake-state.ts';
import type { StepProps } from './step-props.ts';

/** Step 6, "Wanneer wil je starten?". */
export function TimelineStep({ answers, errors, set }: StepProps) {
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
}
