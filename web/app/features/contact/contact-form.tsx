import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_MAX, contactMessages } from '../../../../shared/contact-copy.ts';
import { Field, controlClass } from '../../components/form/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { refusedNoticeTitle } from '../../../../shared/api-limits.ts';
import { prepareProofOfWork, takeProofOfWork } from '../../lib/proof-of-work.ts';
import { postJson } from '../../lib/api.ts';
import { rememberedAttribution } from '../../lib/attribution.ts';

type Status = 'idle' | 'sending';
type FieldName = 'name' | 'email' | 'phone' | 'message';

const fieldOrder: readonly FieldName[] = ['name', 'email', 'phone', 'message'];

/**
 * The contact form. With JavaScript it validates in the browser and posts JSON; without, the same
 * form posts to the same endpoint and the visitor lands on /contact/verzonden.
 */
export function ContactForm() {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [summary, setSummary] = useState('');
  // One id per message the visitor composes: a double click or a retry of the same message stores it once.
  const submissionId = useRef<string | null>(null);

  // Without JavaScript the browser's own checks guard the form; once hydrated, ours take over with Dutch messages.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const showErrors = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    setSummary(contactMessages.invalid);
    const first = fieldOrder.find((name) => fieldErrors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  // Set at once, unlike state, so a double click that lands before the next render is ignored.
  const busy = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await send(event.currentTarget);
    } catch {
      // The validation code could not be loaded (the connection dropped): nothing was sent, the form stays.
      setStatus('idle');
      toast({ ...contactMessages.failure, variant: 'error' });
    } finally {
      busy.current = false;
    }
  }

  async function send(form: HTMLFormElement) {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    // The schema loads when it is first needed, keeping it out of the page's first download.
    const { contactSchema, fieldErrorsOf } = await import('./contact-validation.ts');
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSummary('');
    setStatus('sending');
    submissionId.current ??= crypto.randomUUID();
    const altcha = await takeProofOfWork();
    const result = await postJson('/api/contact', {
      ...values,
      submissionId: submissionId.current,
      attribution: rememberedAttribution(),
      ...(altcha ? { altcha } : {}),
    });
    setStatus('idle');
    if (result.ok) {
      form.reset();
      submissionId.current = null;
      toast({ ...contactMessages.success, variant: 'success' });
    } else if (result.fieldErrors) {
      showErrors(result.fieldErrors);
    } else if (result.status >= 400 && result.status < 500) {
      toast({ title: refusedNoticeTitle, description: result.error, variant: 'error' });
    } else {
      toast({ ...contactMessages.failure, variant: 'error' });
    }
  }

  const sending = status === 'sending';
  return (
    <form ref={formRef} method="post" action="/api/contact" onSubmit={onSubmit} onFocus={prepareProofOfWork} className="space-y-5">
      <p
        id="contact-form-status"
        role="status"
        className={summary ? 'rounded-control bg-accent-50 px-4 py-3 text-sm font-medium text-accent-700' : 'sr-only'}
      >
        {summary}
      </p>
      <fieldset disabled={sending} className="space-y-5">
        <legend className="sr-only">Je gegevens en je bericht</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Naam" error={errors.name}>
            {(props) => (
              <input
                {...props}
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={100}
                className={controlClass(Boolean(errors.name))}
              />
            )}
          </Field>
          <Field label="E-mailadres" error={errors.email}>
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                className={controlClass(Boolean(errors.email))}
              />
            )}
          </Field>
        </div>
        <Field label="Telefoonnummer" optional hint="Dan kunnen we je ook even bellen." error={errors.phone}>
          {(props) => (
            <input {...props} name="phone" type="tel" autoComplete="tel" maxLength={30} className={controlClass(Boolean(errors.phone))} />
          )}
        </Field>
        <Field label="Bericht" error={errors.message}>
          {(props) => (
            <textarea
              {...props}
              name="message"
              required
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX}
              className={controlClass(Boolean(errors.message))}
            />
          )}
        </Field>
        {/* Hidden from people; simple bots fill it in and are quietly ignored. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Laat dit veld leeg
            <input type="text" name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
      </fieldset>
      <Button type="submit" variant="primary" size="lg" disabled={sending} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" />
        {sending ? 'Versturen...' : 'Verstuur bericht'}
      </Button>
    </form>
  );
}
