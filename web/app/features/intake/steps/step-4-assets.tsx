import { encouragements } from '../../../../../shared/intake-copy.ts';
import { Encouragement } from '../choice-fields.tsx';
import { StepQuestions } from '../intake-question.tsx';
import type { StepProps } from './step-props.ts';

/** Step 4, "Wat heb je al?": any of the assets, or "Geen van deze" on its own. */
export function AssetsStep(props: StepProps) {
  const none = props.answers.existingAssets.includes('none') ? <Encouragement>{encouragements.assetNone}</Encouragement> : null;
  return <StepQuestions step={4} after={{ existingAssets: none }} {...props} />;
}
