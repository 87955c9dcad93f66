import { routeThrottles } from '../../infra/app-spec.ts';

/**
 * For tests that flood one route on purpose, to reach the app's own per-client limits behind API Gateway's:
 * route throttles far above any test's pace. API Gateway's throttle, shared by every client, is tested on
 * its own (tests/local/route-throttle.test.ts), and every other test runs with app-spec's.
 */
export const floodTestRouteLimits = Object.fromEntries(
  Object.keys(routeThrottles).map((group) => [group, { rateLimit: 10_000, burstLimit: 10_000 }]),
) as Record<keyof typeof routeThrottles, { rateLimit: number; burstLimit: number }>;
