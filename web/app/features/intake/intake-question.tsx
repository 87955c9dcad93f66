import type { ReactNode } from 'react';
import { isChoice, isShown, type FormField } from '../../../../shared/form-fields.ts';
import type { IntakeQuestion as Question, IntakeStep } from '../../../../shared/intake-fields.ts';
import { intakeSteps } from '../../../../shared/intake-fields.ts';
import { characterCount } from '../../../../shared/validation.ts';
import { TextControl } from '../../components/form/field.tsx';
import { ChoiceGroup, MultiChoiceGroup } from './choice-fields.tsx';
import { toggleChoice, type Answers } from './intake-state.ts';
import type { StepProps } from './steps/step-props.ts';

/** One question of the intake, drawn from its definition (shared/intake-fields.ts); nothing while its condition does not hold. */
export function IntakeQuestion({ field, answers, errors, set }: { field: Question } & Pick<StepProps, 'answers' | 'errors' | 'set'>) {
  const definition: FormField = field;
  if (!isShown(definition, answers)) return null;
  const name = field.name as keyof Answers;
  const error = errors[name];
  if (isChoice(definition) && definition.type === 'choice') {
    return <ChoiceGroup field={definition} value={String(answers[name])} onChange={(value) => set(name, value as never)} error={error} />;
  }
  if (isChoice(definition)) {
    const values = answers[name] as string[];
    return (
      <MultiChoiceGroup
        field={definition}
        values={values}
        onToggle={(value) => set(name, toggleChoice(values, value, definition.exclusive) as never)}
        error={error}
      />
    );
  }
  const text = String(answers[name]);
  // A field with a counter keeps what is pasted and says, as the visitor types, how much is too much.
  const count = definition.counter ? characterCount(text) : 0;
  const tooLong = definition.counter && count > definition.max;
  return (
    <TextControl
      field={definition}
      id={`intake-${field.name}`}
      value={text}
      onChange={(value) => set(name, value as never)}
      error={error ?? (tooLong ? (definition.messages.tooLong ?? undefined) : undefined)}
      after={
        definition.counter ? (
          <p
            className={`mt-1.5 text-right text-sm ${tooLong ? 'font-semibold text-danger' : 'text-muted'}`}
            data-testid={`${field.name}-counter`}
          >
            {count}/{definition.max}
          </p>
        ) : null
      }
    />
  );
}

/**
 * A step's questions in their order, each followed by what belongs to its answer (an encouragement);
 * `grid` sets short fields side by side from sm up.
 */
export function StepQuestions({
  step,
  grid = false,
  after = {},
  ...props
}: { step: IntakeStep; grid?: boolean; after?: Partial<Record<string, ReactNode>> } & Pick<StepProps, 'answers' | 'errors' | 'set'>) {
  return (
    <div className={grid ? 'grid gap-5 sm:grid-cols-2' : 'space-y-5'}>
      {intakeSteps[step].map((field) => (
        <div key={field.name} className="empty:hidden">
          <IntakeQuestion field={field} {...props} />
          {after[field.name]}
        </div>
      ))}
    </div>
  );
}
