import { describe, expect, it } from 'vitest';
import { bytesMatchType } from './file-signatures.ts';

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
