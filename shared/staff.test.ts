import { describe, expect, it } from 'vitest';
import { safeStaffReturnPath, staffLeadPath } from './staff.ts';

const origin = 'https://www.startsprong.nl';

describe('where a staff sign-in returns to', () => {
  it('returns to a page of the staff area with its query', () => {
    expect(safeStaffReturnPath('/beheer/leads/intake/74da1134', origin)).toBe('/beheer/leads/intake/74da1134');
    expect(safeStaffReturnPath('/beheer?eigenaar=anna&opvolgen=vandaag', origin)).toBe('/beheer?eigenaar=anna&opvolgen=vandaag');
    expect(safeStaffReturnPath('/beheer', origin)).toBe('/beheer');
  });

  it('never leaves the site or the staff area, whatever the path says', () => {
    for (const value of [
      'https://evil.example/beheer',
      '//evil.example/beheer',
      '/\\evil.example/beheer',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/beheerder',
      '/blog/zzp-of-bv',
      '/beheer/../contact',
      '/%2F%2Fevil.example/beheer',
      '',
      undefined,
      42,
    ]) {
      expect(safeStaffReturnPath(value, origin), String(value)).toBe('/beheer');
    }
  });

  it('never returns to the pages that take part in signing in', () => {
    expect(safeStaffReturnPath('/beheer/aanmelden?code=x', origin, ['/beheer/aanmelden'])).toBe('/beheer');
  });

  it('writes a lead’s page with its kind and id', () => {
    expect(staffLeadPath('contact', '6f1c2a4e-3b8d-4c55-9a0e-1f2d3c4b5a69')).toBe(
      '/beheer/leads/contact/6f1c2a4e-3b8d-4c55-9a0e-1f2d3c4b5a69',
    );
  });
});
