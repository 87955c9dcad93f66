export type Stat = { value: string; label: string };

/** Big figures with a caption underneath: the claims of the business facts module. */
export function StatList({ stats, className = '' }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-3 gap-3 sm:gap-6 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-card border border-line bg-white/85 p-4 shadow-card sm:p-5">
          <dt className="text-xs leading-snug text-muted sm:text-sm">{stat.label}</dt>
          <dd className="order-first text-2xl font-extrabold tracking-tight text-brand-700 sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
