import { uploads } from './business-facts.ts';

/*
 * What an attachment may be (types, size) and its Dutch messages, checked alike in the browser before an
 * upload and in the Lambdas that hand out and check the presigned uploads.
 */

/** Accepted attachment types: by MIME type and by extension, both must agree. */
export const acceptedFileTypes: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

/**
 * Office formats that can carry macros, a common way to slip malware to staff: the old binary formats
 * and every macro-enabled OOXML variant. Refused with their own message, so the visitor knows what to do.
 */
const macroExtensions = [
  'doc',
  'dot',
  'docm',
  'dotm',
  'xls',
  'xlt',
  'xlsm',
  'xltm',
  'xlsb',
  'xlam',
  'ppt',
  'pot',
  'pps',
  'pptm',
  'potm',
  'ppsm',
  'ppam',
  'sldm',
];

function mayCarryMacros(file: Pick<FileDescription, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  return (
    macroExtensions.includes(extensionOf(file.name)) ||
    type.includes('macroenabled') ||
    ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'].includes(type)
  );
}

/** Every extension an accepted type may have, lower case. */
export const acceptedExtensions: readonly string[] = Object.values(acceptedFileTypes).flat();

/** For the file input's accept attribute. */
export const acceptAttribute = [
  ...Object.keys(acceptedFileTypes),
  ...Object.values(acceptedFileTypes)
    .flat()
    .map((ext) => `.${ext}`),
].join(',');

export const uploadMessages = {
  tooMany: `Je kunt maximaal ${uploads.maxFiles} bestanden toevoegen.`,
  wrongType: (name: string) =>
    `${name} is geen toegestaan bestandstype. Kies een afbeelding, pdf, Word- of PowerPoint-bestand (.docx of .pptx).`,
  macros: (name: string) =>
    `${name} kan macro's bevatten en die nemen we niet aan. Sla het op als pdf, .docx of .pptx en voeg het opnieuw toe.`,
  contentMismatch: (name: string) =>
    `${name} is niet wat de bestandsnaam zegt. Kies het oorspronkelijke bestand of sla het opnieuw op als pdf.`,
  tooLarge: (name: string) => `${name} is groter dan ${uploads.maxFileMegabytes} MB.`,
  empty: (name: string) => `${name} is leeg.`,
  failed: (name: string) => `${name} kon niet worden geüpload. Probeer het opnieuw.`,
  notYours: 'Een van je bestanden hoort niet bij deze aanvraag. Ga terug naar stap 9 en voeg het opnieuw toe.',
} as const;

export type FileDescription = { name: string; type: string; size: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The content type we store a file under, or null when its type or extension is not accepted. */
export function acceptedContentType(file: Pick<FileDescription, 'name' | 'type'>): string | null {
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  if (type && acceptedFileTypes[type]?.includes(extension)) return type;
  // Some browsers report no type (HEIC on desktop, for example): the extension decides then.
  if (!type) return Object.entries(acceptedFileTypes).find(([, extensions]) => extensions.includes(extension))?.[0] ?? null;
  return null;
}

/** Why a file cannot be attached, in Dutch; null when it can. */
export function fileProblem(file: FileDescription): string | null {
  if (mayCarryMacros(file)) return uploadMessages.macros(file.name);
  if (!acceptedContentType(file)) return uploadMessages.wrongType(file.name);
  if (file.size <= 0) return uploadMessages.empty(file.name);
  if (file.size > uploads.maxFileBytes) return uploadMessages.tooLarge(file.name);
  return null;
}

/** "2,4 MB": a file size in megabytes, Dutch notation. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  // A small scan or photo would read "0,0 MB", as if it were empty.
  if (bytes > 0 && megabytes < 0.05) return '< 0,1 MB';
  return `${new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(megabytes)} MB`;
}
