import { describe, expect, it } from 'vitest';
import { bytesMatchType, holdsMacros, ZIP_TAIL_BYTES, zipDirectoryLocation, zipEntryNames } from './file-signatures.ts';
import { docmParts, docxParts, zipOf } from '../tests/support/zip.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pptx = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('bytesMatchType', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(bytesMatchType('image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe(true);
    expect(bytesMatchType('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(bytesMatchType('image/gif', bytes('GIF89a'))).toBe(true);
    expect(bytesMatchType('image/gif', bytes('GIF87a'))).toBe(true);
    expect(bytesMatchType('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe(true);
    expect(bytesMatchType('image/heic', bytes([0, 0, 0, 0x18], 'ftypheic'))).toBe(true);
    expect(bytesMatchType('image/heif', bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBe(true);
    expect(bytesMatchType('application/pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(bytesMatchType(docx, bytes('PK', [3, 4, 20, 0]))).toBe(true);
    expect(bytesMatchType(pptx, bytes('PK', [3, 4, 20, 0]))).toBe(true);
  });

  it('refuses HTML declared as PNG, and a PDF declared as a photo', () => {
    expect(bytesMatchType('image/png', bytes('<!doctype html><script>'))).toBe(false);
    expect(bytesMatchType('image/jpeg', bytes('%PDF-1.4'))).toBe(false);
  });

  it('refuses a video that shares the HEIF container but not its brand', () => {
    expect(bytesMatchType('image/heic', bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe(false);
  });

  it('refuses a file too short to carry the signature, and a type it knows no signature for', () => {
    expect(bytesMatchType('image/png', bytes([0x89], 'PN'))).toBe(false);
    expect(bytesMatchType('text/html', bytes('<html>'))).toBe(false);
  });
});

describe('the ZIP central directory of an Office file', () => {
  const namesIn = (file: Buffer) => {
    const tail = file.subarray(Math.max(0, file.length - ZIP_TAIL_BYTES));
    const location = zipDirectoryLocation(tail);
    if (!location) return null;
    const start = file.length - tail.length;
    return zipEntryNames(tail.subarray(location.offset - start, location.offset - start + location.size));
  };

  it('lists the entries of a Word document from its last bytes', () => {
    expect(namesIn(zipOf(docxParts))).toEqual(Object.keys(docxParts));
  });

  it('finds the VBA project of a macro document renamed .docx, and none in a plain one', () => {
    expect(holdsMacros(namesIn(zipOf(docmParts))!)).toBe(true);
    expect(holdsMacros(namesIn(zipOf(docxParts))!)).toBe(false);
    expect(holdsMacros(['ppt/VBAPROJECT.BIN'])).toBe(true);
    expect(holdsMacros(['word/media/vbaProject.bin.png'])).toBe(false);
  });

  it('reads past a signature in the archive comment, and refuses to choose between two complete end records', () => {
    const signature = 'PK\u0005\u0006';
    expect(namesIn(zipOf(docmParts, { comment: `${signature} is geen eindrecord` }))).toEqual(Object.keys(docmParts));
    expect(namesIn(zipOf(docmParts, { comment: `${signature}${'\u0000'.repeat(18)}` }))).toBeNull();
  });

  it('gives null for bytes that are no ZIP, or a directory cut short', () => {
    expect(zipDirectoryLocation(new TextEncoder().encode('<!doctype html><p>geen zip</p>'.repeat(3)))).toBeNull();
    expect(zipEntryNames(Uint8Array.from([0x50, 0x4b, 0x01, 0x02, 0, 0]))).toBeNull();
  });
});
