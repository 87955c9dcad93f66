import type { ReactNode } from 'react';

/** The small "Voorbeeld" label beside content that is an invented example (a testimonial, a company, a claim). */
export function ExampleMark({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-100 ring-inset ${className}`}
    >
      Voorbeeld
    </span>
  );
}

/** One line under a block of example content, saying plainly what it is. */
export function ExampleNote({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <p className={`text-sm text-muted ${className}`}>
      <ExampleMark className="mr-2" />
      {children ?? 'Dit zijn voorbeelden die laten zien hoe het eruitziet, nog geen echte klanten.'}
    </p>
  );
}
