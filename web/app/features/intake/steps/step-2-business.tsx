import { salonEncouragement } from '../../../../../shared/intake-copy.ts';
import { ExampleValue } from '../../../components/ui/example-mark.tsx';
import { Encouragement } from '../choice-fields.tsx';
import { StepQuestions } from '../intake-question.tsx';
import type { StepProps } from './step-props.ts';

/** Step 2, "Wat wil je starten?": the kind of business, with a question of its own for "Iets anders" and for an app. */
export function BusinessStep(props: StepProps) {
  const salon =
    props.answers.businessType === 'beauty-salon' ? (
      <Encouragement>
        <ExampleValue example={salonEncouragement.example}>{salonEncouragement.text}</ExampleValue>
      </Encouragement>
    ) : null;
  return <StepQuestions step={2} after={{ businessType: salon }} {...props} />;
}
