import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, dayKeyOf, dayWithWeekday, isDayKey, timeOfDay, todayKey, weekOf } from '../../../../shared/agency-clock.ts';
import { bookingTopics, callOutcomeLabels, staffBookingApi, type BookingTopic, type StaffCall } from '../../../../shared/booking.ts';
import { staffLeadPath } from '../../../../shared/staff.ts';
import { Button } from '../../components/ui/button.tsx';
import type { StaffSession } from './session.ts';
import { staffJson } from './staff-api.ts';
import { StaffNav } from './staff-nav.tsx';
import { memberLabel } from './use-staff-members.ts';

type Outcome = keyof typeof callOutcomeLabels;
const linkClass = 'inline-flex min-h-11 items-center rounded-control border border-line bg-white px-3 text-brand-700 hover:underline';

/**
 * "Gesprekken": the intro calls of a day or a week (Amsterdam days), grouped by day, each with who booked,
 * what about and whose call it is, linked to its page; once a call has begun staff mark it held or no-show.
 * The day and the view live in the address (?van=2026-11-30&dagen=7), so a week can be sent to a colleague.
 */
export function CallsView({ session }: { session: StaffSession }) {
  const [params] = useSearchParams();
  const today = todayKey();
  const days = params.get('dagen') === '1' ? 1 : 7;
  const given = params.get('van') ?? '';
  const from = isDayKey(given) ? given : days === 1 ? today : weekOf(today).monday;
  const request = `${staffBookingApi.calls}?van=${from}&dagen=${days}`;
  const [answer, setAnswer] = useState<{ request: string; calls: StaffCall[]; error: string }>({ request: '', calls: [], error: '' });
  // Each outcome's message takes the focus, also when it reads as the one before.
  const [told, setTold] = useState({ message: '', count: 0 });
  const messageRef = useRef<HTMLParagraphElement>(null);
  // One moment per visit decides which calls have begun (and can be marked held or no-show).
  const [now] = useState(() => Date.now());
  const me = session.user.username;

  useEffect(() => {
    if (told.count > 0) messageRef.current?.focus();
  }, [told]);

  useEffect(() => {
    let active = true;
    void staffJson<{ calls: StaffCall[] }>(session, request).then((result) => {
      if (!active) return;
      setAnswer(result.ok ? { request, calls: result.data.calls, error: '' } : { request, calls: [], error: result.error });
    });
    return () => {
      active = false;
    };
  }, [session, request]);

  async function mark(call: StaffCall, outcome: Outcome | null) {
    const result = await staffJson<{ outcome: Outcome | null }>(session, staffBookingApi.outcome(call.id), { outcome });
    const message = result.ok ? `${call.name}: ${outcome ? callOutcomeLabels[outcome].toLowerCase() : 'afloop gewist'}.` : result.error;
    setTold((before) => ({ message, count: before.count + 1 }));
    if (result.ok)
      setAnswer((shown) => ({ ...shown, calls: shown.calls.map((item) => (item.id === call.id ? { ...item, outcome } : item)) }));
  }

  const loading = answer.request !== request;
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
      <p ref={messageRef} tabIndex={-1} role="status" className="mt-3 min-h-6 font-semibold text-success">
        {loading ? 'Gesprekken worden geladen…' : told.message}
      </p>
      {answer.error ? (
        <p role="alert" className="mt-2 text-danger">
          {answer.error}
        </p>
      ) : null}
      {!loading &&
        dayKeys.map((day) => {
          const calls = answer.calls.filter((call) => dayKeyOf(call.start) === day);
          return (
            <section key={day} aria-labelledby={`dag-${day}`} className="mt-6">
              <h2 id={`dag-${day}`} className="text-xl font-bold first-letter:uppercase">
                {dayWithWeekday(day)}
              </h2>
              {calls.length === 0 ? (
                <p className="mt-1 text-ink-soft">Geen gesprekken.</p>
              ) : (
                <ul className="mt-2 space-y-3">
                  {calls.map((call) => (
                    <CallItem
                      key={call.id}
                      call={call}
                      me={me}
                      begun={Date.parse(call.start) <= now}
                      onMark={(outcome) => void mark(call, outcome)}
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

function CallItem({ call, me, begun, onMark }: { call: StaffCall; me: string; begun: boolean; onMark: (outcome: Outcome | null) => void }) {
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
    </li>
  );
}
