import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islands } from '../islands.ts';
import { Island, IslandComponents } from './island.tsx';

describe('an island', () => {
  it('renders its registered component with its props beside it as JSON, for the loader to hydrate', async () => {
    const components = new Map([['menu', await islands.menu()]]);

    const html = renderToString(
      <IslandComponents value={components}>
        <Island name="menu" props={{ pathname: '/blog/zzp-of-bv' }} />
      </IslandComponents>,
    );

    expect(html).toMatch(
      /^<div data-island="menu" data-island-props="\{&quot;pathname&quot;:&quot;\/blog\/zzp-of-bv&quot;\}" class="contents">/,
    );
    // The blog is in the menu, lit on an article.
    expect(html).toMatch(/<a href="\/blog" class="[^"]*" aria-current="page">Blog<\/a>/);
  });

  it('is refused outside the prerender, which alone loads the components', () => {
    expect(() => renderToString(<Island name="toasts" props={{}} />)).toThrow('Eiland toasts is niet geladen');
  });
});

/**
 * An island is named and given props as the registry says, or the typecheck fails. This is held by
 * `npm run typecheck` (an `@ts-expect-error` that no longer finds its error fails it), not at run time,
 * so it is not a test case: the function is never called.
 */
export function islandTypeChecks() {
  return [
    // @ts-expect-error: no island has this name
    <Island key="unknown" name="kaart" props={{}} />,
    // @ts-expect-error: the menu's pathname is text
    <Island key="wrong" name="menu" props={{ pathname: 3 }} />,
  ];
}
