import { dateTimeSentence, timeOfDay } from '../../shared/agency-clock.ts';
import { describeAttribution } from '../../shared/attribution.ts';
import { bookingPages, bookingTopics, slotMinutes } from '../../shared/booking.ts';
import { brand, claimText, contact, domain } from '../../shared/business-facts.ts';
import { staffLeadPath } from '../../shared/staff.ts';
import { shortIdLength } from '../../shared/staff-inbox.ts';
import type { BookingRow } from '../records/booking-record.ts';
import { greetingOf } from './greeting.ts';
import { invitationIcs, type InvitationEvent } from './booking-invitation.ts';
import { renderEmail, type EmailBlock, type EmailContent } from './layout.ts';
import { staffNoticesOf } from './staff-notices.ts';

/**
 * The emails of a booked call, to the visitor and to staff: booked, moved, cancelled, and the reminder a day
 * before. Each carries the call's invitation (.ics) for exactly its time, so both calendars follow every
 * change. The visitor's emails hold only our words: the time, the topic's label from our own list, and the
 * links to cancel or move the call; never the name they typed (unless it reads as a first name), their note
 * or anything else they wrote. Staff get everything.
 */

export type BookingEmailEvent = 'booked' | 'moved' | 'cancelled' | 'reminder';
export type BookingEmailOptions = { siteUrl: string; staffEmail: string };
export type BookingEmail = { content: EmailContent; invitation: string };

/** The links in the visitor's emails: each opens a page with a button, and each carries its own token. */
export function bookingLinks(siteUrl: string, row: Pick<BookingRow, 'id' | 'cancel_token' | 'move_token'>) {
  const link = (page: string, token: string) => `${siteUrl}${page}?${new URLSearchParams({ id: row.id, token })}`;
  return { cancel: link(bookingPages.cancel, row.cancel_token), move: link(bookingPages.move, row.move_token) };
}

/** The call as a calendar event: the visitor's with our words only, staff's with who booked and a link to the lead. */
export function invitationEventOf(
  row: Pick<BookingRow, 'id' | 'sequence' | 'start' | 'end' | 'status' | 'name' | 'email' | 'phone' | 'topic'>,
  audience: 'visitor' | 'staff',
  siteUrl: string,
): InvitationEvent {
  const visitor = audience === 'visitor';
  return {
    bookingId: row.id,
    sequence: row.sequence,
    start: new Date(row.start),
    end: new Date(row.end),
    summary: visitor ? `Gratis kennismakingsgesprek met ${brand.name}` : `Kennismaking: ${row.name}`,
    description: visitor
      ? `Een gratis gesprek van ${slotMinutes} minuten. We bellen je op het afgesproken moment; liever een videogesprek, of afspreken bij jou in de buurt? Beantwoord dan de bevestiging. Verzetten of annuleren kan via de links in je e-mail.`
      : `${row.name} (${row.email}${row.phone ? `, ${row.phone}` : ''})${row.topic ? `\nOnderwerp: ${bookingTopics[row.topic]}` : ''}\nIn het beheer: ${siteUrl}${staffLeadPath('booking', row.id)}`,
    attendee: visitor ? undefined : { name: row.name, email: row.email },
    url: visitor ? undefined : `${siteUrl}${staffLeadPath('booking', row.id)}`,
    cancelled: row.status === 'geannuleerd',
  };
}

function invitationOf(row: BookingRow, audience: 'visitor' | 'staff', options: BookingEmailOptions): string {
  return invitationIcs(invitationEventOf(row, audience, options.siteUrl), options.staffEmail);
}

const visitorSubjects: Record<BookingEmailEvent, (when: string) => string> = {
  booked: (when) => `Je gesprek met ${brand.name} staat gepland: ${when}`,
  moved: (when) => `Je gesprek met ${brand.name} is verzet naar ${when}`,
  cancelled: () => `Je gesprek met ${brand.name} is geannuleerd`,
  reminder: (when) => `Morgen om ${when}: je gesprek met ${brand.name}`,
};

/** To the visitor, Reply-To staff: our words only (see above). */
export function bookingVisitorEmail(row: BookingRow, event: BookingEmailEvent, options: BookingEmailOptions): BookingEmail {
  const when = dateTimeSentence(row.start);
  const links = bookingLinks(options.siteUrl, row);
  const topic = row.topic ? [{ type: 'paragraph' as const, text: `Onderwerp: ${bookingTopics[row.topic]}.` }] : [];
  const opening: Record<BookingEmailEvent, string> = {
    booked: `Je gratis kennismakingsgesprek van ${slotMinutes} minuten staat gepland op ${when}. We bellen je op dat moment.`,
    moved: `Je gesprek is verzet. Het nieuwe moment is ${when}; het oude moment vervalt.`,
    cancelled: `Je gesprek van ${when} is geannuleerd. Wil je toch kennismaken? Plan gerust een nieuw moment op ${domain}.`,
    reminder: `Morgen om ${timeOfDay(row.start)} hebben we ons kennismakingsgesprek (${when}). We bellen je op dat moment.`,
  };
  const manage: EmailBlock[] =
    event === 'cancelled'
      ? []
      : [
          { type: 'paragraph', text: 'Past het toch niet? Verzet of annuleer het gesprek met een van deze knoppen:' },
          { type: 'button', href: links.move, label: 'Gesprek verzetten' },
          { type: 'button', href: links.cancel, label: 'Gesprek annuleren' },
        ];
  return {
    content: renderEmail({
      subject: visitorSubjects[event](event === 'reminder' ? timeOfDay(row.start) : when),
      preheader: opening[event],
      heading: event === 'cancelled' ? 'Je gesprek is geannuleerd' : 'Je kennismakingsgesprek',
      siteUrl: options.siteUrl,
      blocks: [
        { type: 'paragraph', text: greetingOf(row.name) },
        { type: 'paragraph', text: opening[event] },
        ...(event === 'cancelled' ? [] : topic),
        ...(event === 'cancelled'
          ? []
          : [{ type: 'paragraph' as const, text: 'In de bijlage zit een uitnodiging voor je agenda, met precies dit moment.' }]),
        ...manage,
        {
          type: 'paragraph',
          text: `Vragen? Beantwoord deze e-mail of bel ons op ${claimText(contact.phoneDisplay, contact)}.\n\nHartelijke groet,\nTeam ${brand.name}`,
        },
      ],
      footerNote: `Je ontvangt deze e-mail omdat met dit e-mailadres een gesprek is gepland op ${domain}. Was jij dat niet? Annuleer het dan met de knop hierboven, of negeer deze e-mail.`,
    }),
    invitation: invitationOf(row, 'visitor', options),
  };
}

