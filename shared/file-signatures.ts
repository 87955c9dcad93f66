import { SaxesParser } from 'saxes';

/**
 * What a file's first bytes say it is. The declared type is the browser's guess from the name, so HTML
 * saved as "foto.png" arrives as image/png; the bytes decide. Word and PowerPoint files (.docx, .pptx) are
 * ZIP containers; that is as far as the first bytes can see.
 */

/** How many leading bytes the checks need (the HEIF brand ends at byte 12). */
export const SIGNATURE_BYTES = 16;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** ISO base media files (HEIC, HEIF) name their brand after "ftyp" at byte 4. */
function hasBrand(bytes: Uint8Array, brands: readonly string[]): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const brand = String.fromCharCode(...bytes.slice(8, 12));
  return brands.includes(brand);
}

const heifBrands = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1'];
const zip = [0x50, 0x4b, 0x03, 0x04];

const signatures: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  'image/heic': (bytes) => hasBrand(bytes, heifBrands),
  'image/heif': (bytes) => hasBrand(bytes, heifBrands),
  'application/pdf': (bytes) => startsWith(bytes, ascii('%PDF-')),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (bytes) => startsWith(bytes, zip),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': (bytes) => startsWith(bytes, zip),
};

/** True when the first bytes are those of the declared type; false for any type without a known signature. */
export function bytesMatchType(type: string, firstBytes: Uint8Array): boolean {
  return signatures[type.toLowerCase()]?.(firstBytes) ?? false;
}

/*
 * Word and PowerPoint files (.docx, .pptx) are ZIP containers of XML parts. What can run or fetch code in
 * them is found two ways, and the intake refuses a file that has either:
 * - by part name: a VBA project (vbaProject.bin, what a .docm renamed .docx holds), embedded objects
 *   (embeddings/: OLE objects and whole packages) and ActiveX controls (activeX/);
 * - by relationship: every .rels part says which parts and which outside addresses the document uses. A
 *   part can be given any name, but Office finds VBA, OLE objects, ActiveX and imported documents
 *   (altChunk) only through a relationship of their type; and a relationship with TargetMode="External"
 *   points outside the file: a remote template (attachedTemplate) is fetched when the file opens, with its
 *   macros, and so are external images, frames and linked objects, to any address (a \\server\share path
 *   hands over the reader's Windows credentials). Only hyperlinks to web or mail addresses stay allowed:
 *   Office follows those when a reader clicks them, and refusing them would refuse most business plans.
 * The check reads the ZIP's central directory from the end of the file and then only the .rels parts,
 * each inflated with a hard limit, so a ZIP bomb costs at most those limits.
 */

/** The ZIP-based types whose parts and relationships are checked. */
export const officeZipTypes: ReadonlySet<string> = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** The end-of-central-directory record is 22 bytes plus a comment of up to 65,535. */
export const ZIP_TAIL_BYTES = 22 + 0xffff;

/** A ZIP local file header is 30 bytes before its name and extra field. */
export const ZIP_LOCAL_HEADER_BYTES = 30;

/**
 * Bounds of the relationship check. Real .rels parts are a few kilobytes; a presentation has one per slide.
 * Anything beyond these is not an Office file we can vouch for, and is refused as unreadable.
 */
export const officeCheckLimits = {
  /** Entries in the central directory. */
  maxEntries: 10_000,
  /** .rels parts read. */
  maxRelationshipParts: 2_000,
  /** Bytes one .rels part may inflate to. */
  maxPartBytes: 1024 * 1024,
  /** Bytes all .rels parts together may inflate to. */
  maxTotalBytes: 16 * 1024 * 1024,
} as const;

/**
 * Where the central directory lies, from the last bytes of a ZIP file; null when they hold no such record,
 * or more than one that could be it: a second record hidden in the archive comment could point a reader
 * at a harmless directory while another reader finds the real one, so an ambiguous file is not read at all.
 */
