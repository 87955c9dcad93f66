import { MailCheck, Mail } from '../../icons/icons.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { foundViaField } from '../../../../shared/attribution-fields.ts';
import { personFields } from '../../../../shared/form-fields.ts';
import { newsletterMessages } from '../../../../shared/newsletter-copy.ts';
import { SelectControl, controlClass } from '../../components/form/field.tsx';
import { Button } from '../../components/ui/button-base.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { refusedNoticeTitle } from '../../../../shared/api-limits.ts';
import { prepareProofOfWork, takeProofOfWork } from '../../lib/proof-of-work.ts';
import { postJson } from '../../lib/api.ts';
import { formAttribution } from '../../lib/attribution.ts';

/** Looks like an address; the server checks properly. Kept small so the box adds little JavaScript. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const email = personFields.email;

/** What is wrong with a typed address, in the field's own words; '' when it may be sent. */
const problemOf = (value: string) => (!value ? email.messages.required : looksLikeEmail(value) ? '' : email.messages.invalid);

/**
 * The newsletter sign-up: an address and a button; the confirmation link arrives by email.
 * `stacked` puts the button under the field, for narrow columns such as a sidebar.
 */
export function NewsletterForm({ idPrefix = 'nieuwsbrief', stacked = false }: { idPrefix?: string; stacked?: boolean }) {
  const toast = useToast();
  const inputId = `${idPrefix}-adres`;
  const errorId = `${idPrefix}-fout`;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<'accepted' | 'delayed' | null>(null);
  const sentHeading = useRef<HTMLParagraphElement>(null);
  const [error, setError] = useState('');
  const busy = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  // The field and button are disabled while sending, which drops keyboard focus to the page: once they
  // are enabled again, focus goes back to the field.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) field.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  // The confirmation replaces the box, and the keyboard (or screen reader) continues there.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    const address = String(values.get(email.name) ?? '').trim();
    const problem = problemOf(address);
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    busy.current = true;
    setError('');
    setSending(true);
    const altcha = await takeProofOfWork();
    const result = await postJson<{ delayed?: boolean }>('/api/newsletter', {
      email: address,
      website: String(values.get('website') ?? '') || undefined,
      [foundViaField.name]: String(values.get(foundViaField.name) ?? '') || undefined,
      attribution: formAttribution(),
      ...(altcha ? { altcha } : {}),
    });
    setSending(false);
    busy.current = false;
    if (result.ok) {
      // While confirmations wait (a pause, or the address had its share today) the email comes later: say so.
      setSent(result.data?.delayed ? 'delayed' : 'accepted');
    } else if (result.fieldErrors?.email) {
      setError(result.fieldErrors.email);
    } else if (result.status >= 400 && result.status < 500) {
      toast({ title: refusedNoticeTitle, description: result.error, variant: 'error' });
    } else {
      toast({ ...newsletterMessages.failed, variant: 'error' });
    }
  }

  if (sent) {
    return (
      <div className="flex items-start gap-3 rounded-control bg-white p-4 shadow-sm" data-testid="newsletter-sent">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <p ref={sentHeading} tabIndex={-1} className="font-bold text-ink focus:outline-none">
            {newsletterMessages[sent].title}
          </p>
          <p className="mt-1 text-[0.95rem] text-ink-soft">{newsletterMessages[sent].description}</p>
        </div>
      </div>
    );
  }

  return (
    // Without JavaScript (or before hydration) the browser posts the form itself and lands on a Dutch page.
    <form method="post" action="/api/newsletter" onSubmit={onSubmit} onFocus={prepareProofOfWork} noValidate className="space-y-3">
      <label htmlFor={inputId} className="sr-only">
        Je e-mailadres
      </label>
      <div className={stacked ? 'flex flex-col gap-2' : 'flex flex-col gap-2 sm:flex-row'}>
        <input
          id={inputId}
          ref={field}
          name={email.name}
          type={email.type}
          autoComplete={email.autoComplete}
          placeholder="Je e-mailadres"
          maxLength={email.max}
          disabled={sending}
          // An error goes as soon as the address looks right.
          onChange={(event) => error && setError(problemOf(event.target.value.trim()))}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={controlClass(Boolean(error))}
        />
        <Button type="submit" variant="primary" disabled={sending} className="shrink-0">
          <Mail aria-hidden="true" className="size-4" />
          {sending ? 'Aanmelden...' : 'Aanmelden'}
        </Button>
      </div>
      {/* Hidden from people; simple bots fill it in and are quietly ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Laat dit veld leeg
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p id={errorId} role="alert" className="text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
      <SelectControl field={foundViaField} id={`${idPrefix}-gevonden`} />
    </form>
  );
}
