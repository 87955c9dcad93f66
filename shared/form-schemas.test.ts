import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { contactFields } from './contact-copy.ts';
import { personFields, storedValuesOf, type FormField } from './form-fields.ts';
import { fieldSchema, shapeOf } from './form-schemas.ts';
import { intakeSteps } from './intake-fields.ts';
import { phoneKey } from './phone.ts';
import { fieldErrorsOf } from './validation.ts';

describe('a field defined once', () => {
  it('takes a phone number in every notation the staff search reads, and refuses what it cannot read', () => {
    // Prepare: the notations of the staff search's own test (phone.test.ts), and the one visitors were refused
    const phone = fieldSchema(personFields.phone);
    const typed = [
      '+31 (0)6 1234 5678',
      '+31(0)612345678',
      '06-12345678',
      '06 12 34 56 78',
      '0031 6 12 34 56 78',
      '(06) 12345678',
      '06.12.34.56.78',
    ];

    // Act / Assess
    for (const value of typed) {
      expect(phone.safeParse(value).success, value).toBe(true);
      expect(phoneKey(value), value).toBe('0612345678');
    }
    for (const value of ['12345', '+32 470 12 34 56', '06-1234abcd']) {
      expect(phone.safeParse(value).error?.issues[0]?.message, value).toBe('Voer een geldig Nederlands telefoonnummer in');
    }
    expect(phone.safeParse('').data).toBeNull();
  });

  it('gives each field of a form its own Dutch message, under its name', () => {
    const schema = z.object(shapeOf(contactFields));

    const result = schema.safeParse({ name: ' ', email: 'sanne@', phone: '123', message: '' });

    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      name: 'Naam is verplicht',
      email: 'Voer een geldig e-mailadres in',
      phone: 'Voer een geldig Nederlands telefoonnummer in',
      message: 'Schrijf je bericht',
    });
  });

  it('keeps an optional single-line answer on one line, and an empty one as not given', () => {
    const city = fieldSchema(intakeSteps[1][4]);

    expect(city.safeParse('Zeist\nBcc: iemand@example.com').success).toBe(false);
    expect(city.safeParse('   ').data).toBeNull();
    expect(city.safeParse(undefined).data).toBeNull();
  });

  it('lets "Geen van deze" stand only on its own', () => {
    const assets = fieldSchema(intakeSteps[4][0]);

    expect(assets.safeParse(['none']).success).toBe(true);
    expect(assets.safeParse(['none', 'website']).error?.issues[0]?.message).toBe('Kies "Geen van deze" of wat je al hebt, niet allebei');
    expect(assets.safeParse([]).error?.issues[0]?.message).toBe('Selecteer wat je al hebt (of "Geen van deze")');
  });

  it('stores each answer under its stored name, and one not asked as nothing, whatever was sent for it', () => {
    const fields: readonly FormField[] = intakeSteps[2];

    expect(storedValuesOf(fields, { businessType: 'webshop', businessOther: 'een foodtruck', appDescription: 'een app' })).toEqual({
      business_type: 'webshop',
      business_other: null,
      app_description: null,
    });
    expect(storedValuesOf(fields, { businessType: 'other', businessOther: 'een foodtruck' })).toEqual({
      business_type: 'other',
      business_other: 'een foodtruck',
      app_description: null,
    });
  });
});
