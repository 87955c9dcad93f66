import type { ReactNode } from 'react';

const tones = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  accent: 'bg-accent-50 text-accent-700 ring-accent-100',
  inverted: 'bg-white/10 text-white ring-white/25',
} as const;

/** A small pill label: the hero badge, a "populair" mark, a category. */
export function Badge({ tone = 'brand', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${tones[tone]}`}>
      {children}
    </span>
  );
}
