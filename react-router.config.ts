import type { Config } from '@react-router/dev/config';
import { blogSlugs } from './shared/blog-slugs.ts';

/**
 * The site is fully static: every route is prerendered to its own HTML file at build time; the apps
 * (/start, /contact) are then hydrated whole, the content pages only in their islands
 * (web/scripts/islands.ts). /404 is the catch-all route rendered once; CloudFront and the local gateway
 * serve it with status 404 for every unknown path. Each blog article is a page of its own, from the same list of slugs
 * the redirects use (a build test holds it equal to the files in web/content/blog).
 */
export default {
  appDirectory: 'web/app',
  buildDirectory: 'build',
  ssr: false,
  // React Router 7's own behaviour, stated so the build stops asking; each flag is a v8 change to adopt on purpose.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...blogSlugs.map((slug) => `/blog/${slug}`), '/404'];
  },
} satisfies Config;
