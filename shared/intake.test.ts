import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptedContentType, fileProblem, formatMegabytes } from './attachments.ts';
import {
  budgetOptions,
  businessTypeOptions,
  currentStageOptions,
  existingAssetOptions,
  helpNeededOptions,
  otherAnswers,
  timelineOptions,
} from './intake-options.ts';
import { optionLabel } from './form-fields.ts';
import { intakeSchema, stepSchemas, uploadRequestSchema } from './intake.ts';
import { fieldErrorsOf } from './validation.ts';

const errorsOf = (step: keyof typeof stepSchemas, values: object) => {
  const result = stepSchemas[step].safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const complete = {
  firstName: 'Sanne',
  email: 'sanne@voorbeeld.nl',
  phone: '06-12345678',
  age: '29',
  city: 'Zeist',
  businessType: 'beauty-salon',
  currentStage: 'idea-only',
  existingAssets: ['none'],
  helpNeeded: ['branding', 'website'],
  timeline: '3-months',
  budget: 'no-budget',
  dreamDescription: 'Een eigen salon met vaste klanten.',
  acceptTerms: true,
  submissionId: '6f1c2a8e-4b1d-4c7e-9a55-0f6b2c3d4e5f',
};

describe('the intake option lists', () => {
  it('carry exactly the stored option keys, each with a Dutch label', () => {
    expect(businessTypeOptions.map((o) => o.value)).toEqual([
      'beauty-salon',
      'webshop',
      'clothing-brand',
      'coaching-business',
      'restaurant-cafe',
      'app-software',
      'other',
    ]);
    expect(currentStageOptions.map((o) => o.value)).toEqual(['idea-only', 'already-started', 'few-clients', 'want-growth']);
    expect(existingAssetOptions.map((o) => o.value)).toEqual([
      'kvk-registration',
      'business-bank',
      'business-plan',
      'logo-branding',
      'website',
      'clients-revenue',
      'none',
    ]);
    expect(helpNeededOptions.map((o) => o.value)).toEqual([
      'business-financial-plan',
      'branding',
      'website',
      'webshop',
      'crm-booking',
      'pos-kassa',
      'mobile-web-app',
      'ai-integration',
      'coaching-strategy',
      'marketing-content',
      'something-else',
    ]);
    expect(timelineOptions.map((o) => o.value)).toEqual(['asap', '1-month', '3-months', 'exploring']);
    expect(budgetOptions.map((o) => o.value)).toEqual(['no-budget', 'small', 'average', 'higher']);
  });

  it('shows the budget bands with their euro ranges in Dutch notation', () => {
    expect(optionLabel(budgetOptions, 'small')).toBe('Minder dan € 2.000');
    expect(optionLabel(budgetOptions, 'average')).toBe('€ 2.000 tot € 5.000');
    expect(optionLabel(budgetOptions, 'higher')).toBe('Meer dan € 5.000');
  });
});

describe('the intake step rules', () => {
  it('step 1 requires a first name and a valid email', () => {
    expect(errorsOf(1, {})).toEqual({ firstName: 'Voornaam is verplicht', email: 'E-mailadres is verplicht' });
    expect(errorsOf(1, { firstName: ' ', email: 'sanne@' })).toEqual({
      firstName: 'Voornaam is verplicht',
      email: 'Voer een geldig e-mailadres in',
    });
  });

  it.each(['06 12345678', '06-1234 5678', '(06) 12345678', '+31 6 12345678', '0031612345678', '030 123 4567', ''])(
    'step 1 accepts the phone number "%s"',
    (phone) => {
      expect(errorsOf(1, { firstName: 'Sanne', email: 'sanne@voorbeeld.nl', phone })).toEqual({});
    },
  );

  it.each(['0612345', '06123456789', '+32 6 12345678', '00 12345678', '0012345678', 'zes twee'])(
    'step 1 refuses the phone number "%s"',
    (phone) => {
      expect(errorsOf(1, { firstName: 'Sanne', email: 'sanne@voorbeeld.nl', phone })).toEqual({
        phone: 'Voer een geldig Nederlands telefoonnummer in',
      });
    },
  );

  it('steps 2, 3, 6 and 7 each require their choice', () => {
    expect(errorsOf(2, {})).toEqual({ businessType: 'Selecteer wat je wilt starten' });
    expect(errorsOf(3, {})).toEqual({ currentStage: 'Selecteer waar je nu staat' });
    expect(errorsOf(6, {})).toEqual({ timeline: 'Selecteer wanneer je wilt starten' });
    expect(errorsOf(7, {})).toEqual({ budget: 'Selecteer je huidige budget' });
    expect(errorsOf(7, { budget: 'veel' })).toEqual({ budget: 'Selecteer je huidige budget' });
  });

  it('steps 4 and 5 require at least one item', () => {
    expect(errorsOf(4, { existingAssets: [] })).toEqual({ existingAssets: 'Selecteer wat je al hebt (of "Geen van deze")' });
    expect(errorsOf(5, { helpNeeded: [] })).toEqual({ helpNeeded: 'Selecteer waarmee je hulp nodig hebt' });
    expect(errorsOf(4, { existingAssets: ['website'] })).toEqual({});
  });

  it('step 4 does not accept "Geen van deze" together with an asset', () => {
    expect(errorsOf(4, { existingAssets: ['none', 'website'] }).existingAssets).toBeDefined();
  });

  it('step 8 requires a description of at most 2500 characters', () => {
    expect(errorsOf(8, { dreamDescription: '' })).toEqual({ dreamDescription: 'Beschrijf je droom of doel' });
    expect(errorsOf(8, { dreamDescription: 'x'.repeat(2501) })).toEqual({ dreamDescription: 'Maximaal 2500 tekens' });
    expect(errorsOf(8, { dreamDescription: 'x'.repeat(2500) })).toEqual({});
  });

  it('step 8 counts characters as a person sees them: an emoji or a flag is one', () => {
    // Each text is longer than 2500 in JavaScript's count (UTF-16 units) and within the byte limit.
    expect(errorsOf(8, { dreamDescription: 'ok🚀 '.repeat(625) })).toEqual({});
    expect(errorsOf(8, { dreamDescription: 'Nederland 🇳🇱 '.repeat(208) + 'abcd' })).toEqual({});
    expect(errorsOf(8, { dreamDescription: 'ok🚀 '.repeat(625) + '🚀' })).toEqual({
      dreamDescription: 'Maximaal 2500 tekens',
    });
  });

  it('step 9 has no rules and step 10 requires the terms', () => {
    expect(errorsOf(9, {})).toEqual({});
    expect(errorsOf(10, { acceptTerms: false })).toEqual({
      acceptTerms: 'Vink aan dat je akkoord gaat met de algemene voorwaarden en de privacyverklaring hebt gelezen',
    });
  });
});

describe('the whole intake', () => {
  it('parses age to a whole number and leaves empty optional fields null', () => {
    const parsed = intakeSchema.parse({ ...complete, age: '29 jaar', phone: '' });

    expect(parsed.age).toBe(29);
    expect(parsed.phone).toBeNull();
    expect(parsed.helpOther).toBeNull();
    expect(parsed.businessOther).toBeNull();
    expect(parsed.uploadedFiles).toEqual([]);
  });

  it('keeps an age that is no number as empty rather than refusing it', () => {
    expect(intakeSchema.parse({ ...complete, age: 'dertig' }).age).toBeNull();
  });

  it('refuses more than five uploaded files', () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ key: `intake/x/${i}.pdf`, name: `${i}.pdf` }));

    const result = intakeSchema.safeParse({ ...complete, uploadedFiles: files });

    expect(result.success).toBe(false);
  });
});

