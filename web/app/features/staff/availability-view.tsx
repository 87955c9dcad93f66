import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { dateTimeMedium, dayLongText } from '../../../../shared/agency-clock.ts';
import { staffBookingApi, weekdayLabels, weekdays, type Availability, type AvailabilityView } from '../../../../shared/booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { staffJson } from './staff-api.ts';
import { signedInSession } from './staff-session.ts';
import { StaffNav } from './staff-nav.tsx';

const section = 'mt-8 rounded-card border border-line bg-white p-4 sm:p-6';
const input = 'min-h-11 rounded-control border border-line bg-white px-3 text-base';
const label = 'block text-sm font-semibold text-ink';

/** The member's settings as the API answered them, or the Dutch sentence why they could not be read. */
export type AvailabilityData = { view: AvailabilityView | null; error: string };

/** The loader of /beheer/beschikbaarheid: the signed-in member's own settings. Null when the layout shows no page. */
export async function loadAvailability(): Promise<AvailabilityData | null> {
  const session = await signedInSession();
  if (!session) return null;
  const result = await staffJson<AvailabilityView>(session, staffBookingApi.availability);
  return result.ok ? { view: result.data, error: '' } : { view: null, error: result.error };
}

/** What the page posts through its fetcher: the hours, a calendar address (null: disconnect), or a feed action. */
type AvailabilityPost =
  | { intent: 'uren'; availability: Availability }
  | { intent: 'agenda'; url: string | null }
  | { intent: 'feed'; action: 'nieuw' | 'intrekken' };

/** What a save answered: the sentence to tell, the fields to mark, and a new feed's address (shown only now). */
export type AvailabilityAnswer = { ok: boolean; message: string; fieldErrors: Record<string, string>; feedPath: string };

/** The page's action: saves the hours, connects or disconnects the calendar, or makes or revokes the feed. */
export async function availabilityAction(request: Request): Promise<AvailabilityAnswer | null> {
  const session = await signedInSession();
  if (!session) return null;
  const post = (await request.json()) as AvailabilityPost;
  const failed = (result: { error: string; fieldErrors?: Record<string, string> }): AvailabilityAnswer => ({
    ok: false,
    message: result.error,
    fieldErrors: result.fieldErrors ?? {},
    feedPath: '',
  });
  const done = (message: string, feedPath = ''): AvailabilityAnswer => ({ ok: true, message, fieldErrors: {}, feedPath });
  if (post.intent === 'uren') {
    const result = await staffJson(session, staffBookingApi.availability, post.availability);
    return result.ok ? done('Je beschikbaarheid is opgeslagen. De vrije momenten op de site volgen meteen.') : failed(result);
  }
  if (post.intent === 'agenda') {
    const result = await staffJson(session, staffBookingApi.calendar, { url: post.url });
    if (!result.ok) return failed(result);
    return done(post.url ? 'Je agenda is gekoppeld. Binnen vijf minuten lezen we je drukke tijden.' : 'Je agenda is ontkoppeld.');
  }
  const result = await staffJson<{ path?: string }>(session, staffBookingApi.feed, { action: post.action });
  if (!result.ok) return failed(result);
  return post.action === 'nieuw'
    ? done('Je nieuwe feedadres staat hieronder. Een eerder adres werkt niet meer.', result.data.path ?? '')
    : done('De agendafeed is ingetrokken.');
}

/**
 * A member of staff's own settings for the intro calls: when they take calls (weekly hours, breaks, days off,
 * minimum notice), their own calendar's secret iCal address (its busy times are left out of the slots), and
 * the calendar feed that puts every call in their own calendar app. After a save the loader reads the
 * settings again (that read is not in the audit trail), so the page shows what is stored.
 */
