import * as z from 'zod/mini';
import { uploads } from './business-facts.ts';
import { emailField, multiLine, noControlCharacters, optionalDutchPhone, singleLine, submissionIdField } from './validation.ts';
import { messages as common } from './validation-messages.ts';

/*
 * The ten-step intake (SPEC.md sections 3-5): its options with their Dutch labels, its messages, and the
 * schemas the browser checks per step and the Lambda checks as a whole.
 */

type Option<K extends string> = { readonly value: K; readonly label: string; readonly hint?: string };

function options<K extends string>(list: readonly Option<K>[]) {
  return list;
}

export const businessTypeOptions = options([
  { value: 'beauty-salon', label: 'Beautysalon of kapsalon' },
  { value: 'webshop', label: 'Webshop' },
  { value: 'clothing-brand', label: 'Kledingmerk' },
  { value: 'coaching-business', label: 'Coaching of training' },
  { value: 'restaurant-cafe', label: 'Restaurant of café' },
  { value: 'app-software', label: 'App of software' },
  { value: 'other', label: 'Iets anders' },
] as const);

export const currentStageOptions = options([
  { value: 'idea-only', label: 'Ik heb alleen nog een idee' },
  { value: 'already-started', label: 'Ik ben net begonnen' },
  { value: 'few-clients', label: 'Ik heb al een paar klanten' },
  { value: 'want-growth', label: 'Mijn bedrijf draait en ik wil groeien' },
] as const);

export const existingAssetOptions = options([
  { value: 'kvk-registration', label: 'KvK-inschrijving' },
  { value: 'business-bank', label: 'Zakelijke bankrekening' },
  { value: 'business-plan', label: 'Ondernemingsplan' },
  { value: 'logo-branding', label: 'Logo en huisstijl' },
  { value: 'website', label: 'Website' },
  { value: 'clients-revenue', label: 'Klanten en omzet' },
  { value: 'none', label: 'Geen van deze' },
] as const);

export const helpNeededOptions = options([
  { value: 'business-financial-plan', label: 'Ondernemingsplan en financieel plan' },
  { value: 'branding', label: 'Branding: logo en huisstijl' },
  { value: 'website', label: 'Website' },
  { value: 'webshop', label: 'Webshop' },
  { value: 'crm-booking', label: 'CRM of boekingssysteem' },
  { value: 'pos-kassa', label: 'Kassasysteem' },
  { value: 'mobile-web-app', label: 'Mobiele app of webapp' },
  { value: 'ai-integration', label: 'AI en automatisering' },
  { value: 'coaching-strategy', label: 'Coaching en strategie' },
  { value: 'marketing-content', label: 'Marketing en content' },
  { value: 'something-else', label: 'Iets anders' },
] as const);

export const timelineOptions = options([
  { value: 'asap', label: 'Zo snel mogelijk' },
  { value: '1-month', label: 'Binnen een maand' },
  { value: '3-months', label: 'Binnen drie maanden' },
  { value: 'exploring', label: 'Ik oriënteer me nog' },
] as const);

export const budgetOptions = options([
  { value: 'no-budget', label: 'Nog geen budget' },
  { value: 'small', label: 'Minder dan € 2.000' },
  { value: 'average', label: '€ 2.000 tot € 5.000' },
  { value: 'higher', label: 'Meer dan € 5.000' },
] as const);

type ValuesOf<T extends readonly Option<string>[]> = T[number]['value'];
export type BusinessType = ValuesOf<typeof businessTypeOptions>;
export type CurrentStage = ValuesOf<typeof currentStageOptions>;
export type ExistingAsset = ValuesOf<typeof existingAssetOptions>;
export type HelpNeeded = ValuesOf<typeof helpNeededOptions>;
export type Timeline = ValuesOf<typeof timelineOptions>;
export type Budget = ValuesOf<typeof budgetOptions>;

const valuesOf = <T extends readonly Option<string>[]>(list: T) => list.map((option) => option.value) as [ValuesOf<T>, ...ValuesOf<T>[]];

/** The Dutch label of an option key, for emails, the leads tool and summaries. */
export function optionLabel(list: readonly Option<string>[], value: string): string {
  return list.find((option) => option.value === value)?.label ?? value;
}

/**
 * How a stored intake reads for people: each stored (snake_case) field with its Dutch label, in the
 * order staff read it, and its option keys turned into their labels. The staff email and the leads
 * tool both show an intake this way.
 */
