import { OTHER_MAX } from '../../../../../shared/intake-copy.ts';
import { helpNeededOptions, type HelpNeeded } from '../../../../../shared/intake-options.ts';
import { Field, controlClass } from '../../../components/form/field.tsx';
import { MultiChoiceGroup } from '../choice-fields.tsx';
import { showsHelpOther, stepTitles, toggleChoice } from '../intake-state.ts';
import type { StepProps } from './step-props.ts';

/** Step 5, "Waar kunnen we je mee helpen?": any of the services, with a question of its own for "Iets anders". */
export function HelpStep({ answers, errors, set }: StepProps) {
  return (
    <>
      <p className="mb-4 text-ink-soft">Kies alles wat van toepassing is.</p>
      <MultiChoiceGroup
        name="helpNeeded"
        legend={stepTitles[5]}
        options={helpNeededOptions}
        values={answers.helpNeeded}
        onToggle={(value) => set('helpNeeded', toggleChoice<HelpNeeded>(answers.helpNeeded, value as HelpNeeded))}
        error={errors.helpNeeded}
      />
      {showsHelpOther(answers) ? (
        <div className="mt-5">
          <Field id="intake-helpOther" label="Waarmee kunnen we je nog meer helpen?" optional error={errors.helpOther}>
            {(props) => (
              <input
                {...props}
                type="text"
                name="helpOther"
                maxLength={OTHER_MAX}
                value={answers.helpOther}
                onChange={(e) => set('helpOther', e.target.value)}
                className={controlClass(Boolean(errors.helpOther))}
              />
            )}
          </Field>
        </div>
      ) : null}
    </>
  );
}