export function AvailabilityView({ data }: { data: AvailabilityData }) {
  const view = data.view;
  const [draft, setDraft] = useState<Availability | null>(view?.availability ?? null);
  const [dayOff, setDayOff] = useState('');
  const saving = useFetcher<AvailabilityAnswer | null>();
  const answer = saving.data ?? null;
  const message = saving.state !== 'idle' ? 'Bezig met opslaan…' : (answer?.message ?? '');
  const fieldErrors = answer?.fieldErrors ?? {};
  const feedUrl = answer?.feedPath ? `${window.location.origin}${answer.feedPath}` : '';
  const messageRef = useRef<HTMLParagraphElement>(null);

  // An answer moves focus to the sentence that tells it.
  useEffect(() => {
    if (answer) messageRef.current?.focus();
  }, [answer]);

  const send = (post: AvailabilityPost) => void saving.submit(post, { method: 'post', encType: 'application/json' });

  function saveHours(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft) send({ intent: 'uren', availability: draft });
  }
  const saveCalendar = (url: string | null) => send({ intent: 'agenda', url });
  const feed = (action: 'nieuw' | 'intrekken') => send({ intent: 'feed', action });

  if (data.error) {
    return (
      <div>
        <StaffNav current="beschikbaarheid" />
        <h1 className="text-3xl font-bold">Beschikbaarheid</h1>
        <p role="alert" className="mt-4 text-danger">
          {data.error}
        </p>
      </div>
    );
  }
  if (!view || !draft) return null;

  const setHours = (day: (typeof weekdays)[number], hours: { opens: string; closes: string } | null) =>
    setDraft((current) => {
      if (!current) return current;
      const weekly = { ...current.weekly };
      if (hours) weekly[day] = hours;
      else delete weekly[day];
      return { ...current, weekly };
    });
  const fieldError = (name: string) =>
    fieldErrors[name] ? (
      <p id={`fout-${name}`} className="mt-1 text-sm font-medium text-danger">
        {fieldErrors[name]}
      </p>
    ) : null;

  return (
    <div>
      <StaffNav current="beschikbaarheid" />
      <h1 className="text-3xl font-bold">Beschikbaarheid</h1>
      <p className="mt-2 text-ink-soft">
        {view.ownHours
          ? 'Bezoekers kunnen een gesprek met jou plannen op de momenten hieronder, behalve als je agenda dan bezet is.'
          : 'Je hebt nog geen eigen tijden: de site biedt nu de openingstijden van het team aan. Sla je eigen tijden op om gesprekken op jouw naam te krijgen.'}
      </p>
      <p ref={messageRef} tabIndex={-1} role="status" className="mt-3 min-h-6 font-semibold text-success">
        {message}
      </p>

      <form onSubmit={saveHours} className={section} aria-labelledby="tijden" noValidate>
        <h2 id="tijden" className="text-xl font-bold">
          Mijn tijden
        </h2>
        <label className="mt-4 flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.takesCalls}
            onChange={(event) => setDraft({ ...draft, takesCalls: event.target.checked })}
          />
          Ik neem gesprekken aan
        </label>
        <fieldset className="mt-4">
          <legend className={label}>Per dag</legend>
          <ul className="mt-2 space-y-2">
            {weekdays.map((day) => {
              const hours = draft.weekly[day];
              return (
                <li key={day} className="flex flex-wrap items-center gap-3">
                  <label className="flex min-h-11 w-36 items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={Boolean(hours)}
                      onChange={(event) => setHours(day, event.target.checked ? { opens: '09:00', closes: '17:00' } : null)}
                    />
                    <span className="first-letter:uppercase">{weekdayLabels[day]}</span>
                  </label>
                  {hours ? (
                    <>
                      <input
                        type="time"
                        aria-label={`${weekdayLabels[day]} van`}
                        className={input}
                        value={hours.opens}
                        onChange={(event) => setHours(day, { ...hours, opens: event.target.value })}
                      />
                      <span aria-hidden="true">tot</span>
                      <input
                        type="time"
                        aria-label={`${weekdayLabels[day]} tot`}
                        className={input}
                        value={hours.closes}
                        onChange={(event) => setHours(day, { ...hours, closes: event.target.value })}
                      />
                    </>
                  ) : (
                    <span className="text-ink-soft">geen gesprekken</span>
                  )}
                </li>
              );
            })}
          </ul>
          {fieldError('weekly')}
        </fieldset>
        <fieldset className="mt-6">
          <legend className={label}>Pauzes (elke dag)</legend>
          <ul className="mt-2 space-y-2">
            {draft.breaks.map((pause, index) => (
              <li key={index} className="flex flex-wrap items-center gap-3">
                <input
                  type="time"
                  aria-label={`Pauze ${index + 1} van`}
                  className={input}
                  value={pause.opens}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      breaks: draft.breaks.map((item, at) => (at === index ? { ...item, opens: event.target.value } : item)),
                    })
                  }
                />
                <span aria-hidden="true">tot</span>
                <input
                  type="time"
                  aria-label={`Pauze ${index + 1} tot`}
                  className={input}
                  value={pause.closes}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      breaks: draft.breaks.map((item, at) => (at === index ? { ...item, closes: event.target.value } : item)),
                    })
                  }
                />
                <Button variant="secondary" onClick={() => setDraft({ ...draft, breaks: draft.breaks.filter((_, at) => at !== index) })}>
                  Pauze {index + 1} weghalen
                </Button>
              </li>
            ))}
          </ul>
          {draft.breaks.length < 5 ? (
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => setDraft({ ...draft, breaks: [...draft.breaks, { opens: '12:30', closes: '13:00' }] })}
            >
              Pauze toevoegen
            </Button>
          ) : null}
          {fieldError('breaks')}
        </fieldset>
        <fieldset className="mt-6">
          <legend className={label}>Vrije dagen</legend>
          <ul className="mt-2 space-y-2">
            {draft.daysOff.map((day) => (
              <li key={day} className="flex flex-wrap items-center gap-3">
                {dayLongText(day)}
                <Button variant="secondary" onClick={() => setDraft({ ...draft, daysOff: draft.daysOff.filter((item) => item !== day) })}>
                  {dayLongText(day)} weghalen
                </Button>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <input
              type="date"
              aria-label="Vrije dag"
              className={input}
              value={dayOff}
              onChange={(event) => setDayOff(event.target.value)}
            />
            <Button
              variant="secondary"
              onClick={() => {
                if (dayOff && !draft.daysOff.includes(dayOff)) setDraft({ ...draft, daysOff: [...draft.daysOff, dayOff].sort() });
                setDayOff('');
              }}
            >
              Vrije dag toevoegen
            </Button>
          </div>
          {fieldError('daysOff')}
        </fieldset>
        <div className="mt-6">
          <label htmlFor="minimale-termijn" className={label}>
            Minimale termijn (uren)
          </label>
          <p id="minimale-termijn-uitleg" className="text-sm text-muted">
            Geen gesprek dat eerder begint dan zoveel uur na het plannen.
          </p>
          <input
            id="minimale-termijn"
            type="number"
            min={0}
            max={168}
            inputMode="numeric"
            aria-describedby={`minimale-termijn-uitleg${fieldErrors.minNoticeHours ? ' fout-minNoticeHours' : ''}`}
            aria-invalid={Boolean(fieldErrors.minNoticeHours)}
            className={`${input} mt-1 w-32`}
            value={draft.minNoticeHours}
            onChange={(event) => setDraft({ ...draft, minNoticeHours: Number(event.target.value) })}
          />
          {fieldError('minNoticeHours')}
        </div>
        <Button type="submit" className="mt-6">
          Tijden opslaan
        </Button>
      </form>

      <section className={section} aria-labelledby="agenda">
        <h2 id="agenda" className="text-xl font-bold">
          Mijn agenda
        </h2>
        <p className="mt-2 text-ink-soft">
          Plak het geheime adres van je eigen agenda, dan bieden we geen momenten aan waarop je bezet bent. In Google Agenda: Instellingen,
          je agenda, &lsquo;Geheim adres in iCal-indeling&rsquo;. In Outlook: Instellingen, Agenda, Gedeelde agenda&apos;s, &lsquo;Een
          agenda publiceren&rsquo;, de ICS-link.
        </p>
        {view.calendar ? (
          <div className="mt-3">
            <p>
              Gekoppeld met <strong>{view.calendar.host}</strong> sinds {dateTimeMedium(view.calendar.savedAt)}.{' '}
              {view.calendar.readAt ? `Laatst gelezen ${dateTimeMedium(view.calendar.readAt)}.` : 'Nog niet gelezen.'}
            </p>
            {view.calendar.readError ? (
              <p role="alert" className="mt-1 text-danger">
                {view.calendar.readError}
              </p>
            ) : null}
            <Button variant="secondary" className="mt-3" onClick={() => saveCalendar(null)}>
              Agenda ontkoppelen
            </Button>
          </div>
        ) : null}
        <form
          className="mt-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            saveCalendar(String(new FormData(event.currentTarget).get('url') ?? ''));
          }}
        >
          <label htmlFor="agenda-adres" className={label}>
            {view.calendar ? 'Ander adres' : 'Geheim adres in iCal-indeling'}
          </label>
          <input
            id="agenda-adres"
            name="url"
            type="url"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(fieldErrors.url)}
            aria-describedby={fieldErrors.url ? 'fout-url' : undefined}
            className={`${input} mt-1 w-full`}
          />
          {fieldError('url')}
          <Button type="submit" className="mt-3">
            Agenda koppelen
          </Button>
        </form>
      </section>

      <section className={section} aria-labelledby="feed">
        <h2 id="feed" className="text-xl font-bold">
          Gesprekken in je eigen agenda
        </h2>
        <p className="mt-2 text-ink-soft">
          Abonneer je agenda-app op dit geheime adres (&lsquo;Agenda toevoegen via URL&rsquo;), dan staat elk gesprek er vanzelf in. Wie het
          adres heeft, ziet namen en telefoonnummers: deel het niet, en trek het in als het ergens anders terecht is gekomen.
        </p>
        {feedUrl ? (
          <div className="mt-3">
            <label htmlFor="feed-adres" className={label}>
              Je feedadres (alleen nu te zien)
            </label>
            <input
              id="feed-adres"
              readOnly
              value={feedUrl}
              className={`${input} mt-1 w-full font-mono text-sm`}
              onFocus={(event) => event.target.select()}
            />
          </div>
        ) : view.feed ? (
          <p className="mt-3">Je hebt een feedadres sinds {dateTimeMedium(view.feed.createdAt)}.</p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => feed('nieuw')}>
            {view.feed ? 'Nieuw feedadres maken' : 'Feedadres maken'}
          </Button>
          {view.feed ? (
            <Button variant="secondary" onClick={() => feed('intrekken')}>
              Feedadres intrekken
            </Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
