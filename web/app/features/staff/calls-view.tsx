import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { addDays, dayKeyOf, dayWithWeekday, isDayKey, timeOfDay, todayKey, weekOf } from '../../../../shared/agency-clock.ts';
import { bookingTopics, callOutcomeLabels, staffBookingApi, type BookingTopic, type StaffCall } from '../../../../shared/booking.ts';
import { staffLeadPath } from '../../../../shared/staff.ts';
import { Button } from '../../components/ui/button.tsx';
import { staffJson } from './staff-api.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';
import { memberLabel } from './staff-members.ts';

type Outcome = keyof typeof callOutcomeLabels;
const linkClass = 'inline-flex min-h-11 items-center rounded-control border border-line bg-white px-3 text-brand-700 hover:underline';

/** The days the address asks for: one day or a week (from its Monday by default), in Amsterdam days. */
function rangeOf(params: URLSearchParams): { from: string; days: 1 | 7 } {
  const today = todayKey();
  const days = params.get('dagen') === '1' ? 1 : 7;
  const given = params.get('van') ?? '';
  return { from: isDayKey(given) ? given : days === 1 ? today : weekOf(today).monday, days };
}

/** The calls of the days in the address as the API answered them, or the Dutch sentence why they could not be read. */
export type CallsData = { from: string; days: 1 | 7; calls: StaffCall[]; error: string; me: string };

/** The loader of "Gesprekken", for the days in the address. Null when the layout shows no page. */
export async function loadCalls(request: Request): Promise<CallsData | null> {
  const session = await signedInSession();
  if (!session) return null;
  const { from, days } = rangeOf(new URL(request.url).searchParams);
  const result = await staffJson<{ calls: StaffCall[] }>(session, `${staffBookingApi.calls}?van=${from}&dagen=${days}`);
  const me = session.user.username;
  return result.ok ? { from, days, calls: result.data.calls, error: '', me } : { from, days, calls: [], error: result.error, me };
}

/**
 * What marking or cancelling a call answered: the call and its outcome or cancellation now, or the Dutch
 * sentence why not.
 */
export type OutcomeAnswer = { id: string; outcome: Outcome | null; cancelled?: boolean; message: string; ok: boolean };

/**
 * The action a call's held/no-show buttons and its cancel button post through their fetcher. Null when the
 * layout shows no page.
 */
export async function callOutcomeAction(request: Request): Promise<OutcomeAnswer | null> {
  const session = await signedInSession();
  if (!session) return null;
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const name = String(form.get('name') ?? '');
  if (form.get('intent') === 'annuleren') {
    const cancelled = await staffJson<{ status: string }>(session, staffBookingApi.cancel(id), {});
    return cancelled.ok
      ? { id, outcome: null, cancelled: true, ok: true, message: `${name}: gesprek geannuleerd. ${name} krijgt er een e-mail over.` }
      : { id, outcome: null, ok: false, message: cancelled.error };
  }
  const chosen = String(form.get('outcome') ?? '');
  const outcome = chosen in callOutcomeLabels ? (chosen as Outcome) : null;
  const result = await staffJson<{ outcome: Outcome | null }>(session, staffBookingApi.outcome(id), { outcome });
  return result.ok
    ? { id, outcome, ok: true, message: `${name}: ${outcome ? callOutcomeLabels[outcome].toLowerCase() : 'afloop gewist'}.` }
    : { id, outcome, ok: false, message: result.error };
}

/**
 * After marking a call the page keeps what it shows and applies the answer: loading the list again would add
 * one more "Gesprekken bekeken" line to the audit trail for a look nobody took.
 */
export const callsShouldRevalidate = (formMethod: string | undefined, defaultShouldRevalidate: boolean) =>
  formMethod ? false : defaultShouldRevalidate;

/**
 * "Gesprekken": the intro calls of a day or a week (Amsterdam days), grouped by day, each with who booked,
 * what about and whose call it is, linked to its page; once a call has begun staff mark it held or no-show.
 * The day and the view live in the address (?van=2026-11-30&dagen=7), so a week can be sent to a colleague.
 */
