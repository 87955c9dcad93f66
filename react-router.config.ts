import { readdirSync } from 'node:fs';
import type { Config } from '@react-router/dev/config';

/**
 * The site is fully static: every route is prerendered to its own HTML file at build time and then
 * hydrated. /404 is the catch-all route rendered once; CloudFront and the local gateway serve it with
 * status 404 for every unknown path. Each blog article (web/content/blog/{slug}.md) is a page of its own.
 */
const articlePaths = readdirSync('web/content/blog')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `/blog/${name.slice(0, -3)}`);

export default {
  appDirectory: 'web/app',
  buildDirectory: 'build',
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...articlePaths, '/404'];
  },
} satisfies Config;
