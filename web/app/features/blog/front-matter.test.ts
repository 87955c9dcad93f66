import { describe, expect, it } from 'vitest';
import { parseArticleSource } from './front-matter.ts';

const valid = {
  title: 'Logo laten maken: zo pak je het aan',
  slug: 'logo-laten-maken',
  category: 'branding',
  date: '2025-01-09',
  updated: '2026-11-24',
  metaDescription: 'Logo laten maken? Lees welke soorten er zijn, wat het kost en hoe het ontwerpproces verloopt.',
  excerpt: 'Een logo gebruik je jarenlang. Zo pak je het ontwerp goed aan.',
  author: 'oprichter',
  related: ['huisstijl-ontwerpen', 'branding-voor-starters'],
  featured: false,
  serviceLink: '/services#branding',
  ctaText: 'Vraag een logo-ontwerp aan',
  image: '/blog/logo-laten-maken.png',
};
const source = (fields: Record<string, unknown>, body = 'Tekst van het artikel.') =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n${body}\n`;

describe('article front matter', () => {
  it('accepts a complete article and returns its body', () => {
    const { frontMatter, body } = parseArticleSource('web/content/blog/logo-laten-maken.md', source(valid));

    expect(frontMatter).toMatchObject({ slug: 'logo-laten-maken', category: 'branding', featured: false });
    expect(body.trim()).toBe('Tekst van het artikel.');
  });

  it('makes featured optional and the image optional', () => {
    const { featured: _featured, image: _image, ...rest } = valid;
    const { frontMatter } = parseArticleSource('logo-laten-maken.md', source(rest));

    expect(frontMatter.featured).toBe(false);
    expect(frontMatter.image).toBeUndefined();
  });

  it('names the file and every wrong field', () => {
    const broken = { ...valid, category: 'recepten', date: '2025-02-30', serviceLink: 'https://elders.nl' };

    expect(() => parseArticleSource('web/content/blog/logo-laten-maken.md', source(broken))).toThrow(
      /web\/content\/blog\/logo-laten-maken\.md: de front matter klopt niet:[\s\S]*category[\s\S]*date: geen bestaande datum[\s\S]*serviceLink/,
    );
  });

  it('holds the title to what a search result shows with the brand name after it, and the description to 155 characters', () => {
    const long = { ...valid, title: 'Logo laten maken: soorten, proces, kosten en rechten', metaDescription: 'x'.repeat(156) };

    expect(() => parseArticleSource('web/content/blog/logo-laten-maken.md', source(long))).toThrow(
      /title: met „\| Startsprong” erachter hoogstens 60 tekens[\s\S]*metaDescription: hoogstens 155 tekens/,
    );
  });

  it('names the writer by a known key and exactly two related articles', () => {
    const wrong = { ...valid, author: 'Team Startsprong', related: ['zzp-of-bv'] };

    expect(() => parseArticleSource('web/content/blog/logo-laten-maken.md', source(wrong))).toThrow(
      /author[\s\S]*related: precies 2 slugs van andere artikelen/,
    );
  });

  it('refuses a missing field', () => {
    const { title: _title, ...rest } = valid;
    expect(() => parseArticleSource('logo-laten-maken.md', source(rest))).toThrow(/title/);
  });

  it('refuses a slug that differs from the file name', () => {
    expect(() => parseArticleSource('web/content/blog/logo.md', source(valid))).toThrow(
      /slug 'logo-laten-maken' hoort gelijk te zijn aan de bestandsnaam 'logo'/,
    );
  });

  it('refuses a file without front matter or without text', () => {
    expect(() => parseArticleSource('a.md', 'Alleen tekst')).toThrow(/begint niet met front matter/);
    expect(() => parseArticleSource('logo-laten-maken.md', source(valid, ''))).toThrow(/geen tekst/);
  });

  it('reports YAML that does not parse', () => {
    expect(() => parseArticleSource('a.md', '---\ntitle: [onaf\n---\ntekst')).toThrow(/a\.md: de front matter is geen geldige YAML/);
  });
});
