import { formatEuro } from '../../../../shared/business-facts.ts';
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

export function totalCost(items: readonly CalculatorItem[], selection: ReadonlySet<string>): number {
  return items.reduce((sum, item) => (selection.has(item.id) ? sum + item.cost : sum), 0);
}

/** The total as the visitor reads it: "€ 2.281,15". */
export function formattedTotal(items: readonly CalculatorItem[], selection: ReadonlySet<string>): string {
  return formatEuro(totalCost(items, selection));
}
