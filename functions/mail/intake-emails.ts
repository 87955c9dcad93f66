import { availability, brand, claims, claimText, contact, domain, replyTime } from '../../shared/business-facts.ts';
import { replyDeadline } from '../../shared/reply-time.ts';
import { describeAttribution } from '../../shared/attribution.ts';
import { formatMegabytes } from '../../shared/attachments.ts';
import {
  businessTypeOptions,
  describeAnswer,
  intakeFieldLabels,
  optionLabel,
  otherAnswers,
  ownOptionLabels,
  type IntakeField,
} from '../../shared/intake-options.ts';
import { cleanFileName } from '../../shared/file-names.ts';
import type { FileFinding } from '../../shared/file-signatures.ts';
import type { IntakeRow, StoredFile } from '../records/intake-record.ts';
import type { DownloadLink } from '../storage/attachments.ts';
import { attachedPrefix } from '../../shared/upload-keys.ts';
import type { EmailOptions } from './contact-emails.ts';
import { greetingOf, presentableFirstName } from './greeting.ts';
import { formatDutchDateTime, renderEmail, type EmailBlock, type EmailContent, type EmailField } from './layout.ts';
import { staffNoticesOf } from './staff-notices.ts';

/** Every answer of the intake under its Dutch label, as staff read it; empty optional answers show as not given. */
export function intakeAnswerFields(row: IntakeRow): EmailField[] {
  const answers: Record<IntakeField, unknown> = { ...row, ...otherAnswers(row) };
  const shownWhenGiven: readonly IntakeField[] = ['app_description', 'business_other', 'help_other'];
  return (Object.keys(intakeFieldLabels) as IntakeField[])
    .filter((field) => field !== 'dream_description')
    .filter((field) => (shownWhenGiven.includes(field) ? Boolean(answers[field]) : true))
    .map((field) => ({ label: intakeFieldLabels[field], value: describeAnswer(field, answers[field]) || null }));
}

/** For staff: "Iets anders: foodtruck" rather than a bare "Iets anders" when the visitor said what. */
function businessTypeText(row: IntakeRow): string {
  const label = optionLabel(businessTypeOptions, row.business_type);
  const other = otherAnswers(row).business_other;
  // A subject is one line: the API lets line breaks through in free text, so they become spaces here.
  return row.business_type === 'other' && other ? `${label}: ${other.replace(/\s+/g, ' ').trim()}` : label;
}

export type AttachmentPlan = {
  /** Files sent along with the staff email. */
  attached: readonly StoredFile[];
  /** Files too large to send along; staff fetch them from storage. */
  stored: readonly StoredFile[];
  /** Files the worker refused (storage/attachments.ts): named in the email, never sent or kept. */
  refused: readonly StoredFile[];
};

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

/** SES takes messages up to 10 MB after base64 (which adds a third): keep the raw files under 7 MB. */
export const MAX_ATTACHED_BYTES = 7 * 1024 * 1024;

/** Sends the files along while they fit in one email, largest last; the rest stay in storage. */
export function planAttachments(files: readonly StoredFile[]): AttachmentPlan {
  const attached: StoredFile[] = [];
  const stored: StoredFile[] = [];
  let total = 0;
  for (const file of [...files].filter((candidate) => !candidate.refused).sort((a, b) => a.size - b.size)) {
    if (total + file.size <= MAX_ATTACHED_BYTES) {
      attached.push(file);
      total += file.size;
    } else {
      stored.push(file);
    }
  }
  return { attached, stored, refused: files.filter((file) => file.refused) };
}

