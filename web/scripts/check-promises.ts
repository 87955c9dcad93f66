/**
 * After the build: refuses a second reply-time promise. The site makes one (`replyTime.promise` in
 * shared/business-facts.ts, "binnen één werkdag"); a page, article or script that says "binnen 24 uur",
 * "binnen 48 uur" or "meestal binnen een paar uur" about our reply stops the build, naming the file and the
 * sentence. Deadlines of other procedures are not reply times: a complaint answered in 14 days, a privacy
 * request handled within the month the AVG gives, and anything said of someone else (the KvK, the bank).
 * The emails are held to the same rule by functions/mail/promises.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { replyTime } from '../../shared/business-facts.ts';
import { builtFiles } from './built-files.ts';

/** "binnen 24 uur", "binnen twee werkdagen", "binnen een paar uur": a time span after "binnen". */
const span =
  /\bbinnen\s+(?:(?:een|één|enkele|een paar|\d+|twee|drie|vier|vijf|zes|zeven|acht|tien|veertien)\s+)?(?:uur|uren|werkdag(?:en)?|dag(?:en)?|minuten|week|weken)\b/gi;

/** A sentence about our answer: who replies (we, our team) or what the visitor gets from us. */
const aboutOurReply =
  /\b(?:we|wij)\b[^.!?]*\b(?:reageren|antwoorden|bellen|mailen|nemen|reageert)\b|\b(?:reageren|antwoorden|bellen|mailen|nemen)\s+we\b|\bhoor je\b[^.!?]*\b(?:van ons|wat)\b|\breactie\b|\bhoor je van ons\b/i;

/** Deadlines of other procedures, which a reply time does not replace. */
const otherProcedure = /\bklacht|\bverzoek\b|\bherroep|\bfactu(?:ur|ren)\b|\bbetaal/i;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

/** Every sentence in this text that promises a reply in another time than the one promise. */
export function otherReplyPromises(text: string): string[] {
  return sentences(text.replace(/\s+/g, ' ')).filter((sentence) => {
    const spans = [...sentence.matchAll(span)].map((match) => match[0].toLowerCase().replace(/\s+/g, ' '));
    if (spans.length === 0 || spans.every((found) => found === replyTime.promise)) return false;
    return aboutOurReply.test(sentence) && !otherProcedure.test(sentence);
  });
}

/** The words of a built page or script, without markup. */
export function readableText(source: string): string {
  return source
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');
  const found = builtFiles(siteDir, (name) => /\.(html|js)$/.test(name)).flatMap((file) =>
    otherReplyPromises(readableText(readFileSync(file, 'utf8'))).map(
      (sentence) => `  ${relative(siteDir, file)}: "${sentence.trim().slice(0, 200)}"`,
    ),
  );
  if (found.length > 0) {
    console.error(
      `De site belooft één reactietijd, "${replyTime.promise}" (replyTime in shared/business-facts.ts). Deze zinnen beloven een andere:\n${found.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Reactietijd: overal "${replyTime.promise}"`);
}
