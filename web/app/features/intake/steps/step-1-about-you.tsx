import { intakeHints } from '../../../../../shared/intake-copy.ts';
import { Field, controlClass } from '../../../components/form/field.tsx';
import type { StepProps } from './step-props.ts';

/** Step 1, "Even kennismaken": name and email, and optionally phone, age and city. */
export function AboutYouStep({ answers, errors, set }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="intake-firstName" label="Voornaam" error={errors.firstName}>
        {(props) => (
          <input
            {...props}
            type="text"
            name="firstName"
            autoComplete="given-name"
            maxLength={100}
            value={answers.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            className={controlClass(Boolean(errors.firstName))}
          />
        )}
      </Field>
      <Field id="intake-email" label="E-mailadres" error={errors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={answers.email}
            onChange={(e) => set('email', e.target.value)}
            className={controlClass(Boolean(errors.email))}
          />
        )}
      </Field>
      <Field id="intake-phone" label="Telefoonnummer" optional hint="Bijvoorbeeld 06 23 45 67 89" error={errors.phone}>
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={answers.phone}
            onChange={(e) => set('phone', e.target.value)}
            className={controlClass(Boolean(errors.phone))}
          />
        )}
      </Field>
      <Field id="intake-age" label="Leeftijd" optional hint={intakeHints.age}>
        {(props) => (
          <input
            {...props}
            type="text"
            name="age"
            inputMode="numeric"
            maxLength={3}
            value={answers.age}
            onChange={(e) => set('age', e.target.value)}
            className={controlClass(false)}
          />
        )}
      </Field>
      <Field id="intake-city" label="Woonplaats" optional>
        {(props) => (
          <input
            {...props}
            type="text"
            name="city"
            autoComplete="address-level2"
            maxLength={100}
            value={answers.city}
            onChange={(e) => set('city', e.target.value)}
            className={controlClass(false)}
          />
        )}
      </Field>
    </div>
  );
}
