/**
 * The only JavaScript of a content page: the root renders it at the end of the body on every route without
 * `handle.hydrate` (its URL from this build's manifest, vite.islands.config.ts). It is small and waits for
 * the first paint; then it loads React and hydrates each `[data-island]` element on its own
 * (web/app/lib/hydrate-islands.tsx). Each island's component is a chunk of its own (web/app/islands.ts),
 * loaded only on pages that have it; React and ReactDOM are the floor.
 */
import { islands } from './islands.ts';

/**
 * Runs `start` once the page has painted, so hydration never delays the first paint: on the browser's
 * first-contentful-paint entry (a task after requestAnimationFrame can still come before the frame is on
 * screen), or after the first frame where there is no paint timing. A page in a background tab paints
 * nothing; it starts at once there.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length) {
    start();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

if (typeof document !== 'undefined') {
  afterFirstPaint(() => {
    void import('./lib/hydrate-islands.tsx').then(({ hydrateIslands }) => hydrateIslands(islands));
  });
}
