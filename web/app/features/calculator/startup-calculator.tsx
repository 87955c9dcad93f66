import { Check } from '../../icons/icons.tsx';
import { useState } from 'react';
import { formatEuro, vatStatus, withVat } from '../../../../shared/business-facts.ts';
import { buttonClass } from '../../components/ui/button-base.tsx';
import { calculatorItems, type CalculatorItem } from '../../content/calculator-items.ts';
import { calculatorTotals, initialSelection, toggleItem } from './calculator-state.ts';

/** An item's price as the list shows it: ours incl. btw first with the excl. amount beside it; the KvK's fee has no btw. */
function ItemPrice({ item }: { item: CalculatorItem }) {
  if (item.thirdPartyFee) return <>{`${formatEuro(item.cost)}, ${vatStatus.none}`}</>;
  return (
    <>
      vanaf {formatEuro(withVat(item.cost))} {vatStatus.incl}{' '}
      <span className="font-normal text-muted">
        ({formatEuro(item.cost)} {vatStatus.excl})
      </span>
    </>
  );
}

/**
 * The startup cost calculator: real checkboxes (Space toggles them), the total in a polite live region so a
 * screen reader hears the new amount after each change. The prerendered HTML shows the recommended start.
 */
export function StartupCalculator() {
  const [selection, setSelection] = useState(() => initialSelection(calculatorItems));
  const totals = calculatorTotals(calculatorItems, selection);
  const total = formatEuro(totals.inclVat);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start">
      <div>
        {/* On a phone the full total sits below ten items; this bar keeps it in sight under the header while
            the visitor ticks. The status region further down is what a screen reader hears. */}
        <div
          aria-hidden="true"
          className="sticky top-[4.5rem] z-10 mb-3 flex items-center justify-between rounded-control bg-brand-900 px-4 py-3 text-brand-100 shadow-float lg:hidden"
        >
          <span className="text-sm font-semibold">
            Jouw indicatie <span className="font-normal text-brand-200">({selection.size} gekozen)</span>
          </span>
          <span className="text-xl font-extrabold text-white tabular-nums">
            {total} <span className="text-xs font-normal text-brand-200">{vatStatus.incl}</span>
          </span>
        </div>
        <fieldset className="rounded-card border border-line bg-white p-3 shadow-card sm:p-4">
          <legend className="sr-only">Kies wat je nodig hebt</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {calculatorItems.map((item) => {
              const checked = selection.has(item.id);
              return (
                <li key={item.id}>
                  {/* Ticked or not is drawn from the checkbox itself (has-checked, peer-checked), so the boxes
                      also respond before the page is hydrated or without JavaScript. */}
                  <label className="relative flex h-full cursor-pointer items-start gap-3 rounded-control border border-line bg-white p-3.5 transition-colors hover:border-brand-200 has-checked:border-brand-500 has-checked:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500">
                    <input
                      type="checkbox"
                      // Keyboard focus scrolls the item clear of the header and the total bar above it.
                      className="peer sr-only scroll-mt-20 lg:scroll-mt-4"
                      checked={checked}
                      onChange={() => setSelection((current) => toggleItem(current, item.id))}
                      data-calculator-item={item.id}
                    />
                    <span
                      aria-hidden="true"
                      className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-muted bg-white text-white peer-checked:border-brand-700 peer-checked:bg-brand-700 [&>svg]:invisible peer-checked:[&>svg]:visible"
                    >
                      <Check className="size-3.5" strokeWidth={3} />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{item.label}</span>
                      <span className="block text-sm font-semibold text-brand-800 tabular-nums">
                        <ItemPrice item={item} />
                      </span>
                      <span className="mt-0.5 block text-sm text-muted">{item.description}</span>
                      {item.recommended ? (
                        <span className="mt-1.5 inline-block text-xs font-semibold text-accent-700">Aanbevolen</span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </div>
      <div className="rounded-card bg-brand-900 p-6 text-brand-100 shadow-float sm:p-8 lg:sticky lg:top-24">
        <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Jouw indicatie</p>
        <p role="status" aria-live="polite" aria-atomic="true" className="mt-2" data-calculator-total>
          <span className="sr-only">Totaal: </span>
          <span className="text-4xl font-extrabold tracking-tight text-white tabular-nums sm:text-5xl">{total}</span>{' '}
          <span className="text-sm">
            {vatStatus.incl} voor {totals.ourParts} {totals.ourParts === 1 ? 'onderdeel' : 'onderdelen'} van ons (
            {formatEuro(totals.exclVat)} {vatStatus.excl})
          </span>
          {totals.thirdPartyFees > 0 ? (
            <span className="mt-2 block text-sm" data-calculator-fees>
              Daarnaast betaal je de KvK zelf {formatEuro(totals.thirdPartyFees)} inschrijfvergoeding ({vatStatus.none}).
            </span>
          ) : null}
        </p>
        <noscript>
          <p className="mt-3 text-sm text-brand-200">
            Zonder JavaScript rekent dit totaal niet mee: het is de prijs van de aanbevolen onderdelen, {vatStatus.incl}.
          </p>
        </noscript>
        <p className="mt-5 leading-relaxed">
          Dit is een richtprijs voor een compacte start: elk onderdeel in de kleinste uitvoering die werkt. Wil je meer, dan krijg je een
          offerte. Hosting, gebruikskosten en een onderhoudsplan als je dat wilt, betaal je later per maand. In een gratis gesprek kijken we
          wat je echt nodig hebt, en of je in delen of pas na je financiering kunt betalen.
        </p>
        <a href="/start" className={buttonClass('accent', 'lg', 'mt-6 w-full', true)}>
          Vraag een voorstel op maat aan
        </a>
      </div>
    </div>
  );
}
