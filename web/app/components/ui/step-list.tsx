import { Card } from './card.tsx';

export type Step = { title: string; text: string };

/** Numbered steps of a way of working, as an ordered list with large numbers. */
export function StepList({ steps, columns = 3 }: { steps: readonly Step[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ol className={`grid gap-5 ${grid}`}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-accent-500 text-lg font-extrabold text-white shadow-sm"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink">
            <span className="sr-only">Stap {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
        </Card>
      ))}
    </ol>
  );
}
