import { dayKeyOf, dayWithWeekday, timeOfDay } from '../../shared/agency-clock.ts';
import { bookingApi, bookingMessages, bookingNoteMax, bookingTopics, type Slot } from '../../shared/booking.ts';
import { contact } from '../../shared/business-facts.ts';
import { html, type SafeHtml } from '../core/html.ts';
import { sitePage } from '../http/error-page.ts';

/**
 * The intro call's picker for a browser without JavaScript: the free slots of the coming days as radio
 * buttons grouped by day, and the visitor's details, in one plain form that posts to /api/gesprek. The pages
 * of the site are prerendered, so the slots of this moment come from the booking function itself.
 */

export const pickerFields = {
  labels: {
    start: 'Moment',
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    topic: 'Waar wil je het over hebben?',
    note: 'Toelichting',
    leadId: 'Aanvraag',
  } as Record<string, string>,
};

const control =
  'block w-full rounded-control border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200';
const label = 'block text-sm font-semibold text-ink';

function slotGroups(slots: readonly Slot[]): SafeHtml[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = dayKeyOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(
    ([day, daySlots]) => html`<fieldset class="mt-4">
<legend class="font-semibold text-ink capitalize">${dayWithWeekday(day)}</legend>
<div class="mt-2 flex flex-wrap gap-2">
${daySlots.map(
  (slot) =>
    html`<label class="inline-flex min-h-11 items-center gap-2 rounded-control border border-line bg-white px-3"><input type="radio" name="start" value="${slot.start}" required> ${timeOfDay(slot.start)}</label>\n`,
)}</div>
</fieldset>
`,
  );
}

/** The page: the slots, or the message that there are none, and the form around them. */
export function choosePage(
  slots: readonly Slot[],
  { query, moving }: { query: Record<string, string | undefined>; moving: { id: string; token: string } },
): string {
  const leadId = /^[0-9a-f-]{36}$/.test(query.aanvraag ?? '') ? query.aanvraag! : '';
  // Opened from a move link's page: the same slots, posted as a move of that call with its link's id and token.
  const move = /^[0-9a-f-]{36}$/.test(moving.id) && /^[A-Za-z0-9_-]{16,100}$/.test(moving.token) ? moving : null;
  const details = move
    ? html`<input type="hidden" name="id" value="${move.id}"><input type="hidden" name="token" value="${move.token}">`
    : detailFields(leadId);
  const content = slots.length
    ? html`<p class="mt-4 text-ink-soft">Kies een moment voor een gratis gesprek van een half uur. De tijden zijn Nederlandse tijd.</p>
<form method="post" action="${move ? bookingApi.move : bookingApi.book}" class="mt-6 space-y-5 rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
${slotGroups(slots)}${details}
<button type="submit" class="inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-accent-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-accent-700">${move ? 'Verzet het gesprek' : 'Plan het gesprek'}</button>
</form>`
    : html`<p role="status" class="mt-6 rounded-control bg-accent-50 px-4 py-3 text-accent-700">${bookingMessages.noSlots}</p>
<p class="mt-4"><a href="mailto:${contact.email}" class="font-semibold text-brand-700 underline">${contact.email}</a></p>`;
  return sitePage({
    heading: move ? 'Verzet je gesprek' : 'Plan je gratis gesprek',
    backHref: '/begin-vandaag',
    backLabel: 'Terug naar Begin vandaag',
    content,
  });
}

/** The visitor's details, for a new booking. */
function detailFields(leadId: string): SafeHtml {
  return html`<div><label for="veld-name" class="${label}">${pickerFields.labels.name!}</label><div class="mt-1.5"><input id="veld-name" name="name" type="text" autocomplete="name" maxlength="100" required class="${control}"></div></div>
<div><label for="veld-email" class="${label}">${pickerFields.labels.email!}</label><div class="mt-1.5"><input id="veld-email" name="email" type="email" autocomplete="email" maxlength="254" required class="${control}"></div></div>
<div><label for="veld-phone" class="${label}">${pickerFields.labels.phone!}<span class="font-normal text-muted"> (optioneel)</span></label><div class="mt-1.5"><input id="veld-phone" name="phone" type="tel" autocomplete="tel" maxlength="30" class="${control}"></div></div>
<div><label for="veld-topic" class="${label}">${pickerFields.labels.topic!}<span class="font-normal text-muted"> (optioneel)</span></label><div class="mt-1.5"><select id="veld-topic" name="topic" class="${control}"><option value="">Kies een onderwerp</option>
${Object.entries(bookingTopics).map(([value, text]) => html`<option value="${value}">${text}</option>\n`)}</select></div></div>
<div><label for="veld-note" class="${label}">${pickerFields.labels.note!}<span class="font-normal text-muted"> (optioneel)</span></label><div class="mt-1.5"><textarea id="veld-note" name="note" rows="3" maxlength="${String(bookingNoteMax)}" class="${control}"></textarea></div></div>
${leadId ? html`<input type="hidden" name="leadId" value="${leadId}">` : html``}<div aria-hidden="true" class="absolute -left-[9999px] h-px w-px overflow-hidden"><label>Laat dit veld leeg <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>`;
}
