/**
 * The only JavaScript of a content page: the root renders it at the end of the body on every route without
 * `handle.hydrate` (its URL from this build's manifest, vite.islands.config.ts). It is small and waits for
 * the first paint; then it loads Preact (in place of React, vite.islands.config.ts) and hydrates each
 * `[data-island]` element on its own (web/app/lib/hydrate-islands.tsx). Each island's component is a chunk
 * of its own (web/app/islands.ts), loaded only on pages that have it; Preact is the floor.
 */
import { islands } from './islands.ts';

/**
 * Runs `start` once the page has painted, so hydration never delays the first paint, and always runs it,
 * however the page was opened.
 *
 * Where the browser reports it, the first-contentful-paint entry is the moment (a task after
 * requestAnimationFrame can still come before the frame is on screen; Lighthouse counts every request that
 * starts before the paint as part of it). Firefox does not always report one: a page opened already
 * scrolled down (a link to /services#support, a reload with a restored scroll position) painted but never
 * delivered the entry, and nothing hydrated. So two frames after the load event count as painted as well:
 * the first frame after load has then been drawn, and whichever of the two comes first starts hydration.
 * A page in a background tab paints nothing and draws no frames; it starts at once there, or as soon as it
 * is hidden. A page restored from the back/forward cache keeps its state; if it was left before it
 * started, it starts on its return.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length) {
    once();
    return;
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(once));
  if (document.readyState === 'complete') afterTwoFrames();
  else window.addEventListener('load', afterTwoFrames, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') once();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) once();
  });
}

if (typeof document !== 'undefined') {
  afterFirstPaint(() => {
    void import('./lib/hydrate-islands.tsx').then(({ hydrateIslands }) => hydrateIslands(islands));
  });
}
