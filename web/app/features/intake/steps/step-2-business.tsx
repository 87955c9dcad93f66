import { OTHER_MAX, salonEncouragement } from '../../../../../shared/intake-copy.ts';
import { businessTypeOptions } from '../../../../../shared/intake-options.ts';
import { Field, controlClass } from '../../../components/form/field.tsx';
import { ExampleValue } from '../../../components/ui/example-mark.tsx';
import { ChoiceGroup, Encouragement } from '../choice-fields.tsx';
import { showsAppDescription, showsBusinessOther, stepTitles } from '../intake-state.ts';
import type { StepProps } from './step-props.ts';

/** Step 2, "Wat wil je starten?": the kind of business, with a question of its own for "Iets anders" and for an app. */
export function BusinessStep({ answers, errors, set }: StepProps) {
  return (
    <>
      <ChoiceGroup
        name="businessType"
        legend={stepTitles[2]}
        options={businessTypeOptions}
        value={answers.businessType}
        onChange={(value) => set('businessType', value)}
        error={errors.businessType}
      />
      {answers.businessType === 'beauty-salon' ? (
        <Encouragement>
          <ExampleValue example={salonEncouragement.example}>{salonEncouragement.text}</ExampleValue>
        </Encouragement>
      ) : null}
      {showsBusinessOther(answers) ? (
        <div className="mt-5">
          <Field id="intake-businessOther" label="Omschrijf wat je wilt starten" optional error={errors.businessOther}>
            {(props) => (
              <input
                {...props}
                type="text"
                name="businessOther"
                maxLength={OTHER_MAX}
                value={answers.businessOther}
                onChange={(e) => set('businessOther', e.target.value)}
                className={controlClass(Boolean(errors.businessOther))}
              />
            )}
          </Field>
        </div>
      ) : null}
      {showsAppDescription(answers) ? (
        <div className="mt-5">
          <Field
            id="intake-appDescription"
            label="Vertel kort over je app of software"
            optional
            hint="Wat moet het doen, en voor wie?"
            error={errors.appDescription}
          >
            {(props) => (
              <textarea
                {...props}
                name="appDescription"
                rows={4}
                maxLength={1000}
                value={answers.appDescription}
                onChange={(e) => set('appDescription', e.target.value)}
                className={controlClass(Boolean(errors.appDescription))}
              />
            )}
          </Field>
        </div>
      ) : null}
    </>
  );
}
