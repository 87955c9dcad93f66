import { Sparkles } from '../../icons/icons.tsx';
import type { ReactNode } from 'react';
import type { ChoiceField } from '../../../../shared/form-fields.ts';

const cardBase =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-control border bg-white px-4 py-3 text-[0.975rem] font-medium text-ink transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 hover:border-brand-500';
const cardChecked = 'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900';

type GroupProps = { field: ChoiceField; error?: string | undefined };

/**
 * The frame of a choice: the question as the legend (the step's heading shows it to the eye), its hint,
 * the options as cards, and the error, tied together for assistive technology.
 */
function ChoiceFrame({ field, error, children }: GroupProps & { children: ReactNode }) {
  const hintId = field.hint ? `${field.name}-hint` : undefined;
  const errorId = error ? `${field.name}-fout` : undefined;
  return (
    <fieldset data-field={field.name} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className="sr-only">{field.label}</legend>
      {field.hint ? (
        <p id={hintId} className="mb-4 text-ink-soft">
          {field.hint}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      {error ? (
        <p id={errorId} className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The options as cards around native inputs: radio buttons (arrow keys move between them) or checkboxes. */
function OptionCards({
  field,
  type,
  checked,
  onPick,
  error,
}: GroupProps & { type: 'radio' | 'checkbox'; checked: (value: string) => boolean; onPick: (value: string) => void }) {
  return (
    <ChoiceFrame field={field} error={error}>
      {field.options.map((option) => (
        <label key={option.value} className={`${cardBase} ${cardChecked} ${error ? 'border-danger' : 'border-line'}`}>
          <input
            type={type}
            name={field.name}
            value={option.value}
            checked={checked(option.value)}
            onChange={() => onPick(option.value)}
            // A radio cannot carry aria-invalid (its group's fieldset names the error); this marks where focus goes.
            data-invalid={error ? true : undefined}
            aria-invalid={type === 'checkbox' && error ? true : undefined}
            className="size-4 shrink-0 accent-brand-700"
          />
          {option.label}
        </label>
      ))}
    </ChoiceFrame>
  );
}

/** One answer out of a few. */
export function ChoiceGroup({ value, onChange, ...props }: GroupProps & { value: string; onChange: (value: string) => void }) {
  return <OptionCards {...props} type="radio" checked={(option) => option === value} onPick={onChange} />;
}

/** Any number of answers. */
export function MultiChoiceGroup({
  values,
  onToggle,
  ...props
}: GroupProps & { values: readonly string[]; onToggle: (value: string) => void }) {
  return <OptionCards {...props} type="checkbox" checked={(option) => values.includes(option)} onPick={onToggle} />;
}

/** A warm word when the visitor gives an answer that might make them hesitate. */
export function Encouragement({ children }: { children: ReactNode }) {
  return (
    <p className="mt-5 flex items-start gap-3 rounded-control bg-accent-50 px-4 py-3 text-[0.95rem] text-accent-700" role="status">
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
