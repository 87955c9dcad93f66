import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

export type IslandLoader = () => Promise<ComponentType<never>>;

/** Calls `onCommit` once its island, children first, has hydrated and run its effects. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates every `[data-island]` element of the page on its own root with the component `islands` gives
 * for its name and the props serialized on it (web/app/lib/island.tsx), then marks the page hydrated,
 * as the hydrated apps do in their root; browser tests wait for that mark.
 */
export async function hydrateIslands(islands: Readonly<Record<string, IslandLoader>>): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island ?? '';
      const load = Object.hasOwn(islands, name) ? islands[name] : undefined;
      if (!load) throw new Error(`Onbekend eiland: ${name}`);
      const Component = (await load()) as ComponentType<Record<string, unknown>>;
      const props = JSON.parse(element.dataset.islandProps ?? '{}') as Record<string, unknown>;
      await new Promise<void>((resolve) => {
        hydrateRoot(
          element,
          <Committed onCommit={resolve}>
            <Component {...props} />
          </Committed>,
        );
      });
    }),
  );
  document.documentElement.dataset.hydrated = 'true';
}
