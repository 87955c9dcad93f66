import { ExampleMark, exampleAttributes } from './example-mark.tsx';

import type { Stat } from '../../content/stat.ts';

export type { Stat };

/**
 * Big figures with a caption underneath: the claims of the business facts module, an example one marked as
 * such. Below 26rem three cards side by side leave a label a few letters per line, so a phone shows one row
 * per figure instead.
 */
export function StatList({ stats, className = '' }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl
      className={`grid grid-cols-1 gap-2 min-[26rem]:gap-3 sm:gap-6 ${stats.length === 4 ? 'min-[26rem]:grid-cols-2 sm:grid-cols-4' : 'min-[26rem]:grid-cols-3'} ${className}`}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          {...exampleAttributes(Boolean(stat.example))}
          className="flex min-w-0 items-center gap-3 rounded-card border border-line bg-white/85 px-4 py-2.5 shadow-card min-[26rem]:flex-col min-[26rem]:items-start min-[26rem]:gap-0 min-[26rem]:p-4 sm:p-5"
        >
          <dt className="text-sm leading-snug text-muted">
            {stat.label}
            {stat.example ? (
              <span className="mt-1.5 block">
                <ExampleMark />
              </span>
            ) : null}
          </dt>
          <dd className="order-first min-w-[4.75rem] text-2xl font-extrabold tracking-tight text-brand-700 min-[26rem]:min-w-0 sm:text-3xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
