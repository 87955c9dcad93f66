import { CalendarCheck, CalendarDays } from '../../icons/icons.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { dateTimeSentence, dayKeyOf, dayWithWeekday, timeOfDay } from '../../../../shared/agency-clock.ts';
import { refusedNoticeTitle } from '../../../../shared/api-limits.ts';
import { bookingApi, bookingMessages, bookingNoteMax, bookingTopics, slotMinutes, type Slot } from '../../../../shared/booking.ts';
import { serverFaultMessage } from '../../../../shared/error-messages.ts';
import { Field, controlClass } from '../../components/form/field.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { postJson } from '../../lib/api.ts';
import { formAttribution } from '../../lib/attribution.ts';
import { prepareProofOfWork, takeProofOfWork } from '../../lib/proof-of-work.ts';

type FieldName = 'start' | 'name' | 'email' | 'phone' | 'topic' | 'note';
const fieldOrder: readonly FieldName[] = ['start', 'name', 'email', 'phone', 'topic', 'note'];

type Props = {
  /** Ids in the page are fixed by the page (islands use no useId): this prefix keeps two pickers apart. */
  idPrefix: string;
  /** 'move' reads the call's id and token from the address (a move link's page) and only asks for a new moment. */
  mode?: 'book' | 'move';
  /** The intake or contact message the call belongs to, and what the visitor already told us there. */
  leadId?: string;
  name?: string;
  email?: string;
};

type Phase =
  | { state: 'waiting' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; slots: Slot[] }
  | { state: 'booked'; start: string };

/**
 * The intro call's slot picker, as Calendly and Cal.com have it: a day, then a time, then who you are. Every
 * choice is a native radio button in a fieldset, so it works by keyboard (arrows within a group, Tab between
 * groups) and a screen reader announces each group and choice; errors are announced and focus goes to the
 * first one. The prerendered markup is a plain link to the API's own form (/api/gesprek/kiezen), which
 * works without JavaScript; once hydrated, the picker fetches the free slots and takes its place.
 */
