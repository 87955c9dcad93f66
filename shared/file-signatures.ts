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
