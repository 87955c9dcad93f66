import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuro, priceParts, prices, taxYear, vatStatus, withVat } from '../shared/business-facts.ts';
import { builtPages } from '../web/scripts/built-files.ts';
import { pagePriceProblems } from '../web/scripts/check-prices.ts';

/*
 * Every price on the built site (build/client after `npm run build`; the build runs when there is none) as a
 * consumer and a search engine read it: each says whether btw is in it, ours show the amount incl. btw first
 * with the excl. amount beside it, and the KvK's fee is never added to our prices.
 */
const site = resolve(import.meta.dirname, '..', 'build', 'client');

let pages: { path: string; html: string }[] = [];
beforeAll(() => {
  pages = builtPages(site).map((file) => ({ path: `/${relative(site, file)}`, html: readFileSync(file, 'utf8') }));
});

const page = (path: string) => pages.find((item) => item.path === (path === '/' ? '/index.html' : `${path}/index.html`))!;
const textOf = (html: string) => DomUtils.textContent(parseDocument(html, { decodeEntities: true })).replace(/\s+/g, ' ');

describe('the prices on the built pages', () => {
  it('are on the pages to be checked', () => {
    expect(pages.length).toBeGreaterThanOrEqual(36);
    expect(page('/services')).toBeDefined();
  });

  it('each say whether btw is in them, in the same sentence, on every page, its description and its structured data', () => {
    expect(pages.flatMap((item) => pagePriceProblems(item.html, item.path))).toEqual([]);
  });

  it('show each package card incl. btw first, with the amount excl. btw beside it, both from the one figure', () => {
    const document = parseDocument(page('/services').html, { decodeEntities: true });

    for (const [id, facts] of Object.entries(prices.packages)) {
      const card = DomUtils.findOne(
        (node) => node.name === 'li' && new RegExp(`Kies ${id}`, 'i').test(DomUtils.textContent(node)),
        document.children,
      );
      const text = DomUtils.textContent(card!).replace(/\s+/g, ' ');
      const { incl, excl } = priceParts(facts.from, facts.to);

      expect(text, id).toContain(`${incl} ${vatStatus.incl}`.replace(/\s+/g, ' '));
      expect(text, id).toContain(`${excl} ${vatStatus.excl}`.replace(/\s+/g, ' '));
      expect(text.indexOf(vatStatus.incl), id).toBeLessThan(text.indexOf(vatStatus.excl));
      expect(withVat(facts.from)).toBeCloseTo(facts.from * 1.21, 2);
    }
  });

  it('offer the ready-made systems in structured data at the price incl. btw, and say so', () => {
    const offers = [...page('/tools').html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .flatMap((match) => [JSON.parse(match[1]!) as unknown].flat())
      .map((data) => (data as { offers: { price: string; priceSpecification: { valueAddedTaxIncluded: boolean } } }).offers);

    expect(offers.map((offer) => offer.price)).toEqual(Object.values(prices.systems).map((amount) => withVat(amount).toFixed(2)));
    expect(offers.every((offer) => offer.priceSpecification.valueAddedTaxIncluded)).toBe(true);
  });

  it('keep the KvK fee out of the calculator’s total, shown apart and without btw', () => {
    const text = textOf(page('/').html);
    const fee = formatEuro(taxYear.kvkRegistrationFee).replace(/\s/g, ' ');

    expect(text).toContain(`Daarnaast betaal je de KvK zelf ${fee} inschrijfvergoeding (${vatStatus.none}).`);
    // The prerendered total is the recommended parts: 499 + 299 + 999 + 399 with btw, nothing of the fee.
    expect(text).toContain(`Totaal: ${formatEuro(withVat(499 + 299 + 999 + 399)).replace(/\s/g, ' ')} ${vatStatus.incl}`);
  });
});
