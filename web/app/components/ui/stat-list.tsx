import { ExampleMark } from './example-mark.tsx';

import type { Stat } from '../../content/stat.ts';

export type { Stat };

/** Big figures with a caption underneath: the claims of the business facts module, an example one marked as such. */
export function StatList({ stats, className = '' }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={`grid gap-3 sm:gap-6 ${stats.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'} ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-card border border-line bg-white/85 p-4 shadow-card sm:p-5">
          <dt className="text-xs leading-snug text-muted sm:text-sm">
            {stat.label}
            {stat.example ? (
              <span className="mt-1.5 block">
                <ExampleMark />
              </span>
            ) : null}
          </dt>
          <dd className="order-first text-2xl font-extrabold tracking-tight text-brand-700 sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
