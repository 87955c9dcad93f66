import type { ReactNode } from 'react';
import type { ChoiceField, TextField } from '../../../../shared/form-fields.ts';

/** A control's classes: `field-control` (design.css) and its border's colour. */
export function controlClass(invalid: boolean): string {
  return `field-control ${invalid ? 'border-danger' : 'border-line'}`;
}

type FieldProps = {
  /** The control's id, fixed by the form (not useId: forms are islands, web/app/lib/island.tsx). */
  id: string;
  label: string;
  /** Optional fields say so in their label instead of marking every required one. */
  optional?: boolean;
  hint?: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
};

/** A label, a control, a hint and an error, tied together for assistive technology. */
export function Field({ id, label, optional, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-field={id}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optioneel)</span> : null}
      </label>
      <div className="mt-1.5">{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}</div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ControlProps<F> = {
  field: F;
  /** The control's id, fixed by the form (see Field). */
  id: string;
  error?: string | undefined;
  /**
   * With a value the form holds it (the intake, which keeps a draft); without, the browser does, so the
   * same control also posts with a plain form where JavaScript does not run (the contact form).
   */
  value?: string;
  onChange?: (value: string) => void;
};

/** A text field as its definition says (shared/form-fields.ts): label, control, limit, hint and error. */
export function TextControl({ field, id, error, value, onChange, after }: ControlProps<TextField> & { after?: ReactNode }) {
  const held = value === undefined ? {} : { value, onChange: (event: { target: { value: string } }) => onChange?.(event.target.value) };
  return (
    <Field id={id} label={field.label} optional={field.optional} hint={field.hint} error={error}>
      {(props) => {
        const common = {
          ...props,
          ...held,
          name: field.name,
          required: !field.optional,
          // A field with a counter takes what is pasted whole, and says how much is too much.
          maxLength: field.counter ? undefined : field.max,
          className: controlClass(Boolean(error)),
        };
        return (
          <>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={field.rows ?? 4} />
            ) : (
              <input {...common} type={field.type} autoComplete={field.autoComplete} inputMode={field.inputMode} />
            )}
            {after}
          </>
        );
      }}
    </Field>
  );
}

/** A choice as a native select, with an empty first answer for an optional one. */
export function SelectControl({ field, id, error, value, onChange }: ControlProps<ChoiceField>) {
  const held = value === undefined ? {} : { value, onChange: (event: { target: { value: string } }) => onChange?.(event.target.value) };
  return (
    <Field id={id} label={field.label} optional={field.optional} hint={field.hint} error={error}>
      {(props) => (
        <select {...props} {...held} name={field.name} required={!field.optional} className={controlClass(Boolean(error))}>
          <option value="">{field.optional ? 'Geen antwoord' : 'Kies een antwoord'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * After a submit that found errors: focus goes to the first field the form marks invalid, and that field with
 * its label comes fully into view, below the sticky header (the page's scroll-padding-top, app.css).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!field) return;
  (field.closest<HTMLElement>('[data-field]') ?? field).scrollIntoView({ block: 'nearest' });
  field.focus({ preventScroll: true });
}
