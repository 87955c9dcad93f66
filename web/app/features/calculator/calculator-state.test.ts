import { describe, expect, it } from 'vitest';
import { calculatorItems } from '../../content/calculator-items.ts';
import { calculatorTotals, formattedTotal, initialSelection, toggleItem } from './calculator-state.ts';

describe('the startup cost calculator', () => {
  it('has the ten items of the price list, each at its amount without btw', () => {
    expect(calculatorItems.map((item) => item.cost)).toEqual([85.15, 499, 299, 699, 999, 2499, 399, 499, 799, 899]);
  });

  it('starts with exactly the recommended items selected', () => {
    const selection = initialSelection(calculatorItems);

    expect([...selection].sort()).toEqual(['bedrijfsregistratie', 'logo', 'ondernemingsplan', 'seo', 'website']);
  });

  it('adds up the recommended start incl. btw, with the KvK fee apart and without btw', () => {
    // Prepare
    const selection = initialSelection(calculatorItems);

    // Act
    const totals = calculatorTotals(calculatorItems, selection);

    // Assess: 499 + 299 + 999 + 399 = 2196 without btw, 2657,16 with 21%; the KvK's 85,15 is never in either.
    expect(totals).toEqual({ inclVat: 2657.16, exclVat: 2196, thirdPartyFees: 85.15, ourParts: 4 });
    expect(formattedTotal(calculatorItems, selection)).toBe('€\u00a02.657,16');
  });

  it('adds an item that was off and removes one that was on', () => {
    const start = initialSelection(calculatorItems);

    const withSystem = toggleItem(start, 'systeem-op-maat');
    const withoutLogo = toggleItem(withSystem, 'logo');

    expect(formattedTotal(calculatorItems, withSystem)).toBe('€\u00a05.680,95');
    expect(formattedTotal(calculatorItems, withoutLogo)).toBe('€\u00a05.319,16');
    expect(start.has('systeem-op-maat')).toBe(false);
  });

  it('leaves the KvK fee out of the total when it is unticked, and our parts as they were', () => {
    const start = calculatorTotals(calculatorItems, initialSelection(calculatorItems));

    const withoutFee = calculatorTotals(calculatorItems, toggleItem(initialSelection(calculatorItems), 'bedrijfsregistratie'));

    expect(withoutFee).toEqual({ ...start, thirdPartyFees: 0 });
  });

  it('comes back to the same total after toggling an item twice', () => {
    const start = initialSelection(calculatorItems);

    const twice = toggleItem(toggleItem(start, 'coaching'), 'coaching');

    expect(calculatorTotals(calculatorItems, twice)).toEqual(calculatorTotals(calculatorItems, start));
  });

  it('shows € 0 when nothing is selected', () => {
    expect(formattedTotal(calculatorItems, new Set())).toBe('€\u00a00');
  });
});