export function CallsView({ data }: { data: CallsData }) {
  const { from, days, me } = data;
  const today = todayKey();
  const marking = useFetcher<OutcomeAnswer | null>();
  // The outcomes marked on this visit, applied over the list the loader gave.
  const [marked, setMarked] = useState<Record<string, Outcome | null>>({});
  const [cancelled, setCancelled] = useState<Record<string, true>>({});
  const [arrived, setArrived] = useState<OutcomeAnswer | null | undefined>(undefined);
  // Kept as each answer arrives (React's way to adjust state to a new value, without an effect).
  if (marking.data !== arrived) {
    setArrived(marking.data);
    const answer = marking.data;
    if (answer?.ok && answer.cancelled) setCancelled({ ...cancelled, [answer.id]: true });
    else if (answer?.ok) setMarked({ ...marked, [answer.id]: answer.outcome });
  }
  const calls = data.calls
    .map((call) => (call.id in marked ? { ...call, outcome: marked[call.id]! } : call))
    .map((call) => (cancelled[call.id] ? { ...call, status: 'geannuleerd' as const } : call));
  const messageRef = useRef<HTMLParagraphElement>(null);
  // One moment per visit decides which calls have begun (and can be marked held or no-show).
  const [now] = useState(() => Date.now());

  // An answer moves focus to the sentence that tells it.
  useEffect(() => {
    if (marking.data) messageRef.current?.focus();
  }, [marking.data]);

  function mark(call: StaffCall, outcome: Outcome | null) {
    void marking.submit({ id: call.id, name: call.name, outcome: outcome ?? '' }, { method: 'post' });
  }

  function cancel(call: StaffCall) {
    void marking.submit({ id: call.id, name: call.name, intent: 'annuleren' }, { method: 'post' });
  }

  const dayKeys = Array.from({ length: days }, (_, index) => addDays(from, index));
  const step = (direction: number) => `?van=${addDays(from, direction * days)}&dagen=${days}`;
  const title =
    days === 1
      ? dayWithWeekday(from)
      : `week ${weekOf(from).week.slice(-2).replace(/^0/, '')}: ${dayWithWeekday(from)} t/m ${dayWithWeekday(addDays(from, 6))}`;

  return (
    <div>
      <StaffNav current="gesprekken" />
      <h1 className="text-3xl font-bold">Gesprekken</h1>
      <p className="mt-2 text-ink-soft first-letter:uppercase">{title}</p>
      <nav aria-label="Andere dagen" className="mt-4 flex flex-wrap gap-2">
        <Link className={linkClass} to={step(-1)}>
          {days === 1 ? 'Vorige dag' : 'Vorige week'}
        </Link>
        <Link className={linkClass} to={`?van=${today}&dagen=1`} aria-current={days === 1 && from === today ? 'page' : undefined}>
          Vandaag
        </Link>
        <Link
          className={linkClass}
          to={`?van=${weekOf(today).monday}&dagen=7`}
          aria-current={days === 7 && from === weekOf(today).monday ? 'page' : undefined}
        >
          Deze week
        </Link>
        <Link className={linkClass} to={step(1)}>
          {days === 1 ? 'Volgende dag' : 'Volgende week'}
        </Link>
      </nav>
      <p
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className={`mt-3 min-h-6 font-semibold ${marking.data && !marking.data.ok ? 'text-danger' : 'text-success'}`}
      >
        {marking.state !== 'idle' ? 'Bezig met opslaan…' : (marking.data?.message ?? '')}
      </p>
      {data.error ? (
        <p role="alert" className="mt-2 text-danger">
          {data.error}
        </p>
      ) : null}
      {dayKeys.map((day) => {
        const callsOfDay = calls.filter((call) => dayKeyOf(call.start) === day);
        return (
          <section key={day} aria-labelledby={`dag-${day}`} className="mt-6">
            <h2 id={`dag-${day}`} className="text-xl font-bold first-letter:uppercase">
              {dayWithWeekday(day)}
            </h2>
            {callsOfDay.length === 0 ? (
              <p className="mt-1 text-ink-soft">Geen gesprekken.</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {callsOfDay.map((call) => (
                  <CallItem
                    key={call.id}
                    call={call}
                    me={me}
                    begun={Date.parse(call.start) <= now}
                    onMark={(outcome) => mark(call, outcome)}
                    onCancel={() => cancel(call)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

type CallItemProps = {
  call: StaffCall;
  me: string;
  begun: boolean;
  onMark: (outcome: Outcome | null) => void;
  onCancel: () => void;
};

function CallItem({ call, me, begun, onMark, onCancel }: CallItemProps) {
  const cancelled = call.status === 'geannuleerd';
  return (
    <li className="rounded-card border border-line bg-white p-4">
      <p className="font-semibold">
        <span className={cancelled ? 'line-through' : undefined}>
          {timeOfDay(call.start)}–{timeOfDay(call.end)}
        </span>{' '}
        <Link to={staffLeadPath('booking', call.id)} className="break-words text-brand-700 underline">
          {call.name}
        </Link>
        {cancelled ? ' (geannuleerd)' : ''}
      </p>
      <p className="mt-1 break-words text-ink-soft">
        {call.topic ? `${bookingTopics[call.topic as BookingTopic] ?? call.topic} · ` : ''}
        {call.phone ?? call.email} · bij {call.calendar === 'team' ? 'het team' : memberLabel(call.calendar, me)}
        {call.lead ? (
          <>
            {' · '}
            <Link to={staffLeadPath(call.lead.kind, call.lead.id)} className="text-brand-700 underline">
              {call.lead.kind === 'intake' ? 'bij de intake' : 'bij het bericht'}
            </Link>
          </>
        ) : null}
      </p>
      {!cancelled && begun ? (
        <div role="group" aria-label={`Afloop van het gesprek met ${call.name}`} className="mt-3 flex flex-wrap gap-2">
          {(Object.keys(callOutcomeLabels) as Outcome[]).map((outcome) => (
            <Button
              key={outcome}
              variant="secondary"
              aria-pressed={call.outcome === outcome}
              onClick={() => onMark(call.outcome === outcome ? null : outcome)}
            >
              {callOutcomeLabels[outcome]}
            </Button>
          ))}
        </div>
      ) : null}
      {!cancelled && !begun ? <CancelCall name={call.name} onCancel={onCancel} /> : null}
    </li>
  );
}

/**
 * Cancelling is asked twice, since the visitor is told at once: the button opens a question with the
 * consequence, focus moves to it, and "Nee" puts focus back on the button.
 */
function CancelCall({ name, onCancel }: { name: string; onCancel: () => void }) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (returnFocus.current) openRef.current?.focus();
  }, [asking]);

  if (!asking)
    return (
      <div className="mt-3">
        <Button ref={openRef} variant="secondary" onClick={() => setAsking(true)}>
          Gesprek annuleren
        </Button>
      </div>
    );
  return (
    <div role="group" aria-label={`Gesprek met ${name} annuleren`} className="mt-3 rounded-control border border-line bg-surface p-3">
      <p ref={questionRef} tabIndex={-1} className="font-semibold">
        Gesprek met {name} annuleren? {name} krijgt meteen een e-mail met de annulering en het tijdstip komt weer vrij.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          onClick={() => {
            setAsking(false);
            onCancel();
          }}
        >
          Ja, annuleren
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          Nee, laten staan
        </Button>
      </div>
    </div>
  );
}
