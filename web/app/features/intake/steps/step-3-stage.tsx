import { encouragements } from '../../../../../shared/intake-copy.ts';
import { currentStageOptions } from '../../../../../shared/intake-options.ts';
import { ChoiceGroup, Encouragement } from '../choice-fields.tsx';
import { stepTitles } from '../intake-state.ts';
import type { StepProps } from './step-props.ts';

/** Step 3, "Waar sta je nu?": from an idea only to a running business. */
export function StageStep({ answers, errors, set }: StepProps) {
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
}
