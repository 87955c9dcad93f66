/*
 * The intake's answer options with their Dutch labels, and how a stored intake reads for people. Apart from
 * the schema (shared/intake.ts), so the staff email and the leads tool can label answers without zod.
 */

export type Option<K extends string> = { readonly value: K; readonly label: string; readonly hint?: string };

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

export type ValuesOf<T extends readonly Option<string>[]> = T[number]['value'];
export type BusinessType = ValuesOf<typeof businessTypeOptions>;
export type CurrentStage = ValuesOf<typeof currentStageOptions>;
export type ExistingAsset = ValuesOf<typeof existingAssetOptions>;
export type HelpNeeded = ValuesOf<typeof helpNeededOptions>;
export type Timeline = ValuesOf<typeof timelineOptions>;
export type Budget = ValuesOf<typeof budgetOptions>;

/** The keys of an option list, in the form z.enum takes them. */
export const valuesOf = <T extends readonly Option<string>[]>(list: T) =>
  list.map((option) => option.value) as [ValuesOf<T>, ...ValuesOf<T>[]];

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
  business_other: 'Wat wil je starten (iets anders)',
  app_description: 'Over de app',
  current_stage: 'Waar sta je nu',
  existing_assets: 'Wat heb je al',
  help_needed: 'Hulp nodig bij',
  help_other: 'Hulp nodig bij (iets anders)',
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

/**
 * Only the labels we wrote for the options a stored answer names, joined; '' for a free-text field, a
 * value that is no option of ours, or nothing. What an email to an unverified address may say of an answer.
 */
export function ownOptionLabels(field: IntakeField, value: unknown): string {
  const list = optionListOf[field];
  if (!list) return '';
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((item) => list.find((option) => option.value === item)?.label)
    .filter((label): label is string => label !== undefined)
    .join(', ');
}

/** A stored answer as text: option keys as their labels, lists joined; '' when not given. */
export function describeAnswer(field: IntakeField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const list = optionListOf[field];
  const describe = (item: unknown) => (list ? optionLabel(list, String(item)) : String(item));
  return Array.isArray(value) ? value.map(describe).join(', ') : describe(value);
}

/**
 * The two "other" answers of a stored intake, each under its own question. Rows stored before the two
 * were separated hold one `help_other` for both questions and no `business_other`: that text goes to the
 * question (or both questions) whose "other" choice the visitor had made, so old rows read like new ones.
 * Rows are not rewritten; they are read this way wherever they are shown.
 */
export function otherAnswers(row: Record<string, unknown>): { business_other: string | null; help_other: string | null } {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  if ('business_other' in row) return { business_other: text(row.business_other), help_other: text(row.help_other) };
  const legacy = text(row.help_other);
  const helpSaysOther = Array.isArray(row.help_needed) && row.help_needed.includes('something-else');
  const businessSaysOther = row.business_type === 'other';
  return {
    business_other: businessSaysOther ? legacy : null,
    help_other: helpSaysOther || !businessSaysOther ? legacy : null,
  };
}
