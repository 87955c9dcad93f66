import { describe, expect, it } from 'vitest';
import { greetingOf, presentableFirstName } from './greeting.ts';

describe('presentableFirstName', () => {
  it.each([
    ['Jan de Vries', 'Jan'],
    ['  Anne-Marie  ', 'Anne-Marie'],
    ["D'Angelo Rossi", "D'Angelo"],
    ['Zoë', 'Zoë'],
    ['Çağla Yıldız', 'Çağla'],
    ['Jan P. Jansen', 'Jan'],
  ])('shows the first name of %s', (name, first) => {
    expect(presentableFirstName(name)).toBe(first);
  });

  it.each([['www.evil.example'], ['https://x.nl'], ['Jan2'], ['a@b.nl'], ['J.'], ['Klik hier voor je gratis prijs nu'], ['<b>Jan</b>']])(
    'shows nothing of %s',
    (name) => {
      expect(presentableFirstName(name)).toBeNull();
    },
  );
});

describe('greetingOf', () => {
  it('greets by first name, or without a name', () => {
    expect(greetingOf('Marie de Vries')).toBe('Hoi Marie,');
    expect(greetingOf('https://evil.example')).toBe('Hoi,');
  });
});
