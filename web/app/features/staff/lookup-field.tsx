/** The staff forms' text field: its label above, full width on a phone, tied to the form's announced error. */
export const staffField = 'mt-1 block w-full min-h-11 rounded-control border border-line bg-white px-3 text-base';

/**
 * A labelled field of a staff form that looks a person up (the erasure, the blocks page), marked invalid
 * and described by the form's error while there is one.
 */
export function LookupField({
  label,
  type,
  name,
  value,
  onChange,
  error,
  errorId,
  required,
  basis,
}: {
  label: string;
  type: 'email' | 'tel';
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string;
  errorId: string;
  required?: boolean;
  basis: 'basis-64' | 'basis-48';
}) {
  return (
    <label className={`min-w-0 flex-1 ${basis}`}>
      <span className="font-semibold">{label}</span>
      <input
        type={type}
        name={name}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={staffField}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </label>
  );
}

/** The form's error, announced when it appears; its id describes the fields. */
export function LookupError({ id, error }: { id: string; error: string }) {
  return error ? (
    <p id={id} role="alert" className="mt-2 text-danger">
      {error}
    </p>
  ) : null;
}
