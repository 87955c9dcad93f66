import { taxYear } from '../../../../shared/business-facts.ts';

/*
 * The articles' worked examples, computed from the tax year's figures, so an example still adds up after next
 * year's update of taxYear. Each example states the assumptions its table relies on; worked-examples.test.ts
 * fails when a new tax year breaks one (a taxable amount that no longer reaches the second bracket, say).
 */

const round = (amount: number) => Math.round(amount);
const part = (amount: number, percent: number) => round((amount * percent) / 100);

/**
 * A starter with an eenmanszaak in her first year who meets the urencriterium: her profit, the deductions, the
 * MKB-winstvrijstelling and the income tax per bracket before the heffingskortingen (belastingen-voor-starters).
 */
export function starterIncomeTax(profit = 50000) {
  const { incomeTax } = taxYear;
  const afterDeductions = profit - taxYear.selfEmployedDeduction - taxYear.starterDeduction;
  const smeExemption = part(afterDeductions, taxYear.smeProfitExemptionPercent);
  const taxable = afterDeductions - smeExemption;
  const inBracket1 = Math.min(taxable, incomeTax.bracket1.upTo);
  const inBracket2 = Math.max(0, Math.min(taxable, incomeTax.bracket2.upTo) - incomeTax.bracket1.upTo);
  const taxBracket1 = part(inBracket1, incomeTax.bracket1.ratePercent);
  const taxBracket2 = part(inBracket2, incomeTax.bracket2.ratePercent);
  return {
    profit,
    afterDeductions,
    smeExemption,
    taxable,
    inBracket2,
    taxBracket1,
    taxBracket2,
    tax: taxBracket1 + taxBracket2,
    /** The reserve the articles advise: the second bracket's rate of the profit. */
    reserve: part(profit, incomeTax.bracket2.ratePercent),
  };
}

/**
 * A DGA who pays himself the normbedrag and leaves the rest of his profit in the bv, which pays the low rate
 * of corporate tax on it (zzp-naar-bv).
 */
export function bvRetainedProfit(profit = 120000) {
  const afterSalary = profit - taxYear.dgaCustomarySalary;
  const corporateTax = part(afterSalary, taxYear.corporateTax.lowRatePercent);
  return { profit, afterSalary, corporateTax, retained: afterSalary - corporateTax };
}
