import { buildSiteIfStale } from '../../infra/local/site-build.ts';

/**
 * Vitest's global setup: the one site build for every test file that reads the built site (the pages, the
 * blog, the CloudFront functions, the smoke test), made before any file runs. Test files started side by
 * side would otherwise each find the build stale and build it at the same time. Browser tests reuse it:
 * `npm start` builds only when a source is newer.
 */
export default function setup(): void {
  buildSiteIfStale();
}