export const intakeFieldLabels = {
  first_name: 'Voornaam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  age: 'Leeftijd',
  city: 'Woonplaats',
  business_type: 'Wat wil je starten',
  app_description: 'Over de app',
  current_stage: 'Waar sta je nu',
  existing_assets: 'Wat heb je al',
  help_needed: 'Hulp nodig bij',
  help_other: 'Toelichting',
  timeline: 'Wanneer starten',
  budget: 'Budget',
  dream_description: 'Droom of doel',
} as const;

export type IntakeField = keyof typeof intakeFieldLabels;

const optionListOf: Partial<Record<IntakeField, readonly Option<string>[]>> = {
  business_type: businessTypeOptions,
  current_stage: currentStageOptions,
  existing_assets: existingAssetOptions,
  help_needed: helpNeededOptions,
  timeline: timelineOptions,
  budget: budgetOptions,
};

/** A stored answer as text: option keys as their labels, lists joined; '' when not given. */
export function describeAnswer(field: IntakeField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const list = optionListOf[field];
  const describe = (item: unknown) => (list ? optionLabel(list, String(item)) : String(item));
  return Array.isArray(value) ? value.map(describe).join(', ') : describe(value);
}

export const INTAKE_STEPS = 10;
export const DREAM_MAX = 2500;
export const HELP_OTHER_MAX = 500;
export const APP_DESCRIPTION_MAX = 1000;
/** Faster than this from opening the form to the submit is a script, not a person. */
export const MIN_FILL_MS = 5000;

export const intakeMessages = {
  firstNameRequired: 'Voornaam is verplicht',
  emailRequired: common.emailRequired,
  emailInvalid: common.emailInvalid,
  phoneInvalid: common.dutchPhoneInvalid,
  businessTypeRequired: 'Selecteer wat je wilt starten',
  currentStageRequired: 'Selecteer waar je nu staat',
  existingAssetsRequired: 'Selecteer wat je al hebt (of "Geen van deze")',
  noneWithOthers: 'Kies "Geen van deze" of wat je al hebt, niet allebei',
  helpNeededRequired: 'Selecteer waarmee je hulp nodig hebt',
  timelineRequired: 'Selecteer wanneer je wilt starten',
  budgetRequired: 'Selecteer je huidige budget',
  dreamRequired: 'Beschrijf je droom of doel',
  dreamTooLong: 'Maximaal 2500 karakters toegestaan',
  acceptTermsRequired: 'Je moet akkoord gaan met de algemene voorwaarden en privacy verklaring',
  saveFailed: {
    title: 'Er is iets misgegaan',
    description: 'Je aanvraag kon niet worden verzonden. Probeer het later opnieuw of neem direct contact met ons op.',
  },
  success: {
    title: 'Formulier succesvol verstuurd! ✅',
    description: 'Je ontvangt zo een bevestiging per e-mail.',
  },
} as const;

/** Encouragement shown when the visitor picks one of these answers (SPEC.md section 4). */
export const encouragements = {
  budgetNoBudget: 'Geen budget? Geen probleem. We denken met je mee over financiering, en soms betaal je pas als je financiering rond is.',
  stageIdeaOnly: 'Een idee is het mooiste begin. Samen maken we er een plan van dat werkt.',
  assetNone: 'Iedereen begint ergens. We helpen je stap voor stap aan alles wat je nodig hebt.',
  beautySalon: 'Leuk! We hielpen al meerdere salons in de regio aan een vliegende start.',
} as const;

function requiredChoice<T extends readonly Option<string>[]>(list: T, message: string) {
  return z.enum(valuesOf(list), { error: message });
}

function requiredChoices<T extends readonly Option<string>[]>(list: T, message: string) {
  return z.array(z.enum(valuesOf(list), { error: message }), { error: message }).check(
    z.minLength(1, message),
    z.maxLength(list.length, message),
    z.refine((values) => new Set(values).size === values.length, message),
  );
}

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, common.tooLong(max)), noControlCharacters))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

/** Age is not validated (SPEC.md section 5); it is kept as a whole number when it is one, otherwise left empty. */
const ageField = z.pipe(
  z.optional(z.nullable(z.union([z.string().check(z.maxLength(10)), z.number()]))),
  z.transform((value: string | number | null | undefined) => {
    const parsed = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
    return Number.isInteger(parsed) && parsed > 0 && parsed < 130 ? parsed : null;
  }),
);