export function SlotPicker({ idPrefix, mode = 'book', leadId, name = '', email = '' }: Props) {
  const [phase, setPhase] = useState<Phase>({ state: 'waiting' });
  const [day, setDay] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const submissionId = useRef<string | null>(null);
  const busy = useRef(false);
  const id = (suffix: string) => `${idPrefix}-${suffix}`;

  /** The free slots now; null when they could not be read. */
  async function fetchSlots(): Promise<Slot[] | null> {
    try {
      const response = await fetch(bookingApi.slots, { headers: { accept: 'application/json' } });
      if (!response.ok) return null;
      return ((await response.json()) as { slots: Slot[] }).slots;
    } catch {
      return null;
    }
  }

  function show(slots: Slot[] | null, keepDay: boolean) {
    if (!slots) return setPhase({ state: 'failed' });
    setPhase({ state: 'ready', slots });
    const days = [...new Set(slots.map((slot) => dayKeyOf(slot.start)))];
    setDay((current) => (keepDay && days.includes(current) ? current : (days[0] ?? '')));
  }

  /** Reads the slots again (after a 409), keeping the day the visitor was looking at when it is still there. */
  function reload() {
    setPhase({ state: 'loading' });
    void fetchSlots().then((slots) => show(slots, true));
  }

  useEffect(() => {
    // The slots of this moment, after hydration: the prerendered page cannot know them.
    let mounted = true;
    void fetchSlots().then((slots) => {
      if (mounted) show(slots, false);
    });
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    if (phase.state === 'booked') doneRef.current?.focus();
  }, [phase.state]);

  const showErrors = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    setNotice(bookingMessages.invalid);
    const first = fieldOrder.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function submit(form: HTMLFormElement) {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const body: Record<string, unknown> = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    if (mode === 'move') {
      const query = new URLSearchParams(window.location.search);
      if (!values.start) return showErrors({ start: bookingMessages.startRequired });
      setErrors({});
      setNotice('');
      setSending(true);
      const result = await postJson<{ start: string }>(bookingApi.move, {
        id: query.get('id'),
        token: query.get('token'),
        start: values.start,
      });
      setSending(false);
      return settle(result, values.start);
    }
    const { bookingSchema, fieldErrorsOf } = await import('./booking-validation.ts');
    const parsed = bookingSchema.safeParse(body);
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setNotice('');
    setSending(true);
    submissionId.current ??= crypto.randomUUID();
    const altcha = await takeProofOfWork();
    const result = await postJson<{ id: string }>(bookingApi.book, {
      ...body,
      submissionId: submissionId.current,
      ...(leadId ? { leadId } : {}),
      attribution: formAttribution(),
      ...(altcha ? { altcha } : {}),
    });
    setSending(false);
    return settle(result, values.start!);
  }

  function settle(result: Awaited<ReturnType<typeof postJson>>, start: string) {
    if (result.ok) {
      submissionId.current = null;
      setPhase({ state: 'booked', start });
    } else if (result.status === 409) {
      // Someone else was faster: the details stay, the slots are read again and the visitor picks another.
      setNotice(result.error);
      setErrors({ start: result.error });
      reload();
    } else if (result.fieldErrors) {
      showErrors(result.fieldErrors);
    } else {
      setNotice(
        result.status >= 400 && result.status < 500 ? `${refusedNoticeTitle}: ${result.error}` : result.error || serverFaultMessage,
      );
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event.currentTarget);
    } catch {
      setSending(false);
      setNotice(serverFaultMessage);
    } finally {
      busy.current = false;
    }
  }

  if (phase.state === 'booked') {
    return (
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <CalendarCheck aria-hidden="true" className="size-10 text-success" />
        <h3 ref={doneRef} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
          {mode === 'move' ? 'Je gesprek is verzet' : bookingMessages.booked.title}
        </h3>
        <p className="mt-2 text-lg text-ink-soft">
          Op {dateTimeSentence(phase.start)}, {slotMinutes} minuten. {bookingMessages.booked.description}
        </p>
      </div>
    );
  }

  if (phase.state === 'waiting' || phase.state === 'failed') {
    return (
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <p className="text-ink-soft" role={phase.state === 'failed' ? 'alert' : undefined}>
          {phase.state === 'failed'
            ? 'De vrije momenten konden niet worden geladen. Bekijk ze op een eenvoudige pagina:'
            : mode === 'move'
              ? 'Kies een nieuw moment uit de vrije momenten.'
              : `Kies zelf een moment voor een gratis gesprek van ${slotMinutes} minuten.`}
        </p>
        <a
          href={bookingApi.choose + (leadId ? `?aanvraag=${leadId}` : '')}
          className={buttonClass('accent', 'lg', 'mt-4 max-w-full', true)}
        >
          <CalendarDays aria-hidden="true" className="size-5" /> Bekijk de vrije momenten
        </a>
      </div>
    );
  }

  const slots = phase.state === 'ready' ? phase.slots : [];
  const days = [...new Set(slots.map((slot) => dayKeyOf(slot.start)))];
  const times = slots.filter((slot) => dayKeyOf(slot.start) === day);
  const pill =
    'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-control border border-line bg-white px-3 text-base font-medium text-ink has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-3 has-focus-visible:ring-brand-200';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={mode === 'book' ? prepareProofOfWork : undefined}
      className="space-y-6 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <p
        id={id('status')}
        role="status"
        className={notice ? 'rounded-control bg-accent-50 px-4 py-3 text-sm font-medium text-accent-700' : 'sr-only'}
      >
        {phase.state === 'loading' ? 'Vrije momenten worden geladen…' : notice}
      </p>
      {phase.state === 'ready' && slots.length === 0 ? (
        <p className="text-ink-soft">{bookingMessages.noSlots}</p>
      ) : (
        <>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">Kies een dag</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {days.map((key) => (
                <label key={key} className={pill}>
                  <input type="radio" name="dag" value={key} checked={key === day} onChange={() => setDay(key)} className="sr-only" />
                  <span className="first-letter:uppercase">{dayWithWeekday(key)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset aria-describedby={errors.start ? id('start-error') : undefined}>
            <legend className="text-sm font-semibold text-ink">Kies een tijd (Nederlandse tijd)</legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {times.map((slot) => (
                <label key={slot.start} className={pill}>
                  <input type="radio" name="start" value={slot.start} className="sr-only" />
                  {timeOfDay(slot.start)}
                </label>
              ))}
            </div>
            {errors.start ? (
              <p id={id('start-error')} className="mt-1.5 text-sm font-medium text-danger">
                {errors.start}
              </p>
            ) : null}
          </fieldset>
        </>
      )}
      <fieldset disabled={sending} className="space-y-5">
        <legend className="sr-only">{mode === 'move' ? 'Het nieuwe moment' : 'Je gegevens'}</legend>
        {mode === 'book' ? (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id={id('name')} label="Naam" error={errors.name}>
                {(props) => (
                  <input
                    {...props}
                    name="name"
                    type="text"
                    autoComplete="name"
                    required
                    maxLength={100}
                    defaultValue={name}
                    className={controlClass(Boolean(errors.name))}
                  />
                )}
              </Field>
              <Field id={id('email')} label="E-mailadres" error={errors.email}>
                {(props) => (
                  <input
                    {...props}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={254}
                    defaultValue={email}
                    className={controlClass(Boolean(errors.email))}
                  />
                )}
              </Field>
            </div>
            <Field id={id('phone')} label="Telefoonnummer" optional hint="Dan bellen we je op dit nummer." error={errors.phone}>
              {(props) => (
                <input
                  {...props}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={30}
                  className={controlClass(Boolean(errors.phone))}
                />
              )}
            </Field>
            <Field id={id('topic')} label="Waar wil je het over hebben?" optional error={errors.topic}>
              {(props) => (
                <select {...props} name="topic" defaultValue="" className={controlClass(Boolean(errors.topic))}>
                  <option value="">Kies een onderwerp</option>
                  {Object.entries(bookingTopics).map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={id('note')} label="Toelichting" optional error={errors.note}>
              {(props) => (
                <textarea {...props} name="note" rows={3} maxLength={bookingNoteMax} className={controlClass(Boolean(errors.note))} />
              )}
            </Field>
            {/* Hidden from people; simple bots fill it in. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Laat dit veld leeg
                <input type="text" name="website" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
          </>
        ) : null}
      </fieldset>
      <Button type="submit" variant="accent" size="lg" disabled={sending || phase.state !== 'ready'} className="w-full sm:w-auto">
        <CalendarCheck aria-hidden="true" className="size-5" />
        {sending ? 'Bezig…' : mode === 'move' ? 'Verzet het gesprek' : 'Plan het gesprek'}
      </Button>
    </form>
  );
}
