import { describe, expect, it } from 'vitest';
import { internationalPhone, isMobilePhone, phoneKey } from './phone.ts';

describe('a phone number as the inbox looks it up', () => {
  it('gives one key for a Dutch number in every common notation', () => {
    for (const typed of [
      '0612345678',
      '06-12345678',
      '06 12 34 56 78',
      '06-1234 5678',
      '+31612345678',
      '+31 6 1234 5678',
      '+31 (0)6 12345678',
      '+31(0)612345678',
      '0031612345678',
      '0031 6 12 34 56 78',
      '(06) 12345678',
      '06.12.34.56.78',
      '06/12345678',
    ]) {
      expect(phoneKey(typed), typed).toBe('0612345678');
    }
    expect(phoneKey('030 - 123 45 67')).toBe('0301234567');
  });

  it('gives no key for what is not a Dutch number', () => {
    for (const typed of [
      '',
      '12345678',
      '061234567',
      '06123456789',
      '+32 470 12 34 56',
      '0012345678',
      'sanne@voorbeeld.nl',
      '06-1234abcd',
    ]) {
      expect(phoneKey(typed), typed).toBeNull();
    }
  });

  it('writes the key as a tel: number and knows a mobile one', () => {
    expect(internationalPhone('0612345678')).toBe('+31612345678');
    expect(isMobilePhone('0612345678')).toBe(true);
    expect(isMobilePhone('0301234567')).toBe(false);
  });
});
