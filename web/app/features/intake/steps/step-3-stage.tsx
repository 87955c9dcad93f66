import { encouragements } from '../../../../../shared/intake-copy.ts';
import { Encouragement } from '../choice-fields.tsx';
import { StepQuestions } from '../intake-question.tsx';
import type { StepProps } from './step-props.ts';

/** Step 3, "Waar sta je nu?": from an idea only to a running business. */
export function StageStep(props: StepProps) {
  const ideaOnly = props.answers.currentStage === 'idea-only' ? <Encouragement>{encouragements.stageIdeaOnly}</Encouragement> : null;
  return <StepQuestions step={3} after={{ currentStage: ideaOnly }} {...props} />;
}
