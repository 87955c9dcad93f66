import { Mail } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newsletterMessages } from '../../../../shared/newsletter-copy.ts';
import { messages } from '../../../../shared/validation-messages.ts';
import { controlClass } from '../../components/form/field.tsx';
import { Button } from '../../components/ui/button-base.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { refusedNoticeTitle } from '../../../../shared/api-limits.ts';
import { prepareProofOfWork, takeProofOfWork } from '../../lib/proof-of-work.ts';
import { postJson } from '../../lib/api.ts';
import { rememberedAttribution } from '../../lib/attribution.ts';

/** Looks like an address; the server checks properly. Kept small so the box adds little JavaScript. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The newsletter sign-up: an address and a button; the confirmation link arrives by email.
 * `stacked` puts the button under the field, for narrow columns such as a sidebar.
 */
export function NewsletterForm({ idPrefix = 'nieuwsbrief', stacked = false }: { idPrefix?: string; stacked?: boolean }) {
  const toast = useToast();
  const inputId = `${idPrefix}-adres`;
  const errorId = `${idPrefix}-fout`;
  const [sending, setSending] = useState(false);
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return setError(messages.emailRequired);
    if (!looksLikeEmail(email)) return setError(messages.emailInvalid);
    busy.current = true;
    setError('');
    setSending(true);
    const altcha = await takeProofOfWork();
    const result = await postJson<{ delayed?: boolean }>('/api/newsletter', {
      email,
      website: String(new FormData(form).get('website') ?? '') || undefined,
      attribution: rememberedAttribution(),
      ...(altcha ? { altcha } : {}),
    });
    setSending(false);
    busy.current = false;
    if (result.ok) {
      form.reset();
      // While confirmations wait (a pause, or the address had its share today) the email comes later: say so.
      toast({ ...(result.data?.delayed ? newsletterMessages.delayed : newsletterMessages.accepted), variant: 'success' });
    } else if (result.fieldErrors?.email) {
      setError(result.fieldErrors.email);
    } else if (result.status >= 400 && result.status < 500) {
      toast({ title: refusedNoticeTitle, description: result.error, variant: 'error' });
    } else {
      toast({ ...newsletterMessages.failed, variant: 'error' });
    }
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
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Je e-mailadres"
          maxLength={254}
          disabled={sending}
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
      <p className="text-sm text-muted">Af en toe praktische tips voor starters. Afmelden kan altijd met één klik.</p>
    </form>
  );
}
