import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards (and at once on later navigations).
 * A prerendered page shows its default state; anything that depends on the URL or on JavaScript may only
 * differ after hydration, or React would find HTML that does not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
