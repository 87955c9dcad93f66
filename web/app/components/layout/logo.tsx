import { brand } from '../../../../shared/business-facts.ts';

/** The Startsprong mark: a path that leaps upward, and the wordmark beside it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="9" className={inverted ? 'fill-white' : 'fill-brand-700'} />
        <path
          d="M7 22.5c4.2 0 6-2.4 7.6-5.6C16.3 13.6 18.4 10 24.5 10"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          className={inverted ? 'stroke-brand-700' : 'stroke-white'}
        />
        <path
          d="M20.5 7.5 25 10l-2.6 4.4"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-accent-500"
        />
      </svg>
      <span className={`text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}>{brand.name}</span>
    </span>
  );
}
