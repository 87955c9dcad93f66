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
 * Macro-enabled Office files renamed .docx or .pptx: the same ZIP container, but holding a VBA project
 * (word/vbaProject.bin, ppt/vbaProject.bin). The first bytes cannot tell; the ZIP's central directory at
 * the end of the file lists every entry's name, so the intake reads that and refuses such a file like any
 * other macro file.
 */

/** The ZIP-based types whose entries are checked for a VBA project. */
export const officeZipTypes: ReadonlySet<string> = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** The end-of-central-directory record is 22 bytes plus a comment of up to 65,535. */
export const ZIP_TAIL_BYTES = 22 + 0xffff;

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

/** The entry names of a ZIP central directory; null when the bytes are not one. */
export function zipEntryNames(directory: Uint8Array): string[] | null {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = 0;
  while (at < directory.length) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > directory.length) return null;
    names.push(decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
}

/** True when the entries include a VBA project, wherever the file's author put it. */
export function holdsMacros(names: readonly string[]): boolean {
  return names.some((name) => /(^|[\\/])vbaProject\.bin$/i.test(name));
}
