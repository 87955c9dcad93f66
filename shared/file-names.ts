/**
 * A visitor's file name as everything shows it: the browser's list, the API's row, the staff email, the
 * SES attachment and the leads tool's download. One cleaning for all of them, so a name that looks safe
 * in one place cannot be read differently in another.
 */

/** Long enough for any real document title, short enough for a subject line, a disk and a table cell. */
export const MAX_FILE_NAME_LENGTH = 120;

const FALLBACK_NAME = 'bijlage';

/**
 * Control characters (C0, DEL, C1) and the Unicode format characters that reorder or hide text: the
 * bidirectional marks, embeddings, overrides and isolates ("factuur\u202Efdp.exe" reads as "factuurexe.pdf"),
 * zero-width characters and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** Characters Windows refuses in a file name; staff download attachments there. */
const RESERVED = /[<>:"|?*]/g;

/**
 * The name without folders, invisible or reordering characters and Windows-reserved characters, with
 * whitespace collapsed and at most MAX_FILE_NAME_LENGTH characters (the extension kept). A name with
 * nothing left becomes "bijlage", with its extension when it had one.
 */
export function cleanFileName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const cleaned = base
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // A leading dot hides a file on macOS and Linux; trailing dots and spaces vanish on Windows.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const stem = extension ? cleaned.slice(0, dot) : cleaned;
  if (!stem) return `${FALLBACK_NAME}${extension}`;
  const chars = [...stem];
  const room = MAX_FILE_NAME_LENGTH - extension.length;
  return chars.length > room ? `${chars.slice(0, room).join('').trimEnd()}${extension}` : `${stem}${extension}`;
}
