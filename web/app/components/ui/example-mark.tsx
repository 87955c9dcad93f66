import type { ReactNode } from 'react';
import { isExample, lineText, type Line } from '../../content/claimed.ts';

/*
 * How a page marks example content (an invented figure, client, founder, address or phone number): the
 * element that holds it carries `data-example` and shows "Voorbeeld" inside it. tests/example-content.test.ts
 * reads every built page and fails on an example value outside such an element, so a value is marked where
 * it stands, not somewhere else on the page.
 */

/** `data-example` for an element that holds example content and its mark. */
export const exampleAttributes = (example: boolean) => (example ? { 'data-example': '' } : {});

/** The small "Voorbeeld" label beside content that is an invented example (a testimonial, a company, a claim). */
export function ExampleMark({ className = '' }: { className?: string }) {
  return <span className={`example-mark ${className}`.trim()}>Voorbeeld</span>;
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

/** A value in running text (a phone number, an address, a figure) with its mark while it is an example. */
export function ExampleValue({ example, children }: { example: boolean; children: ReactNode }) {
  if (!example) return <>{children}</>;
  // A text value and its space as one text node: React puts a comment between two (`<!-- -->`).
  return (
    <span data-example="">
      {typeof children === 'string' ? `${children} ` : <>{children} </>}
      <ExampleMark />
    </span>
  );
}

/** A line of copy that may state a claim, marked while the claim is an example. */
export function LineText({ line }: { line: Line }) {
  return <ExampleValue example={isExample(line)}>{lineText(line)}</ExampleValue>;
}
