import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islands } from '../islands.ts';
import { Island, IslandComponents } from './island.tsx';

describe('an island', () => {
  it('renders its registered component with its props beside it as JSON, for the loader to hydrate', async () => {
    const components = new Map([['gallery', await islands.gallery()]]);

    const html = renderToString(
      <IslandComponents value={components}>
        <Island name="gallery" props={{ count: 2 }} />
      </IslandComponents>,
    );

    expect(html).toMatch(/^<div data-island="gallery" data-island-props="\{&quot;count&quot;:2\}" class="contents">/);
  });

  it('that shows toasts brings the live regions that show them; one that does not brings none', async () => {
    const components = new Map<string, ComponentType<never>>([
      ['share', await islands.share()],
      ['gallery', await islands.gallery()],
    ]);

    const share = renderToString(
      <IslandComponents value={components}>
        <Island name="share" props={{ url: 'https://startsprong.nl/blog/zzp-of-bv', title: 'Zzp of bv' }} />
      </IslandComponents>,
    );
    const gallery = renderToString(
      <IslandComponents value={components}>
        <Island name="gallery" props={{ count: 2 }} />
      </IslandComponents>,
    );

    expect(share).toContain('role="status" aria-live="polite"');
    expect(share).toContain('role="alert" aria-live="assertive"');
    expect(gallery).not.toContain('aria-live');
  });

  it('renders what it reads back from its own markup without carrying it as JSON: the contents list, read by its links', async () => {
    // Prepare
    const components = new Map([['contents', await islands.contents()]]);
    const entries = [{ id: 'wat-kost-het', text: 'Wat kost het?', level: 2 as const }];

    // Act
    const html = renderToString(
      <IslandComponents value={components}>
        <Island name="contents" props={{}} inMarkup={{ entries }} />
      </IslandComponents>,
    );

    // Assess: the browser reads the entries back from these links (tests/e2e/blog.spec.ts marks them as read).
    expect(html).toContain('data-island-props="{}"');
    expect(html).toMatch(/<a href="#wat-kost-het"[^>]*>Wat kost het\?<\/a>/);
  });

  it('is refused outside the prerender, which alone loads the components', () => {
    expect(() => renderToString(<Island name="gallery" props={{ count: 2 }} />)).toThrow('Eiland gallery is niet geladen');
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
    // @ts-expect-error: the gallery's count is a number
    <Island key="wrong" name="gallery" props={{ count: 'drie' }} />,
  ];
}