/** To staff, Reply-To the visitor: every answer, and where the attachments are. */
export function intakeStaffEmail(
  row: IntakeRow,
  plan: AttachmentPlan,
  options: EmailOptions & { bucket: string; links?: ReadonlyMap<string, DownloadLink> },
): EmailContent {
  const replyBy = replyDeadline(new Date(row.created_at));
  const linkOf = (file: StoredFile) => options.links?.get(file.key);
  const fileLines = [
    ...plan.attached.map((file) => `${cleanFileName(file.name)} (${formatMegabytes(file.size)}): meegestuurd als bijlage`),
    ...plan.stored.map((file) => {
      const link = linkOf(file);
      return link
        ? `${cleanFileName(file.name)} (${formatMegabytes(file.size)}): te groot om mee te sturen; download met de knop hieronder (geldig tot ${formatDutchDateTime(link.expiresAt)})`
        : `${cleanFileName(file.name)} (${formatMegabytes(file.size)}): te groot om mee te sturen, staat in de bucket ${options.bucket} onder ${file.key}`;
    }),
    ...plan.refused.map((file) => `${cleanFileName(file.name)} (${formatMegabytes(file.size)}): ${refusedReasons[file.refused!]}`),
  ];
  const downloadButtons = plan.stored.flatMap((file) => {
    const link = linkOf(file);
    return link ? [{ type: 'button' as const, href: link.url, label: `Download ${file.name}` }] : [];
  });
  return renderEmail({
    subject: `Nieuwe intake van ${row.first_name}: ${businessTypeText(row)}`,
    preheader: `${row.first_name} vulde de intake in. Reageer uiterlijk ${formatDutchDateTime(replyBy)}.`,
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
        text: `We beloven ${replyTime.promise} te reageren, dus uiterlijk ${formatDutchDateTime(replyBy)}.`,
      },
      {
        type: 'fields',
        rows: [
          ...intakeAnswerFields(row),
          { label: 'Ontvangen op', value: formatDutchDateTime(row.created_at) },
          { label: 'Herkomst', value: describeAttribution(row.attribution) },
          { label: 'Kenmerk', value: row.id },
        ],
      },
      { type: 'quote', label: 'Droom of doel', text: row.dream_description },
      ...(fileLines.length > 0
        ? [
            { type: 'quote' as const, label: `Bijlagen (${fileLines.length})`, text: fileLines.join('\n') },
            ...downloadButtons,
            {
              type: 'paragraph' as const,
              text: `Alle bijlagen blijven ook bewaard in de bucket ${options.bucket}, map ${attachedPrefix(row.id)}. Download ze met npm run leads -- files ${row.id} of via de S3-console.`,
            },
          ]
        : [{ type: 'paragraph' as const, text: 'Er zijn geen bijlagen meegestuurd.' }]),
    ],
    footerNote:
      'Deze melding is automatisch verstuurd door de website. De intake is ook opgeslagen; zoek hem op met het kenmerk hierboven.',
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
  const firstName = presentableFirstName(row.first_name);
  const ours = (field: IntakeField) => ownOptionLabels(field, row[field as keyof IntakeRow]) || null;
  return renderEmail({
    subject: `We hebben je intake ontvangen | ${brand.name}`,
    preheader: `Je hoort ${replyTime.promise} van ons.`,
    heading: firstName ? `Bedankt, ${firstName}!` : 'Bedankt!',
    siteUrl: options.siteUrl,
    blocks: [
      { type: 'paragraph', text: greetingOf(row.first_name) },
      {
        type: 'paragraph',
        text: `Wat leuk dat je je plannen met ons deelt! We hebben je intake goed ontvangen en nemen ${replyTime.promise} contact met je op voor een gratis kennismakingsgesprek.`,
      },
      { type: 'paragraph', text: 'Dit is wat je ons vertelde:' },
      {
        type: 'fields',
        rows: [
          { label: 'Je wilt starten', value: ours('business_type') },
          { label: 'Waar je nu staat', value: ours('current_stage') },
          { label: 'Hulp bij', value: ours('help_needed') },
          { label: 'Wanneer', value: ours('timeline') },
          { label: 'Budget', value: ours('budget') },
          { label: 'Bijlagen', value: row.uploaded_files.length > 0 ? String(row.uploaded_files.length) : 'Geen' },
        ],
      },
      {
        type: 'paragraph',
        text: `Zo gaat het verder: we lezen je antwoorden, bereiden een eerste advies voor en bellen of mailen je ${replyTime.promise}. In een gratis gesprek van ${claims.introCallMinutes} minuten kijken we samen wat je nodig hebt en wat dat kost.`,
      },
      {
        type: 'paragraph',
        text: `Wil je nog iets toevoegen? Beantwoord dan gewoon deze e-mail. Heb je haast? Bel of app ons op ${claimText(contact.phoneDisplay, contact)} (${availability.days} van ${availability.opens} tot ${availability.closes} uur).`,
      },
      { type: 'paragraph', text: `Hartelijke groet,\nTeam ${brand.name}` },
    ],
    footerNote: `Je ontvangt deze e-mail omdat dit e-mailadres is ingevuld in de intake op ${domain}. Was jij dat niet? Dan kun je deze e-mail negeren.`,
  });
}