const staffSubjects: Record<BookingEmailEvent, (row: BookingRow, when: string) => string> = {
  booked: (row, when) => `Nieuw gesprek gepland: ${row.name}, ${when}`,
  moved: (row, when) => `Gesprek verzet: ${row.name}, nu ${when}`,
  cancelled: (row, when) => `Gesprek geannuleerd: ${row.name}, ${when}`,
  reminder: (row, when) => `Morgen: gesprek met ${row.name}, ${when}`,
};

/**
 * The subject a staff email of this call went out with, by its name in `email_status`, so the erasure page
 * names each copy in the staff mailbox as it is found there: the notification with the first start, the n-th
 * move with the start it moved to (`moves` keeps each start moved away from), the rest with today's start.
 */
export function bookingStaffSubject(row: BookingRow, emailName = 'staff_notification'): string {
  const moves = row.moves ?? [];
  const moved = /^moved_(\d+)_staff$/.exec(emailName);
  if (moved) return staffSubjects.moved(row, dateTimeSentence(moves[Number(moved[1])]?.from ?? row.start));
  if (emailName.startsWith('reminder_')) return staffSubjects.reminder(row, dateTimeSentence(row.start));
  if (emailName.startsWith('cancelled_')) return staffSubjects.cancelled(row, dateTimeSentence(row.start));
  return staffSubjects.booked(row, dateTimeSentence(moves[0]?.from ?? row.start));
}

/** To staff, Reply-To the visitor: everything, with the same invitation so their calendar takes the call. */
export function bookingStaffEmail(row: BookingRow, event: BookingEmailEvent, options: BookingEmailOptions): BookingEmail {
  const when = dateTimeSentence(row.start);
  const lead =
    row.lead_id && row.lead_kind ? [{ label: 'Hoort bij', value: `${options.siteUrl}${staffLeadPath(row.lead_kind, row.lead_id)}` }] : [];
  return {
    content: renderEmail({
      subject: staffSubjects[event](row, when),
      preheader:
        event === 'cancelled' && row.cancelled_by
          ? `${row.cancelled_by} annuleerde het gesprek met ${row.name} van ${when}.`
          : `${row.name} ${event === 'cancelled' ? 'annuleerde het gesprek van' : 'heeft een gesprek op'} ${when}.`,
      heading: { booked: 'Nieuw gesprek gepland', moved: 'Gesprek verzet', cancelled: 'Gesprek geannuleerd', reminder: 'Gesprek morgen' }[
        event
      ],
      siteUrl: options.siteUrl,
      blocks: [
        ...(event === 'booked' ? staffNoticesOf(row).map((text): EmailBlock => ({ type: 'paragraph', text })) : []),
        {
          type: 'paragraph',
          text:
            event === 'cancelled'
              ? `${row.cancelled_by ? `${row.cancelled_by} heeft het gesprek met ${row.name}` : `${row.name} heeft het gesprek`} van ${when} geannuleerd; het moment is weer vrij.`
              : `${row.name} ${event === 'moved' ? 'heeft het gesprek verzet naar' : 'heeft een gratis kennismakingsgesprek op'} ${when}${row.calendar === 'team' ? '' : `, bij ${row.calendar}`}. De uitnodiging zit in de bijlage.`,
        },
        { type: 'button', href: `${options.siteUrl}${staffLeadPath('booking', row.id)}`, label: 'Open het gesprek in het beheer' },
        {
          type: 'fields',
          rows: [
            { label: 'Naam', value: row.name },
            { label: 'E-mailadres', value: row.email },
            { label: 'Telefoonnummer', value: row.phone },
            { label: 'Onderwerp', value: row.topic ? bookingTopics[row.topic] : null },
            { label: 'Moment', value: when },
            { label: 'Herkomst', value: describeAttribution(row.attribution) },
            ...lead,
            { label: 'Kenmerk', value: row.id.slice(0, shortIdLength) },
          ],
        },
        ...(row.note ? [{ type: 'quote' as const, label: 'Toelichting', text: row.note }] : []),
      ],
      footerNote: 'Deze melding is automatisch verstuurd door de website. Het gesprek staat ook in het beheer onder Gesprekken.',
    }),
    invitation: invitationOf(row, 'staff', options),
  };
}
