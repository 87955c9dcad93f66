import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards (and at once on later navigations).
 * The prerendered overview is the default view; URL-dependent state may only differ after hydration,
 * or React would find HTML that does not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
