import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

type Option = { readonly value: string; readonly label: string };

const cardBase =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-control border bg-white px-4 py-3 text-[0.975rem] font-medium text-ink transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 hover:border-brand-500';
const cardChecked = 'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900';

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-3 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** One answer out of a few, as native radio buttons (arrow keys move between them) styled as cards. */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const errorId = `${name}-fout`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className={`${cardBase} ${cardChecked} ${error ? 'border-danger' : 'border-line'}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}

/** Any number of answers, as native checkboxes styled as cards. */
export function MultiChoiceGroup({
  name,
  legend,
  options,
  values,
  onToggle,
  error,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  values: readonly string[];
  onToggle: (value: string) => void;
  error?: string;
}) {
  const errorId = `${name}-fout`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const checked = values.includes(option.value);
          return (
            <label key={option.value} className={`${cardBase} ${cardChecked} ${error ? 'border-danger' : 'border-line'}`}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onToggle(option.value)}
                className="size-4 shrink-0 accent-brand-700"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
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
