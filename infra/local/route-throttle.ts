import type { ApiRoute, RouteThrottle } from '../app-spec.ts';

/**
 * API Gateway's throttling of an HTTP API stage, per route: a token bucket per route key that holds `burst`
 * requests and refills at `rate` per second, shared by every client. A request that finds it empty gets 429
 * with API Gateway's own body, before any authorizer or Lambda runs; other routes are not affected.
 */
export type RouteThrottles = { admit(route: ApiRoute): boolean };

/** What API Gateway answers when a route's bucket is empty. */
export const throttledBody = { message: 'Too Many Requests' } as const;

export function routeThrottles(limitOf: (route: ApiRoute) => RouteThrottle, now: () => number = () => performance.now()): RouteThrottles {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    admit(route) {
      const { rateLimit, burstLimit } = limitOf(route);
      const key = `${route.method} ${route.path}`;
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: burstLimit, at: time };
      bucket.tokens = Math.min(burstLimit, bucket.tokens + ((time - bucket.at) / 1000) * rateLimit);
      bucket.at = time;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
