import { dateTimeSentence } from '../../shared/agency-clock.ts';
import { brand, claims, domain, replyTime } from '../../shared/business-facts.ts';
import { replyDeadline } from '../../shared/reply-time.ts';
import { describeAttribution } from '../../shared/attribution.ts';
import { formatMegabytes } from '../../shared/attachments.ts';
import { businessTypeOptions, otherAnswers } from '../../shared/intake-options.ts';
import { describeValue, optionLabel, ownOptionLabels, staffLabel, storedName, summaryLabel } from '../../shared/form-fields.ts';
import { intakeFields } from '../../shared/intake-fields.ts';
import { cleanFileName } from '../../shared/file-names.ts';
import type { FileFinding } from '../../shared/file-signatures.ts';
import { shortIdLength } from '../../shared/staff-inbox.ts';
import type { IntakeRow, StoredFile } from '../records/intake-record.ts';
import { inAHurry, staffLeadButton, type EmailOptions } from './contact-emails.ts';
import { greetingOf } from './greeting.ts';
import { renderEmail, type EmailBlock, type EmailContent, type EmailField } from './layout.ts';
import { staffNoticesOf } from './staff-notices.ts';

/**
 * Every answer of the intake (shared/intake-fields.ts) under its staff label; empty optional answers show as
 * not given, a question asked only on a condition shows only when answered. The dream is quoted apart.
 */
export function intakeAnswerFields(row: IntakeRow): EmailField[] {
  const answers: Record<string, unknown> = { ...row, ...otherAnswers(row) };
  return intakeFields
    .filter((field) => storedName(field) !== 'dream_description')
    .filter((field) => (field.shownWhen ? Boolean(answers[storedName(field)]) : true))
    .map((field) => ({ label: staffLabel(field), value: describeValue(field, answers[storedName(field)]) || null }));
}

/** For staff: "Iets anders: foodtruck" rather than a bare "Iets anders" when the visitor said what. */
function businessTypeText(row: IntakeRow): string {
  const label = optionLabel(businessTypeOptions, row.business_type);
  const other = otherAnswers(row).business_other;
  // A subject is one line: the API lets line breaks through in free text, so they become spaces here.
  return row.business_type === 'other' && other ? `${label}: ${other.replace(/\s+/g, ' ').trim()}` : label;
}

/** Why the worker refused a file, for staff: the file is named, never opened. */
const refusedReasons: Record<FileFinding, string> = {
  changed: 'geweigerd: het bestand werd na de controle vervangen (mogelijk een poging om iets anders binnen te smokkelen)',
  'not-what-it-says': 'geweigerd: de inhoud is niet wat de bestandsnaam zegt',
  macros: "geweigerd: bevat macro's",
  'embedded-object': 'geweigerd: bevat een ingesloten object of bestand',
  activex: 'geweigerd: bevat ActiveX-besturingselementen',
  'external-link': 'geweigerd: haalt bij het openen iets op van buiten het bestand',
  unreadable: 'geweigerd: geen Word- of PowerPoint-bestand dat we kunnen controleren',
};

/**
 * A file as staff read it: its name and size, and for one the worker refused, why. A refused file was never
 * put in place, so the staff area has nothing to open; the email and the lead's page name it.
 */
export function fileLine(file: StoredFile): string {
  return `${cleanFileName(file.name)} (${formatMegabytes(file.size)})${file.refused ? `: ${refusedReasons[file.refused]}` : ''}`;
}

/** The staff notification's subject; the erasure page names the email by it. */
export function intakeStaffSubject(row: IntakeRow): string {
  return `Nieuwe intake van ${row.first_name}: ${businessTypeText(row)}`;
}

/**
 * To staff, Reply-To the visitor: every answer, the files by name, and a link to the intake in the staff
 * area. The files themselves are opened there (after sign-in, each opening recorded), never carried by the
 * email: a copy in a mailbox outlives an erasure and the retention period, and a link in an email works for
 * whoever it is forwarded to.
 */
