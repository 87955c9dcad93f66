import { ChevronDown } from '../../icons/icons.tsx';
import type { FaqItem } from '../../content/faq.ts';

/**
 * Questions and answers as details/summary sharing one name, so the browser keeps one answer open at a
 * time and closes the open one on a second press (Enter or Space on the question): no script. The
 * prerendered HTML holds every answer.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card" data-faq>
      {items.map((item) => (
        <details key={item.question} name="vragen" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-ink hover:bg-brand-50/60 sm:px-6 [&::-webkit-details-marker]:hidden">
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
      ))}
    </div>
  );
}
