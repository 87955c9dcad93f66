import { describe, expect, it } from 'vitest';
import { taxYear } from '../../../../shared/business-facts.ts';
import { bvRetainedProfit, starterIncomeTax } from './worked-examples.ts';

describe("the starter's income-tax example (belastingen-voor-starters)", () => {
  const example = starterIncomeTax();

  it('adds up, line by line, as the article’s table shows it', () => {
    expect(example.afterDeductions).toBe(example.profit - taxYear.selfEmployedDeduction - taxYear.starterDeduction);
    expect(example.taxable).toBe(example.afterDeductions - example.smeExemption);
    expect(example.inBracket2).toBe(example.taxable - taxYear.incomeTax.bracket1.upTo);
    expect(example.tax).toBe(example.taxBracket1 + example.taxBracket2);
  });

  it('still reaches the second bracket and stays below the top rate, as the table’s two tax lines assume', () => {
    expect(example.taxable).toBeGreaterThan(taxYear.incomeTax.bracket1.upTo);
    expect(example.taxable).toBeLessThan(taxYear.incomeTax.bracket2.upTo);
  });

  it('shows the advised reserve covering the tax before the heffingskortingen, as the article says', () => {
    expect(example.reserve).toBeGreaterThan(example.tax);
  });

  it('gives the 2026 figures the article was checked against', () => {
    expect(example).toMatchObject({ afterDeductions: 46677, smeExemption: 5928, taxable: 40749, inBracket2: 1866 });
    expect(example).toMatchObject({ taxBracket1: 13901, taxBracket2: 701, tax: 14602, reserve: 18780 });
  });
});

describe("the DGA's retained-profit example (zzp-naar-bv)", () => {
  const example = bvRetainedProfit();

  it('keeps the profit after salary within the low corporate-tax rate, as the article assumes', () => {
    expect(example.afterSalary).toBeGreaterThan(0);
    expect(example.afterSalary).toBeLessThanOrEqual(taxYear.corporateTax.lowRateUpTo);
    expect(example.retained + example.corporateTax).toBe(example.afterSalary);
  });
});
