import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brand, formatEuro, prices, replyTimes } from '../../../../shared/business-facts.ts';
import { articlePlaceholders, fillPlaceholders } from './placeholders.ts';

describe('the placeholders of an article', () => {
  it('are filled in from the business facts', () => {
    const text = fillPlaceholders('Bij {merk} kost het CRM vanaf {prijs.crm}; je hoort binnen {intake.reactietijd} van ons.', 'x.md');

    expect(text).toBe(
      `Bij ${brand.name} kost het CRM vanaf ${formatEuro(prices.systems.crm)}; je hoort binnen ${replyTimes.intakeHours} uur van ons.`,
    );
  });

  it('stop the build on an unknown key, naming the file and the key', () => {
    expect(() => fillPlaceholders('Vanaf {prijs.crn}', 'web/content/blog/x.md')).toThrow(
      /web\/content\/blog\/x\.md: onbekende plaatshouder \{prijs\.crn\}/,
    );
  });

  it('leave other braces alone', () => {
    expect(fillPlaceholders('Een {Hoofdletter} of { spatie }', 'x.md')).toBe('Een {Hoofdletter} of { spatie }');
  });
});

describe('the README', () => {
  it('lists every placeholder an article may use, and no other', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Content'), readme.indexOf('## Reading leads'));
    const documented = [...section.matchAll(/`\{([a-z][a-z0-9.-]*)\}`/g)].map((match) => match[1]);

    expect(documented.sort()).toEqual(Object.keys(articlePlaceholders).sort());
  });
});