export function intakeStaffEmail(row: IntakeRow, options: EmailOptions): EmailContent {
  const replyBy = replyDeadline(new Date(row.created_at));
  const fileLines = row.uploaded_files.map(fileLine);
  return renderEmail({
    subject: intakeStaffSubject(row),
    preheader: `${row.first_name} vulde de intake in. Reageer uiterlijk ${dateTimeSentence(replyBy)}.`,
    heading: 'Nieuwe intake',
    siteUrl: options.siteUrl,
    blocks: [
      ...staffNoticesOf(row).map((text): EmailBlock => ({ type: 'paragraph', text })),
      {
        type: 'paragraph',
        text: `${row.first_name} vulde de gratis intake in op de website. Beantwoord deze e-mail om direct te reageren: je antwoord gaat naar ${row.email}.`,
      },
      {
        type: 'paragraph',
        text: `We beloven ${replyTime.promise} te reageren, dus uiterlijk ${dateTimeSentence(replyBy)}.`,
      },
      staffLeadButton('intake', row.id, options, 'Open de intake in het beheer'),
      {
        type: 'fields',
        rows: [
          ...intakeAnswerFields(row),
          { label: 'Ontvangen op', value: dateTimeSentence(row.created_at) },
          { label: 'Herkomst', value: describeAttribution(row.attribution) },
          { label: 'Kenmerk', value: row.id.slice(0, shortIdLength) },
        ],
      },
      { type: 'quote', label: 'Droom of doel', text: row.dream_description },
      ...(fileLines.length > 0
        ? [
            { type: 'quote' as const, label: `Bijlagen (${fileLines.length})`, text: fileLines.join('\n') },
            {
              type: 'paragraph' as const,
              text: 'De bijlagen open je in het beheer, via de knop hierboven. Ze gaan niet mee met deze e-mail, zodat er na het wissen van de gegevens geen kopie in een mailbox achterblijft.',
            },
          ]
        : [{ type: 'paragraph' as const, text: 'Er zijn geen bijlagen meegestuurd.' }]),
    ],
    footerNote:
      'Deze melding is automatisch verstuurd door de website. De intake staat ook in het beheer; zoek hem daar op met het kenmerk hierboven.',
  });
}

/**
 * To the visitor, Reply-To staff: a short summary of the choices made and what happens next. Nobody has
 * verified the address, so nothing typed travels along: no "other" text, no app or dream description, no
 * city, no file names, a name only when it looks like one (greeting.ts). The summary holds only the labels
 * of options we wrote ourselves; visitor-emails.integration.test.ts fills every field with a lure to
 * hold this.
 */
export function intakeVisitorEmail(row: IntakeRow, options: EmailOptions): EmailContent {
  const answers: Record<string, unknown> = row;
  // One greeting (the "Hoi" line, not also the heading) and the reply promise once, in the body.
  return renderEmail({
    subject: `We hebben je intake ontvangen | ${brand.name}`,
    preheader: 'Dit is wat je ons vertelde, en zo gaat het verder.',
    heading: 'Je intake is binnen',
    siteUrl: options.siteUrl,
    blocks: [
      { type: 'paragraph', text: greetingOf(row.first_name) },
      {
        type: 'paragraph',
        text: `Bedankt dat je je plannen met ons deelt. We lezen je antwoorden zelf en bellen of mailen je ${replyTime.promise} om een gratis kennismaking van ${claims.introCallMinutes} minuten te plannen.`,
      },
      { type: 'paragraph', text: 'Dit is wat je ons vertelde:' },
      {
        type: 'fields',
        rows: [
          // Only the questions whose answers are labels we wrote (inVisitorEmail), as the visitor's summary named them.
          ...intakeFields
            .filter((field) => 'inVisitorEmail' in field && field.inVisitorEmail)
            .map((field) => ({ label: summaryLabel(field), value: ownOptionLabels(field, answers[storedName(field)]) || null })),
          { label: 'Bijlagen', value: row.uploaded_files.length > 0 ? String(row.uploaded_files.length) : 'Geen' },
        ],
      },
      {
        type: 'paragraph',
        text: 'Zo gaat het verder: we bereiden een eerste advies voor, en in de kennismaking kijken we samen wat je nodig hebt en wat dat kost.',
      },
      { type: 'paragraph', text: `Wil je nog iets toevoegen? Beantwoord dan deze e-mail. ${inAHurry()}` },
      { type: 'paragraph', text: `Hartelijke groet,\nTeam ${brand.name}` },
    ],
    footerNote: `Je ontvangt deze e-mail omdat dit e-mailadres is ingevuld in de intake op ${domain}. Was jij dat niet? Dan kun je deze e-mail negeren.`,
  });
}
