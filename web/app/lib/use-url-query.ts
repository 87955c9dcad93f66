import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Fired after this page changes its own query; the browser fires popstate for Back and Forward. */
const QUERY_EVENT = 'startsprong:query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_EVENT, onChange);
  };
}

/**
 * The page's query string as state, for an island, which has no router: writing it replaces the history
 * entry or adds one (then Back returns to the previous query). The prerender has no query, so the server
 * snapshot is empty and the URL's own query shows only after hydration.
 */
export function useUrlQuery(): [URLSearchParams, (next: URLSearchParams, options: { replace: boolean }) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const write = useCallback((next: URLSearchParams, { replace }: { replace: boolean }) => {
    const query = next.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event(QUERY_EVENT));
  }, []);
  return [params, write];
}
