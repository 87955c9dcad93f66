/**
 * Before `react-router build`: generates what the blog needs beside its pages, into web/public/blog/
 * (git-ignored, copied into build/client/blog/ by the build):
 * - each article's hero image, 800x400, from its title and category in the site's colours: a PNG for
 *   social sharing and a smaller WebP for the page; plus standaard.png for an article without an image;
 * - rss.xml, the feed of all articles with absolute URLs.
 * Text is drawn as outlines from the Inter font files in node_modules, so the images look the same on
 * every machine and never depend on the fonts a system happens to have. Unchanged images are skipped.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { brand } from '../../shared/business-facts.ts';
import { allArticles, DEFAULT_IMAGE, publicDir } from '../app/features/blog/articles.server.ts';
import { articlePath, categories, type ArticleSummary, type Category } from '../app/features/blog/categories.ts';
import { sortNewestFirst } from '../app/features/blog/filter.ts';
import { absoluteUrl } from '../app/lib/seo.ts';
import { heroColours as colours, heroMark as mark, heroPattern as pattern } from '../app/features/blog/hero-art.ts';
import { inter, measure, textPath } from './text-outlines.ts';

export const WIDTH = 800;
export const HEIGHT = 400;

function loadFonts() {
  return { bold: inter(800), semibold: inter(600) };
}

/** Greedy word wrap by measured width. */
export function wrapWords(words: readonly string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && !fits(candidate)) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const TITLE_TOP = 128;
/** The last baseline stays clear of the mark at the bottom. */
const TITLE_LAST_BASELINE = 288;
const lineHeightFor = (size: number) => Math.round(size * 1.16);

/** The title at the largest size (44 down to 28 px) whose lines fit across and above the mark. */
function titleLayout(title: string, maxWidth: number): { size: number; lines: string[] } {
  const { bold } = loadFonts();
  const words = title.split(/\s+/);
  for (let size = 44; size >= 28; size -= 2) {
    const lines = wrapWords(words, (line) => measure(bold, line, size) <= maxWidth);
    const lastBaseline = TITLE_TOP + size * 0.78 + (lines.length - 1) * lineHeightFor(size);
    if (lastBaseline <= TITLE_LAST_BASELINE && lines.every((line) => measure(bold, line, size) <= maxWidth)) return { size, lines };
  }
  return { size: 28, lines: wrapWords(words, (line) => measure(bold, line, 28) <= maxWidth).slice(0, 4) };
}

/** The image as SVG: category label, wrapped title, the mark with the brand name, the category's figure. */
export function heroSvg(title: string, category: Category | 'default'): string {
  const { bold, semibold } = loadFonts();
  const label = category === 'default' ? 'Blog' : categories[category];
  const labelSize = 15;
  const labelWidth = measure(semibold, label.toUpperCase(), labelSize) + label.length * 0.8 + 32;
  const { size, lines } = titleLayout(title, 470);
  const lineHeight = lineHeightFor(size);
  const titleTop = TITLE_TOP + size * 0.78;
  const titleLines = lines.map((line, index) => textPath(bold, line, size, 48, titleTop + index * lineHeight, '#ffffff')).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.brand700}"/><stop offset="1" stop-color="${colours.brand900}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${pattern(category)}
<rect x="48" y="56" width="${labelWidth.toFixed(1)}" height="34" rx="17" fill="${colours.accent}"/>
${textPath(semibold, label.toUpperCase(), labelSize, 64, 78.5, '#ffffff', 0.8)}
${titleLines}
${mark(48, 324)}
${textPath(bold, brand.name, 22, 102, 352, '#ffffff')}
</svg>`;
}

const imageInputsVersion = createHash('sha256')
  .update(readFileSync(import.meta.filename))
  .digest('hex')
  .slice(0, 12);
const cacheFile = join(process.cwd(), 'node_modules', '.cache', 'blog-images.json');

async function writeImage(path: string, title: string, category: Category | 'default', cache: Record<string, string>): Promise<boolean> {
  // Keyed on the drawing itself, so a new title, category, brand name or colour all make a new image.
  const svg = heroSvg(title, category);
  const key = createHash('sha256').update(`${imageInputsVersion}\n${svg}`).digest('hex');
  const png = join(publicDir, path);
  const webp = png.replace(/\.png$/, '.webp');
  // Half width for the cards of the overview, which are never wider than about 22rem.
  const webpSmall = png.replace(/\.png$/, '-400.webp');
  if (cache[path] === key && existsSync(png) && existsSync(webp) && existsSync(webpSmall)) return false;
  const raster = sharp(Buffer.from(svg));
  writeFileSync(png, await raster.clone().png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer());
  writeFileSync(webp, await raster.clone().webp({ quality: 80 }).toBuffer());
  writeFileSync(webpSmall, await raster.clone().resize(400, 200).webp({ quality: 80 }).toBuffer());
  cache[path] = key;
  return true;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 in Dutch, newest first, every URL absolute on the public site. */
export function rssXml(
  articles: readonly Pick<ArticleSummary, 'slug' | 'title' | 'excerpt' | 'date' | 'category'>[],
  buildDate: string,
): string {
  const items = sortNewestFirst(articles).map(
    (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${absoluteUrl(articlePath(article.slug))}</link>
      <guid isPermaLink="true">${absoluteUrl(articlePath(article.slug))}</guid>
      <pubDate>${new Date(`${article.date}T08:00:00Z`).toUTCString()}</pubDate>
      <category>${escapeXml(categories[article.category])}</category>
      <description>${escapeXml(article.excerpt)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${brand.name} blog`)}</title>
    <link>${absoluteUrl('/blog')}</link>
    <atom:link href="${absoluteUrl('/blog/rss.xml')}" rel="self" type="application/rss+xml"/>
    <description>Praktische kennis voor starters: een bedrijf beginnen, financiering, branding en software.</description>
    <language>nl-NL</language>
    <lastBuildDate>${buildDate}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
}

function writeIfChanged(path: string, content: string): void {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return;
  writeFileSync(path, content);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const articles = allArticles();
  mkdirSync(join(publicDir, 'blog'), { recursive: true });
  mkdirSync(join(cacheFile, '..'), { recursive: true });
  const cache = existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>) : {};
  const jobs = articles
    .filter((article) => article.image.png === `/blog/${article.slug}.png`)
    .map((article) => writeImage(article.image.png, article.title, article.category, cache));
  jobs.push(writeImage(DEFAULT_IMAGE, `Praktische kennis voor starters van ${brand.name}`, 'default', cache));
  const written = (await Promise.all(jobs)).filter(Boolean).length;
  writeFileSync(cacheFile, JSON.stringify(cache, null, 2));
  // The feed's date is the newest article's, not the clock's, so an unchanged blog gives an unchanged file.
  const newest = sortNewestFirst(articles)[0];
  writeIfChanged(join(publicDir, 'blog', 'rss.xml'), rssXml(articles, new Date(`${newest?.date ?? '2025-01-01'}T08:00:00Z`).toUTCString()));
  console.log(`blog: ${articles.length} artikelen, ${written} afbeeldingen gemaakt, rss.xml (${Date.now() - started} ms)`);
}
