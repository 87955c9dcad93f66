import { describe, expect, it } from 'vitest';
import { lookupOf } from './lookup.ts';

describe('what a search is', () => {
  it('is a phone number in any notation, before anything that looks like an id', () => {
    expect(lookupOf('0612345678')).toEqual({ match: 'phone', value: '0612345678' });
    expect(lookupOf(' +31 6 1234 5678 ')).toEqual({ match: 'phone', value: '0612345678' });
  });

  it('is an id from its first eight characters on, in any case', () => {
    expect(lookupOf('74DA1134')).toEqual({ match: 'id', value: '74da1134' });
    expect(lookupOf('74da1134-9a2b-4c7e-8d01-23456789abcd')).toEqual({ match: 'id', value: '74da1134-9a2b-4c7e-8d01-23456789abcd' });
    expect(lookupOf('74da113')).toBeNull();
  });

  it('is an email address in lower case, as the forms store it', () => {
    expect(lookupOf('Sanne@Voorbeeld.nl')).toEqual({ match: 'email', value: 'sanne@voorbeeld.nl' });
  });

  it('is words otherwise', () => {
    for (const search of [undefined, '', 'zeepfabriek', 'sanne@', 'beautysalon zeist', 'deadbeef cafe'])
      expect(lookupOf(search)).toBeNull();
  });
});
