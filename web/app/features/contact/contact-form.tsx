import { CheckCircle2, Send } from '../../icons/icons.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { foundViaField } from '../../../../shared/attribution-fields.ts';
import { contactFields, contactMessages } from '../../../../shared/contact-copy.ts';
import { SelectControl, TextControl, focusFirstInvalid } from '../../components/form/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDismissToasts, useToast } from '../../components/ui/toast.tsx';
import { refusedNoticeTitle } from '../../../../shared/api-limits.ts';
import { prepareProofOfWork, takeProofOfWork } from '../../lib/proof-of-work.ts';
import { postJson } from '../../lib/api.ts';
import { formAttribution } from '../../lib/attribution.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

type Status = 'idle' | 'sending' | 'sent';
type Validation = typeof import('./contact-validation.ts');

/**
 * The contact form, drawn from its field list (shared/contact-copy.ts). With JavaScript it validates in the
 * browser and posts JSON; without, the same form posts to the same endpoint and the visitor lands on
 * /contact/verzonden.
 */
export function ContactForm() {
  const toast = useToast();
  const dismissToasts = useDismissToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // Without JavaScript the browser's own checks guard the form; once hydrated, ours take over with Dutch messages.
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  // One id per message the visitor composes: a double click or a retry of the same message stores it once.
  const submissionId = useRef<string | null>(null);
  // The schema, once the first submit loaded it: an error then clears as soon as its field is valid.
  const validation = useRef<Validation | null>(null);
  const focusError = useRef(false);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  // The confirmation replaces the form, and the keyboard (or screen reader) continues there.
  useEffect(() => {
    if (status === 'sent') sentHeading.current?.focus();
  }, [status]);

  const showErrors = (fieldErrors: Record<string, string>) => {
    focusError.current = true;
    setErrors(fieldErrors);
    setSummary(contactMessages.invalid);
  };

  /** Checks the field the visitor just changed, when it shows an error: gone once valid, or the message for what is wrong now. */
  function recheck(target: EventTarget) {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return;
    const name = target.name;
    const schema = validation.current?.contactSchema.shape[name as keyof Validation['contactSchema']['shape']];
    if (!errors[name] || !schema) return;
    const result = schema.safeParse(target.value);
    const message = result.success ? undefined : result.error.issues[0]?.message;
    const next = { ...errors };
    if (message) next[name] = message;
    else delete next[name];
    setErrors(next);
    if (Object.keys(next).length === 0) setSummary('');
  }

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
    validation.current ??= await import('./contact-validation.ts');
    const { contactSchema, fieldErrorsOf } = validation.current;
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSummary('');
    // An earlier attempt's error no longer holds once the visitor sends again (as the intake does).
    dismissToasts('error');
    setStatus('sending');
    submissionId.current ??= crypto.randomUUID();
    const altcha = await takeProofOfWork();
    const result = await postJson('/api/contact', {
      ...values,
      submissionId: submissionId.current,
      attribution: formAttribution(),
      ...(altcha ? { altcha } : {}),
    });
    if (result.ok) {
      submissionId.current = null;
      setStatus('sent');
      return;
    }
    setStatus('idle');
    if (result.fieldErrors) {
      showErrors(result.fieldErrors);
    } else if (result.status >= 400 && result.status < 500) {
      toast({ title: refusedNoticeTitle, description: result.error, variant: 'error' });
    } else {
      toast({ ...contactMessages.failure, variant: 'error' });
    }
  }

  if (status === 'sent') {
    return (
      <section className="rounded-card border border-line bg-white p-6 shadow-card" data-testid="contact-sent">
        <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
        <h2 ref={sentHeading} tabIndex={-1} className="mt-3 text-2xl font-bold tracking-tight text-ink focus:outline-none">
          {contactMessages.success.title}
        </h2>
        <p className="mt-2 text-ink-soft">{contactMessages.success.description}</p>
        <Button
          type="button"
          variant="secondary"
          className="mt-5"
          onClick={() => {
            setStatus('idle');
            requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus());
          }}
        >
          Nog een bericht sturen
        </Button>
      </section>
    );
  }

  const sending = status === 'sending';
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/contact"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={prepareProofOfWork}
      // The input event, which bubbles from every field at each keystroke or choice: React's onChange on a
      // form hears the same, Preact's (the islands' renderer) only the change when a field is left.
      onInput={(event) => recheck(event.target)}
      className="space-y-5"
    >
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
          {contactFields.map((field) => (
            <div key={field.name} className={field.type === 'textarea' || field.type === 'tel' ? 'sm:col-span-2' : undefined}>
              <TextControl field={field} id={`contact-${field.name}`} error={errors[field.name]} />
            </div>
          ))}
          <div className="sm:col-span-2 sm:max-w-sm">
            <SelectControl field={foundViaField} id="contact-foundVia" />
          </div>
        </div>
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
