import { describe, expect, it } from 'vitest';
import { durations, partDurations, partPrices, prices, type PackageId, type PartId } from './business-facts.ts';

/*
 * The packages against the site's own part prices: a package never starts below what its parts cost on their
 * own at the "vanaf" prices the calculator, /services and /tools show (a starting price the customer can never
 * get misleads, art. 6:193c BW), and its timeline holds its longest part and fits the site's one story of how
 * long a start takes.
 */
const packageIds = Object.keys(prices.packages) as PackageId[];

const partsOf = (id: PackageId) => Object.entries(prices.packages[id].includes) as [PartId, number][];

describe('the packages', () => {
  it.each(packageIds)('%s starts at or above what its parts cost on their own', (id) => {
    // Prepare
    const parts = partsOf(id);

    // Act
    const partsTotal = parts.reduce((total, [part, quantity]) => total + partPrices[part] * quantity, 0);

    // Assess
    expect(parts.length).toBeGreaterThan(0);
    expect(prices.packages[id].from).toBeGreaterThanOrEqual(partsTotal);
    expect(prices.packages[id].to).toBeGreaterThan(prices.packages[id].from);
  });

  it.each(packageIds)('%s takes at least as long as its longest part, and no longer than a start takes', (id) => {
    const longest = Math.max(...partsOf(id).map(([part]) => partDurations[part]?.max ?? 0));
    const { weeks } = prices.packages[id];

    expect(weeks.max).toBeGreaterThanOrEqual(longest);
    expect(weeks.min).toBeGreaterThanOrEqual(durations.launch.min);
    expect(weeks.max).toBeLessThanOrEqual(durations.launch.max);
  });

  it('say "vanaf" with the lowest starting price of them all', () => {
    expect(prices.packagesFrom).toBe(Math.min(...packageIds.map((id) => prices.packages[id].from)));
  });
});