export function zipDirectoryLocation(tail: Uint8Array): { offset: number; size: number } | null {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const records: number[] = [];
  for (let at = tail.length - 22; at >= 0 && at >= tail.length - ZIP_TAIL_BYTES; at -= 1) {
    // The real record's comment runs exactly to the end of the file.
    if (view.getUint32(at, true) === 0x06054b50 && at + 22 + view.getUint16(at + 20, true) === tail.length) records.push(at);
  }
  if (records.length !== 1) return null;
  const size = view.getUint32(records[0]! + 12, true);
  const offset = view.getUint32(records[0]! + 16, true);
  // ZIP64 puts its real values elsewhere; an Office file of at most 10 MB never needs it.
  if (size === 0xffffffff || offset === 0xffffffff) return null;
  return { offset, size };
}

/** One entry of a ZIP central directory: where its data is and how it is stored. */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; Office writes no other. */
  method: number;
  /** General purpose flags; bit 0 means encrypted. */
  flags: number;
  compressedSize: number;
  size: number;
  /** Where the entry's local header starts. */
  headerOffset: number;
};

/** The entries of a ZIP central directory; null when the bytes are not one. */
export function zipEntries(directory: Uint8Array): ZipEntry[] | null {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at < directory.length) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > directory.length || entries.length >= officeCheckLimits.maxEntries) return null;
    entries.push({
      name: decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      flags: view.getUint16(at + 8, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      headerOffset: view.getUint32(at + 42, true),
    });
    at = next;
  }
  return entries;
}

/**
 * Where an entry's data starts, from its local header (whose extra field may differ in length from the
 * central directory's); null when the bytes are no local header, or one under another name: a reader that
 * walks the local headers would then see another part than one that follows the directory.
 */
export function zipDataOffset(entry: ZipEntry, localHeader: Uint8Array): number | null {
  if (localHeader.length < ZIP_LOCAL_HEADER_BYTES) return null;
  const view = new DataView(localHeader.buffer, localHeader.byteOffset, localHeader.byteLength);
  if (view.getUint32(0, true) !== 0x04034b50) return null;
  const nameLength = view.getUint16(26, true);
  const name = localHeader.subarray(ZIP_LOCAL_HEADER_BYTES, ZIP_LOCAL_HEADER_BYTES + nameLength);
  if (name.length !== nameLength || new TextDecoder().decode(name) !== entry.name) return null;
  return entry.headerOffset + ZIP_LOCAL_HEADER_BYTES + nameLength + view.getUint16(28, true);
}

/** What makes an Office file unacceptable; the intake and the staff email say it in Dutch. */
export const officeFindings = ['macros', 'embedded-object', 'activex', 'external-link', 'unreadable'] as const;
export type OfficeFinding = (typeof officeFindings)[number];

/**
 * Why an attachment is refused: its bytes are not its type, an Office finding, or (at the worker's copy)
 * the file changed after the intake checked it.
 */
export const fileFindings = ['not-what-it-says', ...officeFindings, 'changed'] as const;
export type FileFinding = (typeof fileFindings)[number];

/** OPC part names ignore case and may be written with either slash. */
const partName = (name: string) => name.replace(/\\/g, '/').toLowerCase();

/**
 * What the part names alone give away, before any part is read: a VBA project, embedded objects, ActiveX
 * controls or a web add-in wherever the author put them; and a directory no reader would see the same way (two entries of
 * one name, an encrypted entry, sizes ZIP64 keeps elsewhere).
 */
