import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogSlugs, renamedBlogSlugs } from '../shared/blog-slugs.ts';
import { brand, formatEuro, priceText, prices, siteUrl } from '../shared/business-facts.ts';
import { siteRouting } from '../infra/site-routing.ts';
import { adviceNote, authors } from '../web/app/features/blog/authors.ts';
import { dayLongText } from '../shared/agency-clock.ts';
import { fillPlaceholders } from '../web/app/features/blog/placeholders.ts';
import { countWords } from '../web/app/features/blog/reading-time.ts';

/*
 * The blog as it is built: reads build/client after `npm run build` (and runs the build when there is
 * none). Checks what a visitor without JavaScript, a search engine and a feed reader get, and that no
 * page ships the text of articles it does not show.
 */
const root = resolve(import.meta.dirname, '..');
const site = join(root, 'build', 'client');
const contentDir = join(root, 'web', 'content', 'blog');

const slugsOnDisk = readdirSync(contentDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.slice(0, -3))
  .sort();
const read = (path: string) => readFileSync(join(site, path), 'utf8');
/** The title as a visitor reads it: a year in it is the {belastingjaar} placeholder, filled in. */
const titleOf = (slug: string) =>
  fillPlaceholders(/^title:\s*"?(.*?)"?\s*$/m.exec(readFileSync(join(contentDir, `${slug}.md`), 'utf8'))![1]!, `${slug}.md`);
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The article's body as the prerendered HTML has it, as plain text. */
function bodyText(html: string): string {
  const start = html.indexOf('data-article-body');
  const end = html.indexOf('aria-labelledby="cta-titel"', start);
  return decode(html.slice(start, end).replace(/<[^>]*>/g, ' '));
}

/**
 * A sentence from the middle of an article's text, to look for where it must not be. Only plain
 * paragraphs qualify: no markup, placeholders, quotes or ampersands, which HTML or JSON would spell
 * differently, so a sample that is shipped is always found.
 */
