import type { Option } from './form-fields.ts';

/*
 * The intake's answer options with their Dutch labels (the questions that ask them are in intake-fields.ts).
 * Apart from the schema (shared/intake.ts), so the staff email and the leads tool can label answers without zod.
 */

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
