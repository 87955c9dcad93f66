import { describe, expect, it } from 'vitest';
import { calculatorItems } from '../../content/calculator-items.ts';
import { formattedTotal, initialSelection, toggleItem, totalCost } from './calculator-state.ts';

describe('the startup cost calculator', () => {
  it('has the ten items of the price list', () => {
    expect(calculatorItems.map((item) => item.cost)).toEqual([85.15, 499, 299, 699, 999, 2499, 399, 499, 799, 899]);
  });

  it('starts with exactly the recommended items selected', () => {
    const selection = initialSelection(calculatorItems);

    expect([...selection].sort()).toEqual(['bedrijfsregistratie', 'logo', 'ondernemingsplan', 'seo', 'website']);
  });

  it('adds up the recommended start to € 2.281,15 in Dutch notation, cents included', () => {
    const selection = initialSelection(calculatorItems);

    expect(totalCost(calculatorItems, selection)).toBeCloseTo(2281.15, 2);
    expect(formattedTotal(calculatorItems, selection)).toBe('€\u00a02.281,15');
  });

  it('adds an item that was off and removes one that was on', () => {
    const start = initialSelection(calculatorItems);

    const withSystem = toggleItem(start, 'systeem-op-maat');
    const withoutLogo = toggleItem(withSystem, 'logo');

    expect(formattedTotal(calculatorItems, withSystem)).toBe('€\u00a04.780,15');
    expect(formattedTotal(calculatorItems, withoutLogo)).toBe('€\u00a04.481,15');
    expect(start.has('systeem-op-maat')).toBe(false);
  });

  it('comes back to the same total after toggling an item twice', () => {
    const start = initialSelection(calculatorItems);

    const twice = toggleItem(toggleItem(start, 'coaching'), 'coaching');

    expect(totalCost(calculatorItems, twice)).toBe(totalCost(calculatorItems, start));
  });

  it('shows € 0 when nothing is selected', () => {
    expect(formattedTotal(calculatorItems, new Set())).toBe('€\u00a00');
  });
});
