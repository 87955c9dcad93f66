import { formatEuro, withVat } from '../../../../shared/business-facts.ts';
import type { CalculatorItem } from '../../content/calculator-items.ts';

/** The calculator opens with what almost every starter needs: the items marked recommended. */
export function initialSelection(items: readonly CalculatorItem[]): ReadonlySet<string> {
  return new Set(items.filter((item) => item.recommended).map((item) => item.id));
}

/** Adds the item when it was not chosen, removes it when it was; the old set is left untouched. */
export function toggleItem(selection: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * What the chosen items add up to, kept apart as a starter pays them: our parts with 21% btw (the amount a
 * consumer pays) and without it, and the fees someone else charges without any btw (the KvK's), which are
 * never added to our prices.
 */
export type CalculatorTotals = { inclVat: number; exclVat: number; thirdPartyFees: number; ourParts: number };

export function calculatorTotals(items: readonly CalculatorItem[], selection: ReadonlySet<string>): CalculatorTotals {
  const chosen = items.filter((item) => selection.has(item.id));
  const ours = chosen.filter((item) => !item.thirdPartyFee);
  // Each part's amount with btw is what the list shows beside it, so the total is their sum, to the cent.
  return {
    inclVat: cents(ours.reduce((sum, item) => sum + withVat(item.cost), 0)),
    exclVat: cents(ours.reduce((sum, item) => sum + item.cost, 0)),
    thirdPartyFees: cents(chosen.filter((item) => item.thirdPartyFee).reduce((sum, item) => sum + item.cost, 0)),
    ourParts: ours.length,
  };
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The total as the visitor reads it first: our parts incl. btw, "€ 2.657,16". */
export function formattedTotal(items: readonly CalculatorItem[], selection: ReadonlySet<string>): string {
  return formatEuro(calculatorTotals(items, selection).inclVat);
}
