import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandLoader } from './island.tsx';

/** Calls `onCommit` once its island, children first, has hydrated and run its effects. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Gives the browser the main thread back (input, paint) before the next piece of work. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** After the current work, when the browser has nothing else to do (or after a second at the latest). */
function whenIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return new Promise((resolve) => setTimeout(resolve, 200));
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }));
}

function isInView(element: HTMLElement): boolean {
  // `display: contents` has no box of its own: its first child with one stands for it.
  const box = (element.firstElementChild ?? element).getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && (box.width > 0 || box.height > 0);
}

/**
 * Hydrates one island on its own root with the component its name gives and the props serialized on it
 * (web/app/lib/island.tsx). Written against React's API; the islands build gives it Preact's compat layer
 * (vite.islands.config.ts), which hydrates at once (its startTransition runs the update straight away) and
 * throws an island's render error from hydrateRoot, rejecting the promise as React's onUncaughtError does.
 */
async function hydrate(element: HTMLElement, islands: Readonly<Record<string, IslandLoader>>): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = Object.hasOwn(islands, name) ? islands[name] : undefined;
  if (!load) throw new Error(`Onbekend eiland: ${name}`);
  const Component = (await load()) as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as Record<string, unknown>;
  await new Promise<void>((resolve, reject) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <Committed onCommit={resolve}>
          <Component {...props} />
        </Committed>,
        // An island that throws while it renders never commits, so without this its promise waited forever:
        // the islands after it never hydrated and the page was never marked hydrated. Rejected, it is
        // reported by the caller and the others go on.
        { onUncaughtError: reject },
      );
    });
  });
}

/**
 * Hydrates every `[data-island]` element of the page, quietly: the islands on the first screen first,
 * one task each with a yield between them; the others when they come into view, when the visitor reaches
 * into one (pointer or focus), or when the browser is idle, whichever comes first. Then it marks the page
 * hydrated, as the router apps do in their root; browser tests wait for that mark.
 */
export async function hydrateIslands(islands: Readonly<Record<string, IslandLoader>>): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const inView = elements.filter(isInView);
  const later = elements.filter((element) => !inView.includes(element));

  // Their chunks load side by side; the hydration itself goes one island at a time.
  const loading = inView.map((element) => islands[element.dataset.island ?? '']?.());
  await Promise.allSettled(loading);
  // One island that fails (its chunk lost on a patchy network, a name no build knows) is reported and the
  // others still hydrate, as those started on reach already are.
  for (const element of inView) {
    await hydrate(element, islands).catch(reportError);
    await nextTask();
  }

  const starts = later.map((element) => {
    let hydrating: Promise<void> | undefined;
    const start = () => {
      if (hydrating) return hydrating;
      observer.disconnect();
      element.removeEventListener('pointerdown', onReach, true);
      element.removeEventListener('focusin', onReach, true);
      hydrating = hydrate(element, islands);
      return hydrating;
    };
    const onReach = () => void start().catch(reportError);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onReach(), {
      rootMargin: '200px 0px',
    });
    // display: contents has no box to observe: its children stand for it.
    for (const child of element.children) observer.observe(child);
    element.addEventListener('pointerdown', onReach, true);
    element.addEventListener('focusin', onReach, true);
    return start;
  });
  // What no one reached yet follows in the browser's idle time, one island per idle period.
  for (const start of starts) {
    await whenIdle();
    await start().catch(reportError);
  }
  document.documentElement.dataset.hydrated = 'true';
}