export function officeEntriesFinding(entries: readonly ZipEntry[]): OfficeFinding | null {
  const names = entries.map((entry) => partName(entry.name));
  if (new Set(names).size !== names.length) return 'unreadable';
  if (entries.some((entry) => (entry.flags & 1) !== 0 || entry.size === 0xffffffff || entry.compressedSize === 0xffffffff)) {
    return 'unreadable';
  }
  if (names.some((name) => /(^|\/)vbaproject\.bin$|(^|\/)vbadata\.xml$/.test(name))) return 'macros';
  if (names.some((name) => /(^|\/)embeddings\//.test(name))) return 'embedded-object';
  if (names.some((name) => /(^|\/)activex\//.test(name))) return 'activex';
  // An Office web add-in: its code comes from the add-in store when the document opens.
  if (names.some((name) => /(^|\/)webextensions\//.test(name))) return 'external-link';
  return null;
}

/** The .rels parts, which the relationship check reads. */
export function relationshipParts(entries: readonly ZipEntry[]): ZipEntry[] {
  return entries.filter((entry) => partName(entry.name).endsWith('.rels'));
}

/** Relationship types (the last segment of their URI) Office resolves to code or to another document. */
const relationshipTypeFindings: Readonly<Record<string, OfficeFinding>> = {
  vbaproject: 'macros',
  wordvbadata: 'macros',
  keymapcustomizations: 'macros',
  oleobject: 'embedded-object',
  package: 'embedded-object',
  // altChunk: a whole document (RTF, HTML, MHT) imported when the file opens, with whatever it embeds.
  afchunk: 'embedded-object',
  control: 'activex',
  activexcontrol: 'activex',
  activexcontrolbinary: 'activex',
  // A template, even inside the file, brings its own macros into the document.
  attachedtemplate: 'external-link',
  // Office web add-ins (a task pane or content add-in): their code is fetched from the store on opening.
  webextensiontaskpanes: 'external-link',
  webextension: 'external-link',
};

/** Hyperlinks a reader clicks; nothing fetches them on opening. */
const clickableTarget = /^(https?:\/\/|mailto:)/i;

/**
 * The finding for one .rels part, by a strict XML parser (saxes): a part that is not well-formed XML, or
 * declares a DTD (OPC forbids one; its entities could hide an attribute from a check), is unreadable. Every
 * element whose local name is Relationship counts, in any namespace.
 */
export function relationshipsFinding(xml: string): OfficeFinding | null {
  let finding: OfficeFinding | null = null;
  const worst = (next: OfficeFinding) => {
    if (finding === null || officeFindings.indexOf(next) < officeFindings.indexOf(finding)) finding = next;
  };
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('doctype', () => worst('unreadable'));
  parser.on('opentag', (tag) => {
    if (tag.local !== 'Relationship') return;
    const attribute = (name: string) => {
      const found = Object.values(tag.attributes).find((candidate) => candidate.local === name && candidate.prefix === '');
      return found?.value.trim() ?? '';
    };
    const type = attribute('Type').replace(/\/+$/, '');
    const typeFinding = relationshipTypeFindings[type.slice(type.lastIndexOf('/') + 1).toLowerCase()];
    if (typeFinding) worst(typeFinding);
    if (attribute('TargetMode').toLowerCase() === 'external') {
      const hyperlink = /\/hyperlink$/i.test(type);
      if (!hyperlink || !clickableTarget.test(attribute('Target'))) worst('external-link');
    }
  });
  try {
    parser.write(xml).close();
  } catch {
    return 'unreadable';
  }
  return finding;
}

/**
 * A .rels part's bytes as text: UTF-8 or UTF-16 (either byte order, by its byte order mark or by the first
 * character, which must be "<"), as OPC allows; null for any other encoding.
 */
export function relationshipsText(bytes: Uint8Array): string | null {
  const [first, second] = [bytes[0], bytes[1]];
  let encoding = 'utf-8';
  if ((first === 0xff && second === 0xfe) || (first === 0x3c && second === 0x00)) encoding = 'utf-16le';
  else if ((first === 0xfe && second === 0xff) || (first === 0x00 && second === 0x3c)) encoding = 'utf-16be';
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.trimStart().startsWith('<') ? text : null;
  } catch {
    return null;
  }
}