function sampleSentence(slug: string): string {
  const body = readFileSync(join(contentDir, `${slug}.md`), 'utf8').split(/\n---\n/)[1]!;
  const paragraphs = body.split(/\n\n/).filter((p) => /^[A-Z]/.test(p) && !/[[*`|{}"'’&<>]/.test(p) && p.length > 80);
  return paragraphs[Math.floor(paragraphs.length / 2)]!.slice(0, 60);
}

/** Every page of the built site, and the feed: where a figure a visitor reads could be. */
function builtPages(dir = site): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(path);
    return /\.(html|xml)$/.test(entry.name) ? [path.slice(site.length + 1)] : [];
  });
}

/** A page's text per block (paragraph, list item, table row, heading), entities decoded and spaces plain. */
function blocksOf(html: string): string[] {
  return html
    .split(/<\/(?:p|li|tr|h[1-6]|dd|dt|td|th|script|title)>/)
    .map((block) => decode(block.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#xa0;|&#160;/gi, ' ')).replace(/\s+/g, ' '));
}

/*
 * Figures a copy editor found wrong in the articles, as a visitor would read them. The KOR's and the DGA's
 * are only wrong beside their subject: "€ 25.000 startkapitaal" or "75% van je klanten" are fine.
 */
const wrongFigures: { name: string; figure: RegExp; subject?: RegExp }[] = [
  { name: 'de KvK-inschrijving van vóór 2023 (€ 51,95)', figure: /€\s?51,95/ },
  { name: 'een inkomstenbelastingtarief dat nooit bestond (36,97%)', figure: /36,97\s?%/ },
  { name: 'een schijfgrens die nooit bestond (€ 75.624)', figure: /75\.624/ },
  { name: 'de oude KOR-grens (€ 25.000)', figure: /€\s?25\.000(?![\d,])/, subject: /\bKOR\b|kleineondernemersregeling/i },
  {
    name: 'de in 2023 afgeschafte 75%-marge voor de dga',
    figure: /\b75\s?%/,
    subject: /\bdga\b|directeur-grootaandeelhouder|gebruikelijk(e)? loon/i,
  },
];

function modulesOf(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the built blog', () => {
  it('has an article file for each path of the spec, and no other', () => {
    expect(slugsOnDisk).toEqual([...blogSlugs].sort());
  });

  it.each(slugsOnDisk)('prerenders /blog/%s with its title, h1, canonical URL and more than 1,200 words of text', (slug) => {
    const html = read(`blog/${slug}/index.html`);
    const title = titleOf(slug);

    expect(decode(/<title>(.*?)<\/title>/.exec(html)![1]!)).toBe(`${title} | Startsprong`);
    expect(`${title} | Startsprong`.length).toBeLessThanOrEqual(60);
    expect(decode(/<h1[^>]*>(.*?)<\/h1>/.exec(html)![1]!)).toBe(title);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/blog/${slug}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${siteUrl}/blog/${slug}.png"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; itemListElement?: { name: string }[] },
    );
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: title,
      url: `${siteUrl}/blog/${slug}`,
      inLanguage: 'nl-NL',
    });
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement?.map((item) => item.name)).toEqual([
      'Home',
      'Blog',
      title,
    ]);
    expect(countWords(bodyText(html))).toBeGreaterThan(1200);
  });

  it('dates each article on a real day, updated on or after it and neither in the future, and features exactly one', () => {
    const frontMatter = slugsOnDisk.map((slug) => readFileSync(join(contentDir, `${slug}.md`), 'utf8'));
    const dayOf = (source: string, field: string) => new RegExp(`^${field}:\\s*"?([\\d-]+)"?\\s*$`, 'm').exec(source)?.[1] ?? '';
    const isDay = (day: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(Date.parse(`${day}T00:00:00Z`) || 0).toISOString().startsWith(day);
    // Tomorrow in UTC: the agency's day (Amsterdam) runs ahead of UTC, so an article dated today there is not refused.
    const latest = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

    const wrong = frontMatter.flatMap((source, index) => {
      const [date, updated] = [dayOf(source, 'date'), dayOf(source, 'updated')];
      const fine = isDay(date) && isDay(updated) && date <= updated && updated <= latest;
      return fine ? [] : [`${slugsOnDisk[index]}: ${date} / ${updated}`];
    });

    expect(wrong).toEqual([]);
    expect(frontMatter.filter((source) => /^featured:\s*true\s*$/m.test(source))).toHaveLength(1);
  });

  it("writes the agency's own facts as placeholders, so they come from the business-facts module", () => {
    const literal = new RegExp(
      [brand.name, ...Object.values(prices.systems).map((price) => `${formatEuro(price).replace(/\s/, '\\s')}\\b`)].join('|'),
    );
    const offenders = slugsOnDisk.filter((slug) => literal.test(readFileSync(join(contentDir, `${slug}.md`), 'utf8')));

    expect(offenders).toEqual([]);
    expect(decode(read('blog/crm-op-maat/index.html'))).toContain(`vanaf ${priceText(prices.systems.crm)}`);
  });

  it.each(slugsOnDisk)('generates the 800x400 image of %s as PNG and WebP, and draws its title card inline on its page', (slug) => {
    const png = readFileSync(join(site, 'blog', `${slug}.png`));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 400]);
    expect(existsSync(join(site, 'blog', `${slug}.webp`))).toBe(true);
    expect(existsSync(join(site, 'blog', `${slug}-400.webp`))).toBe(true);
    const html = read(`blog/${slug}/index.html`);
    // The card is in the document, its text included, so the page's largest paint waits for no image (the PNG
    // is what is shared); its figure is a symbol of the cached sprite.
    expect(html).toMatch(
      /<div aria-hidden="true" class="hero-card"><svg aria-hidden="true" class="[^"]*"><use href="\/assets\/icons-[0-9a-f]+\.svg#kaart-(startup|branding|development)"><\/use><\/svg><div [^>]*><span [^>]*>[^<]+<\/span><p [^>]*>[^<]+<\/p>/,
    );
    expect(html).not.toMatch(/fetchPriority="high"/i);
  });

  it('lists every article in the prerendered overview, so it works without JavaScript', () => {
    const html = read('blog/index.html');
    for (const slug of slugsOnDisk) expect(html).toContain(`href="/blog/${slug}"`);
  });

  it('dates each card in the overview by when its article was last brought up to date', () => {
    const text = decode(read('blog/index.html').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
    const updatedDates = slugsOnDisk.map(
      (slug) => /^updated:\s*"?([\d-]+)"?\s*$/m.exec(readFileSync(join(contentDir, `${slug}.md`), 'utf8'))![1]!,
    );

    const firstDates = slugsOnDisk.map(
      (slug) => /^date:\s*"?([\d-]+)"?\s*$/m.exec(readFileSync(join(contentDir, `${slug}.md`), 'utf8'))![1]!,
    );

    for (const updated of new Set(updatedDates)) expect(text).toContain(`Bijgewerkt op ${dayLongText(updated)}`);
    // A first publication day that is no article's update day shows nowhere on the cards.
    for (const date of new Set(firstDates.filter((day) => !updatedDates.includes(day)))) expect(text).not.toContain(dayLongText(date));
  });

  it('keeps article text out of the overview: its HTML, its data and its JavaScript', () => {
    // The samples are findable: each is in its own article's page.
    for (const slug of slugsOnDisk) expect(read(`blog/${slug}/index.html`)).toContain(sampleSentence(slug));
    const html = read('blog/index.html');
    const shipped = [html, read('blog.data'), ...modulesOf(html).map(read)].join('\n');
    for (const slug of slugsOnDisk) expect(shipped).not.toContain(sampleSentence(slug));
  });

  it('ships one article per article page: the others are not in its data or its JavaScript', () => {
    const [first, second] = slugsOnDisk;
    const html = read(`blog/${first}/index.html`);
    const shipped = [read(`blog/${first}.data`), ...modulesOf(html).map(read)].join('\n');

    expect(html).toContain(sampleSentence(first!));
    expect(shipped).not.toContain(sampleSentence(second!));
  });

  it('publishes an RSS 2.0 feed in Dutch with every article at its absolute URL', () => {
    const rss = read('blog/rss.xml');

    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain('<language>nl-NL</language>');
    expect(rss.match(/<item>/g)).toHaveLength(blogSlugs.length);
    for (const slug of slugsOnDisk) expect(rss).toContain(`<link>${siteUrl}/blog/${slug}</link>`);
  });

  it('shows none of the figures known to be wrong, on any page or in the feed', () => {
    const pages = builtPages();
    const found = pages.flatMap((page) =>
      blocksOf(read(page)).flatMap((block) =>
        wrongFigures
          .filter(({ figure, subject }) => figure.test(block) && (!subject || subject.test(block)))
          .map(({ name }) => `${page}: ${name} in „${block.trim().slice(0, 80)}”`),
      ),
    );

    expect(pages).toContain('blog/kvk-inschrijving-gids/index.html');
    expect(found).toEqual([]);
  });

  it.each(slugsOnDisk)('shows when /blog/%s was brought up to date, in its text, its meta tags and its dateModified', (slug) => {
    const html = read(`blog/${slug}/index.html`);
    const source = readFileSync(join(contentDir, `${slug}.md`), 'utf8');
    const updated = /^updated:\s*"?([\d-]+)"?\s*$/m.exec(source)?.[1];
    const date = /^date:\s*"?([\d-]+)"?\s*$/m.exec(source)![1]!;
    const posting = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((item) => item['@type'] === 'BlogPosting');

    expect(updated, 'updated in the front matter').toBeDefined();
    expect(updated! > date).toBe(true);
    expect(posting).toMatchObject({ datePublished: date, dateModified: updated });
    expect(html).toContain(`<meta property="article:modified_time" content="${updated}"/>`);
    expect(decode(html.replace(/<[^>]*>/g, ''))).toContain(`Bijgewerkt op ${dayLongText(updated!)}`);
  });

  it.each(blogSlugs)('redirects the old path /%s permanently to /blog/%s', (slug) => {
    // Redirects come before any look at the site's pages, so an empty index will do.
    expect(siteRouting({ pages: [], topLevel: [] }).viewerRequest(`/${slug}`)).toEqual({
      kind: 'redirect',
      statusCode: 301,
      location: `/blog/${slug}`,
    });
  });

  it.each(Object.entries(renamedBlogSlugs))(
    'sends both old paths of the renamed %s straight to /blog/%s, and links it nowhere',
    (old, slug) => {
      for (const path of [`/${old}`, `/blog/${old}`])
        expect(siteRouting({ pages: [], topLevel: [] }).viewerRequest(path)).toEqual({
          kind: 'redirect',
          statusCode: 301,
          location: `/blog/${slug}`,
        });
      expect(builtPages().filter((page) => read(page).includes(`/blog/${old}"`))).toEqual([]);
    },
  );

  it.each(slugsOnDisk)('names the writer of /blog/%s, her profile, its official sources and that it is no personal tax advice', (slug) => {
    const text = decode(read(`blog/${slug}/index.html`).replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
    const author = authors.oprichter;

    expect(text).toContain(`Door ${author.name}${author.example ? ' Voorbeeld' : ''}`);
    expect(text).toContain(author.profile);
    expect(text).toMatch(/Officiële bronnen in dit artikel: \S/);
    expect(text).toContain(adviceNote);
  });
});
