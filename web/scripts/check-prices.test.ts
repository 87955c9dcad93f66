import { describe, expect, it } from 'vitest';
import { pagePriceProblems, pricesWithoutVatStatus, readablePieces } from './check-prices.ts';

describe('the check for a price without its btw status', () => {
  it.each([
    'Pakketten beginnen bij € 1.249.',
    'Een CRM kost vanaf € 149, eenmalig.',
    'Hosting: € 15 per maand.',
    'Bij een bureau betaal je doorgaans € 1.500 tot € 4.000 voor een logo.',
    'De inschrijving kost in 2026 € 85,15.',
  ])('refuses "%s"', (sentence) => {
    expect(pricesWithoutVatStatus(sentence)).toEqual([sentence]);
  });

  it.each([
    'Pakketten beginnen bij € 1.511,29 incl. btw (€ 1.249 excl. btw).',
    'Een logo kost bij een bureau € 1.500 tot € 4.000 excl. btw.',
    'De inschrijving kost in 2026 € 85,15; daar zit geen btw op.',
    'Tot € 38.883 betaal je 35,75% inkomstenbelasting.',
    'Met de KOR blijf je onder € 20.000 omzet.',
    'Bas heeft € 29.000 nodig voor zijn investeringen.',
    'Een klant geeft gemiddeld € 40 uit, en je hebt er tien per week.',
  ])('lets "%s" pass', (sentence) => {
    expect(pricesWithoutVatStatus(sentence)).toEqual([]);
  });

  it('judges each sentence on its own, so a status in the next one does not cover a price', () => {
    expect(pricesWithoutVatStatus('Een CRM kost € 149. Alle prijzen zijn incl. btw.')).toEqual(['Een CRM kost € 149.']);
  });

  it('reads a page as a visitor does: a price split over elements is one piece, a card with its status passes', () => {
    const card = '<li><p><span class="block">€ 1.511,29</span> <span>incl. btw</span></p><p>€ 1.249 excl. btw</p></li>';
    const bare = '<p>Vanaf <strong>€&nbsp;1.249</strong> per pakket.</p>';

    expect(pagePriceProblems(card, '/services')).toEqual([]);
    expect(pagePriceProblems(bare, '/services')).toEqual(['  /services: „Vanaf € 1.249 per pakket.”']);
  });

  it('takes the status of a table from its head, for every row', () => {
    const table = (head: string) =>
      `<table><thead><tr><th>Soort</th><th>${head}</th></tr></thead><tbody><tr><td>Logo</td><td>vanaf € 1.500</td></tr></tbody></table>`;

    expect(pagePriceProblems(table('Prijs, excl. btw'), '/blog/x')).toEqual([]);
    expect(pagePriceProblems(table('Prijs'), '/blog/x')).toHaveLength(1);
  });

  it('reads the description and the structured data, which a search result shows', () => {
    const head =
      '<meta name="description" content="Een CRM vanaf € 149."/>' +
      '<script type="application/ld+json">{"@type":"FAQPage","mainEntity":[{"acceptedAnswer":{"text":"Het kost € 1.249."}}]}</script>';

    expect(readablePieces(head)).toEqual(expect.arrayContaining(['Een CRM vanaf € 149.', 'Het kost € 1.249.']));
    expect(pagePriceProblems(head, '/')).toHaveLength(2);
  });
});
