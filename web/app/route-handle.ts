import { createContext } from 'react';

/**
 * What a route module says about itself in its `handle` export. A route is a static page with islands
 * (web/app/lib/island.tsx) unless it says `hydrate: true`: then the root renders the router's scripts and
 * the whole document hydrates as a React Router app (the staff area).
 */
export type RouteHandle = { readonly hydrate?: true };

/** Whether any route of the page asks for the router in the browser. */
export function hydratesWhole(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true);
}

/**
 * Whether the document being rendered hydrates as a router app, decided by the prerender
 * (entry.server.tsx) from the routes' handles; React Router's SPA fallback, which serves the staff area's
 * other paths, is an app too. In the browser the root only ever runs inside an app, hence the default.
 */
export const DocumentHydrates = createContext(true);

/**
 * The CSS the page's prerendered markup uses (critical-css.server.ts), inline in its head so the first
 * paint waits for no request; empty in the first of the prerender's two passes, which finds it.
 */
export const CriticalCss = createContext('');

/**
 * Whether the page holds any island (web/app/lib/island.tsx), found by the prerender's first pass
 * (entry.server.tsx): without one the root leaves out the islands' loader, so the page loads no script.
 * True wherever nobody has looked (`npm run dev`, the first pass itself).
 */
export const PageHasIslands = createContext(true);
