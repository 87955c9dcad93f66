import { describe, expect, it } from 'vitest';
import {
  bytesMatchType,
  officeEntriesFinding,
  relationshipParts,
  relationshipsFinding,
  relationshipsText,
  ZIP_TAIL_BYTES,
  zipDataOffset,
  zipDirectoryLocation,
  zipEntries,
  type ZipEntry,
} from './file-signatures.ts';
import { craftedCases, craftedDocx, docmParts, docxParts, zipOf } from '../tests/support/zip.ts';

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
  const entriesIn = (file: Buffer) => {
    const tail = file.subarray(Math.max(0, file.length - ZIP_TAIL_BYTES));
    const location = zipDirectoryLocation(tail);
    if (!location) return null;
    const start = file.length - tail.length;
    return zipEntries(tail.subarray(location.offset - start, location.offset - start + location.size));
  };
  const namesIn = (file: Buffer) => entriesIn(file)?.map((entry) => entry.name) ?? null;

  it('lists the entries of a Word document from its last bytes, with where each one starts', () => {
    const file = zipOf(docxParts, { deflate: true });
    const entries = entriesIn(file)!;
    expect(entries.map((entry) => entry.name)).toEqual(Object.keys(docxParts));
    expect(entries.every((entry) => entry.method === 8)).toBe(true);
    const rels = entries.find((entry) => entry.name === '_rels/.rels')!;
    const header = file.subarray(rels.headerOffset, rels.headerOffset + 30 + rels.name.length);
    expect(zipDataOffset(rels, header)).toBe(rels.headerOffset + 30 + rels.name.length);
    // A directory entry pointing at another part's local header is not read.
    expect(zipDataOffset({ ...rels, name: 'word/_rels/document.xml.rels' }, header)).toBeNull();
  });

  it('reads past a signature in the archive comment, and refuses to choose between two complete end records', () => {
    const signature = 'PK\u0005\u0006';
    expect(namesIn(zipOf(docmParts, { comment: `${signature} is geen eindrecord` }))).toEqual(Object.keys(docmParts));
    expect(namesIn(zipOf(docmParts, { comment: `${signature}${'\u0000'.repeat(18)}` }))).toBeNull();
  });

  it('gives null for bytes that are no ZIP, or a directory cut short', () => {
    expect(zipDirectoryLocation(new TextEncoder().encode('<!doctype html><p>geen zip</p>'.repeat(3)))).toBeNull();
    expect(zipEntries(Uint8Array.from([0x50, 0x4b, 0x01, 0x02, 0, 0]))).toBeNull();
  });
});

describe('what the part names of an Office file give away', () => {
  const entry = (name: string, flags = 0): ZipEntry => ({ name, method: 8, flags, compressedSize: 10, size: 20, headerOffset: 0 });
  const finding = (...names: string[]) => officeEntriesFinding(names.map((name) => entry(name)));

  it('finds a VBA project, embedded objects and ActiveX controls wherever they are, in any case', () => {
    expect(finding('word/document.xml', 'word/vbaProject.bin')).toBe('macros');
    expect(finding('ppt/VBAPROJECT.BIN')).toBe('macros');
    expect(finding('word/vbaData.xml')).toBe('macros');
    expect(finding('word/embeddings/oleObject1.bin')).toBe('embedded-object');
    expect(finding('ppt/embeddings/Microsoft_Excel_Worksheet.xlsx')).toBe('embedded-object');
    expect(finding('word\\activeX\\activeX1.bin')).toBe('activex');
    expect(finding('word/webextensions/webextension1.xml')).toBe('external-link');
  });

  it('finds nothing in a plain document, nor in a picture whose name only looks alike', () => {
    expect(finding(...Object.keys(docxParts), 'word/media/vbaProject.bin.png')).toBeNull();
  });

  it('will not read a directory that two readers could see differently', () => {
    expect(finding('word/document.xml', 'WORD/document.xml')).toBe('unreadable');
    expect(officeEntriesFinding([entry('word/document.xml', 1)])).toBe('unreadable');
    expect(officeEntriesFinding([{ ...entry('word/document.xml'), size: 0xffffffff }])).toBe('unreadable');
  });

  it('reads only the relationship parts', () => {
    expect(relationshipParts(Object.keys(docxParts).map((name) => entry(name))).map((part) => part.name)).toEqual([
      '_rels/.rels',
      'word/_rels/document.xml.rels',
    ]);
  });
});

describe('what the relationships of an Office file give away', () => {
  const relsOf = (parts: Record<string, string>) =>
    Object.entries(parts)
      .filter(([name]) => name.endsWith('.rels'))
      .map(([, xml]) => relationshipsFinding(xml));

  it('lets a plain document through, hyperlinks to web and mail addresses included', () => {
    expect(relsOf(docxParts)).toEqual([null, null]);
  });

  it.each(craftedCases.filter(([what]) => what !== 'a VBA project'))('finds %s', (_what, parts, expected) => {
    expect(relsOf(parts)).toContain(expected);
  });

  it('reads an embedded document (altChunk) and a relationship in another namespace prefix', () => {
    const altChunk =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="a" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="afchunk.rtf"/></Relationships>';
    const prefixed =
      '<r:Relationships xmlns:r="http://schemas.openxmlformats.org/package/2006/relationships"><r:Relationship Id="a" Type="x/image" Target="https://evil.example/a.png" TargetMode="External"/></r:Relationships>';
    expect(relationshipsFinding(altChunk)).toBe('embedded-object');
    expect(relationshipsFinding(prefixed)).toBe('external-link');
  });

  it('finds an Office web add-in, whose code the store sends when the document opens', () => {
    const taskPane =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="a" Type="http://schemas.microsoft.com/office/2011/relationships/webextensiontaskpanes" Target="word/webextensions/taskpanes.xml"/></Relationships>';
    expect(relationshipsFinding(taskPane)).toBe('external-link');
  });

  it('calls XML that is not well-formed unreadable instead of guessing', () => {
    expect(relationshipsFinding('<Relationships><Relationship Target="a>b" TargetMode="External"></Relationships>')).toBe('unreadable');
  });

  it('reads UTF-16 parts by their byte order mark or first character, and nothing that does not start with "<"', () => {
    const xml = craftedDocx.externalImage['word/_rels/document.xml.rels'];
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    const utf16be = Buffer.from(xml, 'utf16le').swap16();
    expect(relationshipsFinding(relationshipsText(utf16le)!)).toBe('external-link');
    expect(relationshipsFinding(relationshipsText(utf16be)!)).toBe('external-link');
    expect(relationshipsText(Buffer.from('PK\u0003\u0004 geen xml'))).toBeNull();
  });
});