describe('the two "other" answers of a stored intake', () => {
  it('reads them apart from a row that stores them apart', () => {
    expect(otherAnswers({ business_type: 'other', business_other: 'Foodtruck', help_other: 'Een pitch' })).toEqual({
      business_other: 'Foodtruck',
      help_other: 'Een pitch',
    });
  });

  it('gives an older row\'s single answer to the question whose "other" choice was made, or to both', () => {
    const old = { help_other: 'Foodtruck' };
    expect(otherAnswers({ ...old, business_type: 'other', help_needed: ['website'] })).toEqual({
      business_other: 'Foodtruck',
      help_other: null,
    });
    expect(otherAnswers({ ...old, business_type: 'webshop', help_needed: ['something-else'] })).toEqual({
      business_other: null,
      help_other: 'Foodtruck',
    });
    expect(otherAnswers({ ...old, business_type: 'other', help_needed: ['something-else'] })).toEqual({
      business_other: 'Foodtruck',
      help_other: 'Foodtruck',
    });
    expect(otherAnswers({ help_other: null, business_type: 'other', help_needed: [] })).toEqual({ business_other: null, help_other: null });
  });
});

describe('attachments', () => {
  it('accepts images, pdf, Word and PowerPoint when type and extension agree', () => {
    expect(acceptedContentType({ name: 'plan.PDF', type: 'application/pdf' })).toBe('application/pdf');
    expect(
      acceptedContentType({ name: 'pitch.pptx', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' }),
    ).not.toBeNull();
    expect(acceptedContentType({ name: 'foto.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(acceptedContentType({ name: 'foto.heic', type: '' })).toBe('image/heic');
  });

  it('refuses other types, and files whose extension does not match their type', () => {
    expect(fileProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toContain('geen toegestaan bestandstype');
    expect(fileProblem({ name: 'plan.pdf.exe', type: 'application/pdf', size: 10 })).toContain('geen toegestaan bestandstype');
    expect(fileProblem({ name: 'tekening.svg', type: 'image/svg+xml', size: 10 })).toContain('geen toegestaan bestandstype');
  });

  it('refuses every Office format that can carry macros, with its own Dutch message', () => {
    for (const [name, type] of [
      ['offerte.doc', 'application/msword'],
      ['begroting.xls', 'application/vnd.ms-excel'],
      ['pitch.ppt', 'application/vnd.ms-powerpoint'],
      ['plan.docm', 'application/vnd.ms-word.document.macroEnabled.12'],
      ['cijfers.xlsm', ''],
      ['pitch.pptm', 'application/vnd.ms-powerpoint.presentation.macroEnabled.12'],
      ['plan.docx', 'application/vnd.ms-word.document.macroEnabled.12'],
    ] as const) {
      expect(fileProblem({ name, type, size: 10 }), name).toBe(
        `${name} kan macro's bevatten en die nemen we niet aan. Sla het op als pdf, .docx of .pptx en voeg het opnieuw toe.`,
      );
    }
    expect(acceptAttribute).not.toMatch(/\.doc,|\.ppt,|msword|ms-powerpoint|\.docm|\.xls/);
    expect(acceptAttribute).toContain('.docx');
  });

  it('refuses files over 10 MB and empty files', () => {
    expect(fileProblem({ name: 'groot.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe('groot.pdf is groter dan 10 MB.');
    expect(fileProblem({ name: 'leeg.pdf', type: 'application/pdf', size: 0 })).toBe('leeg.pdf is leeg.');
    expect(fileProblem({ name: 'precies.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('shows sizes in megabytes with a Dutch decimal comma', () => {
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatMegabytes(69)).toBe('< 0,1 MB');
  });

  it('asks for at most five uploads at once', () => {
    const file = { name: 'a.pdf', type: 'application/pdf', size: 1 };
    const result = uploadRequestSchema.safeParse({ submissionId: complete.submissionId, files: Array(6).fill(file) });

    expect(result.success).toBe(false);
    expect(result.error && fieldErrorsOf(result.error).files).toBe('Je kunt maximaal 5 bestanden toevoegen.');
  });
});
