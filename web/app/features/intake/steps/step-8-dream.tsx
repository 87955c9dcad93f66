import { DREAM_MAX, intakeMessages } from '../../../../../shared/intake-copy.ts';
import { characterCount } from '../../../../../shared/validation.ts';
import { Field, controlClass } from '../../../components/form/field.tsx';
import type { StepProps } from './step-props.ts';

/** Step 8, "Wat is je droom?": free text with a counter. */
export function DreamStep({ answers, errors, set }: StepProps) {
  // No maxLength and no cut: pasted text stays whole, and the message says how much is too much.
  const count = characterCount(answers.dreamDescription);
  const tooLong = count > DREAM_MAX;
  return (
    <Field
      id="intake-dreamDescription"
      label="Beschrijf je droom of doel"
      hint="Waar wil je over een jaar staan? Wat maakt jouw idee bijzonder?"
      error={errors.dreamDescription ?? (tooLong ? intakeMessages.dreamTooLong : undefined)}
    >
      {(props) => (
        <div>
          <textarea
            {...props}
            name="dreamDescription"
            rows={7}
            value={answers.dreamDescription}
            onChange={(e) => set('dreamDescription', e.target.value)}
            className={controlClass(Boolean(errors.dreamDescription) || tooLong)}
          />
          <p className={`mt-1.5 text-right text-sm ${tooLong ? 'font-semibold text-danger' : 'text-muted'}`} data-testid="dream-counter">
            {count}/{DREAM_MAX}
          </p>
        </div>
      )}
    </Field>
  );
}
