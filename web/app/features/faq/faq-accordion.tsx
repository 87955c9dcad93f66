import { ChevronDown } from 'lucide-react';
import { useReducer, useRef, type KeyboardEvent } from 'react';
import { accordionReducer, headerIndexForKey, initialAccordion } from './accordion-state.ts';
import type { FaqItem } from '../../content/faq.ts';

/**
 * Questions and answers as details/summary: without JavaScript every answer opens natively (and the
 * prerendered HTML holds them all); after hydration the reducer keeps one open at a time and the arrow
 * keys move between the questions. Enter and Space toggle through the summary element itself.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [state, dispatch] = useReducer(accordionReducer, initialAccordion);
  const summaries = useRef<(HTMLElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const next = headerIndexForKey(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    summaries.current[next]?.focus();
  }

  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card" data-faq>
      {items.map((item, index) => {
        const open = state.open === index;
        return (
          <details
            key={item.question}
            name="vragen"
            open={open}
            onToggle={(event) => dispatch({ type: event.currentTarget.open ? 'opened' : 'closed', index })}
            className="group"
          >
            <summary
              ref={(element) => {
                summaries.current[index] = element;
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-ink hover:bg-brand-50/60 sm:px-6 [&::-webkit-details-marker]:hidden"
            >
              <h3 className="text-base sm:text-[1.05rem]">{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-6 leading-relaxed text-ink-soft sm:px-6">
              <p>{item.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