/** The fields of each step; the browser validates one step at a time with these. */
export const stepShapes = {
  1: {
    firstName: singleLine(intakeMessages.firstNameRequired, 100),
    email: emailField,
    phone: optionalDutchPhone,
    age: ageField,
    city: optionalText(100),
  },
  2: {
    businessType: requiredChoice(businessTypeOptions, intakeMessages.businessTypeRequired),
    appDescription: optionalText(APP_DESCRIPTION_MAX),
    helpOther: optionalText(HELP_OTHER_MAX),
  },
  3: { currentStage: requiredChoice(currentStageOptions, intakeMessages.currentStageRequired) },
  4: {
    existingAssets: requiredChoices(existingAssetOptions, intakeMessages.existingAssetsRequired).check(
      z.refine((values) => !(values.includes('none') && values.length > 1), intakeMessages.noneWithOthers),
    ),
  },
  5: {
    helpNeeded: requiredChoices(helpNeededOptions, intakeMessages.helpNeededRequired),
    helpOther: optionalText(HELP_OTHER_MAX),
  },
  6: { timeline: requiredChoice(timelineOptions, intakeMessages.timelineRequired) },
  7: { budget: requiredChoice(budgetOptions, intakeMessages.budgetRequired) },
  8: { dreamDescription: multiLine(intakeMessages.dreamRequired, DREAM_MAX) },
  9: {},
  10: { acceptTerms: z.literal(true, { error: intakeMessages.acceptTermsRequired }) },
} as const;

export type IntakeStep = keyof typeof stepShapes;
export const stepSchemas = Object.fromEntries(Object.entries(stepShapes).map(([step, shape]) => [step, z.object(shape)])) as {
  [S in IntakeStep]: z.ZodMiniObject<(typeof stepShapes)[S]>;
};

export const uploadedFileSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(300)),
  name: singleLine('Bestandsnaam ontbreekt', 255),
});

/** The whole intake as POST /api/intake receives it. */
export const intakeSchema = z.object({
  ...stepShapes[1],
  ...stepShapes[2],
  ...stepShapes[3],
  ...stepShapes[4],
  ...stepShapes[5],
  ...stepShapes[6],
  ...stepShapes[7],
  ...stepShapes[8],
  ...stepShapes[10],
  submissionId: submissionIdField,
  uploadedFiles: z._default(
    z.array(uploadedFileSchema).check(z.maxLength(uploads.maxFiles, `Je kunt maximaal ${uploads.maxFiles} bestanden meesturen`)),
    [],
  ),
  /** Honeypot: hidden from people, filled by simple bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
  /**
   * How long the visitor has had the form open, in milliseconds, as the browser measured it itself
   * (performance.now(), added up over reloads): never a clock time, so a device whose clock is off by
   * any amount is judged the same as any other.
   */
  fillMs: z.optional(z.number().check(z.gte(0))),
});

export type IntakeInput = z.input<typeof intakeSchema>;
export type Intake = z.output<typeof intakeSchema>;

/* Attachments */

/** Accepted attachment types: by MIME type and by extension, both must agree. */
export const acceptedFileTypes: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

/** For the file input's accept attribute. */
export const acceptAttribute = [
  ...Object.keys(acceptedFileTypes),
  ...Object.values(acceptedFileTypes)
    .flat()
    .map((ext) => `.${ext}`),
].join(',');

export const uploadMessages = {
  tooMany: `Je kunt maximaal ${uploads.maxFiles} bestanden toevoegen.`,
  wrongType: (name: string) => `${name} is geen toegestaan bestandstype. Kies een afbeelding, pdf, Word- of PowerPoint-bestand.`,
  tooLarge: (name: string) => `${name} is groter dan ${uploads.maxFileMegabytes} MB.`,
  empty: (name: string) => `${name} is leeg.`,
  failed: (name: string) => `${name} kon niet worden geüpload. Probeer het opnieuw.`,
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

/** POST /api/uploads asks for presigned uploads for these files. */
export const uploadRequestSchema = z.object({
  submissionId: submissionIdField,
  files: z
    .array(
      z.object({
        name: singleLine('Bestandsnaam ontbreekt', 255),
        type: z.string().check(z.maxLength(200)),
        size: z.number().check(z.int(), z.nonnegative()),
      }),
      { error: 'Kies minstens één bestand' },
    )
    .check(z.minLength(1, 'Kies minstens één bestand'), z.maxLength(uploads.maxFiles, uploadMessages.tooMany)),
});

export type UploadRequest = z.output<typeof uploadRequestSchema>;
