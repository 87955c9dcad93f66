/**
 * After the build: a copy of the site's stylesheet at /site.css, a name that does not change between
 * builds, for the pages the API renders itself (the no-JavaScript form error page). The hashed file
 * stays what the prerendered pages use.
 */
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');
const assets = join(siteDir, 'assets');
const stylesheets = readdirSync(assets).filter((name) => /^app-[\w-]+\.css$/.test(name));
if (stylesheets.length !== 1) throw new Error(`Expected one site stylesheet in ${assets}, found: ${stylesheets.join(', ') || 'none'}`);
copyFileSync(join(assets, stylesheets[0]!), join(siteDir, 'site.css'));
console.log(`site.css: kopie van assets/${stylesheets[0]}`);
