import { describe, expect, it } from 'vitest';
import { brand, priceText, prices, replyTime } from '../../../../shared/business-facts.ts';
import { fillPlaceholders, typedFigures } from './placeholders.ts';

describe('the placeholders of an article', () => {
  it('are filled in from the business facts', () => {
    const text = fillPlaceholders('Bij {merk} kost het CRM vanaf {prijs.crm}; je hoort binnen {intake.reactietijd} van ons.', 'x.md');

    expect(text).toBe(`Bij ${brand.name} kost het CRM vanaf ${priceText(prices.systems.crm)}; je hoort ${replyTime.promise} van ons.`);
  });

  it('name our prices incl. btw first, with the amount excl. btw beside it, and market prices excl. btw', () => {
    expect(fillPlaceholders('{prijs.crm}', 'x.md')).toBe('€\u00a0180,29 incl. btw (€\u00a0149 excl. btw)');
    expect(fillPlaceholders('{pakketten.vanaf}', 'x.md')).toBe('€\u00a01.511,29 incl. btw (€\u00a01.249 excl. btw)');
    expect(fillPlaceholders('{markt.notaris-bv}', 'x.md')).toBe('€\u00a0500 tot €\u00a01.500 excl. btw');
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

describe('a figure typed where its placeholder belongs', () => {
  it('stops the build, naming the file, the line, the figure and the placeholder to use', () => {
    const source = '---\ntitle: x\n---\nDe inschrijving bij de KvK kost € 85,15.';

    expect(() => fillPlaceholders(source, 'web/content/blog/x.md')).toThrow(
      /web\/content\/blog\/x\.md:4: typ „€ 85,15” niet zelf, schrijf \{kvk\.inschrijving\}/,
    );
  });

  it('fails a distinctive figure in any sentence, also a rate typed without its trailing zero', () => {
    const problems = typedFigures('Boven € 78.426 reken je met 49,5%. Daarnaast is er de startersaftrek van € 2.123.', 'x.md');

    expect(problems.join('\n')).toMatch(/\{ib\.grens-2\}[\s\S]*\{ib\.toptarief\}[\s\S]*\{aftrek\.starters\}/);
  });

  it('fails a common figure only in a sentence that names its subject', () => {
    expect(typedFigures('Op de meeste diensten reken je 21% btw.', 'x.md')).toEqual([
      'x.md:1: typ „21%” niet zelf, schrijf {btw.hoog}; dan komt het uit shared/business-facts.ts.',
    ]);
    expect(typedFigures('Met de KOR blijf je onder € 20.000 omzet buiten de btw.', 'x.md').join('\n')).toContain('{kor.drempel}');
    expect(typedFigures('De vennootschapsbelasting is 19% tot € 200.000 winst.', 'x.md').join('\n')).toMatch(
      /\{vpb\.tarief-laag\}[\s\S]*\{vpb\.grens\}/,
    );
  });

  it('leaves market figures and the same numbers on other subjects alone', () => {
    const market = [
      'Een webshop van een bureau kost € 6.000 tot € 20.000, en 21% van de starters wil er een.',
      'Met € 20.000 startkapitaal en 9% rente op de lening kom je een eind.',
      'De btw-aangifte doe je per kwartaal. Je omzet steeg 19% in een jaar.',
      'Een holding kost doorgaans € 1.000 tot € 2.500 extra; een schilder verdient € 600 aan een klus.',
      'Vul {btw.hoog} in, of {kor.drempel} bij de KOR.',
    ].join('\n');

    expect(typedFigures(market, 'x.md')).toEqual([]);
  });

  it('fails a market range that several articles quote, typed instead of its placeholder', () => {
    expect(typedFigures('Een notaris vraagt doorgaans € 500 tot € 1.500 voor de oprichting.', 'x.md')).toEqual([
      'x.md:1: typ „€ 500 tot € 1.500” niet zelf, schrijf {markt.notaris-bv}; dan komt het uit web/app/features/blog/market-figures.ts.',
    ]);
  });

  it('names every placeholder that has the same value, once', () => {
    expect(typedFigures('De aftrekken leveren je hoogstens 37,56% op.', 'x.md')).toEqual([
      'x.md:1: typ „37,56%” niet zelf, schrijf {ib.tarief-2} of {aftrek.maximaal-tarief}; dan komt het uit shared/business-facts.ts.',
    ]);
  });

  it('refuses any figure in a sentence about bookkeeping costs or the tax reserve, so every article gives the same', () => {
    const problems = typedFigures(
      [
        'Een boekhouder kost al snel € 100 per maand.',
        'Zet een gangbare 20 tot 30% van je winst apart voor de aanslag.',
        'Zet {ib.tarief-2} van je winst apart; een boekhouder kost {markt.boekhouder-per-maand}.',
      ].join('\n'),
      'x.md',
    );

    expect(problems).toEqual([
      'x.md:1: „€ 100 per maand”: wat boekhouding kost, staat in elk artikel hetzelfde: schrijf {markt.boekhouding-eenmanszaak}, {markt.boekhouder-per-maand} of {markt.kosten-bv}.',
      'x.md:2: „30%”: het deel van je winst dat je opzij zet, is in elk artikel {ib.tarief-2}; schrijf die plaatshouder.',
    ]);
  });

  it('names the figures known to be wrong, with what to write instead', () => {
    const problems = typedFigures(
      [
        'Inschrijven kost € 51,95.',
        'Je betaalt 36,97% tot € 75.624.',
        'Als dga betaal je jezelf een gebruikelijk loon. Starters mogen 75% daarvan aanhouden.',
        'Blijf je met de KOR onder de € 25.000, dan reken je geen btw.',
        'Tot € 38.883 betaal je 35,70%, tot € 79.137 het tweede tarief.',
      ].join('\n'),
      'x.md',
    ).join('\n');

    expect(problems).toContain('x.md:1: „€ 51,95” klopt niet');
    expect(problems).toMatch(/x\.md:2: „36,97%” klopt niet[\s\S]*x\.md:2: „€ 75\.624” klopt niet/);
    expect(problems).toContain('x.md:3: „75% bij het gebruikelijk loon” klopt niet');
    expect(problems).toContain('x.md:4: „€ 25.000 bij de KOR” klopt niet');
    expect(problems).toMatch(
      /x\.md:5: „35,70%” klopt niet: dat was het voorstel van Prinsjesdag 2025[\s\S]*x\.md:5: „€ 79\.137” klopt niet/,
    );
    expect(typedFigures('Een omzet van € 25.000 en 75% van je tijd voor klanten.', 'x.md')).toEqual([]);
  });

  it('fails our own prices: through their placeholder, or not named at all', () => {
    expect(typedFigures('Een CRM vanaf € 149.', 'x.md').join('\n')).toContain('schrijf {prijs.crm}');
    expect(typedFigures('Een CRM vanaf € 180,29 inclusief btw.', 'x.md').join('\n')).toContain('schrijf {prijs.crm}');
    expect(typedFigures('Het Starter-pakket kost € 1.249 tot € 1.999.', 'x.md').join('\n')).toMatch(
      /schrijf \{pakketten\.vanaf\}[\s\S]*„€ 1\.999” is een prijs van ons; noem hem niet, maar link naar \/services/,
    );
    expect(typedFigures('Een maatwerk-CRM kost in de markt € 15.000 tot € 75.000, een tool € 149,50 per jaar.', 'x.md')).toEqual([]);
  });
});
