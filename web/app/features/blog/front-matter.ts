import * as z from 'zod/mini';
import { parse as parseYaml } from 'yaml';
import { DESCRIPTION_MAX_LENGTH, fullTitle, TITLE_MAX_LENGTH } from '../../lib/seo.ts';
import { authorKeys, type AuthorKey } from './authors.ts';
import { categoryKeys } from './categories.ts';

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'een datum als 2025-01-15'),
  z.refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'geen bestaande datum',
  ),
);

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'alleen kleine letters, cijfers en losse koppeltekens'));

/** How many related articles an article names ("Lees ook"): the spec's "up to two", always two. */
export const RELATED_COUNT = 2;

/** The front matter every article in web/content/blog must have; a file that does not fit fails the build. */
export const frontMatterSchema = z.object({
  // The page's <title> adds " | {brand}", and the whole must fit a search result.
  title: z.string().check(
    z.trim(),
    z.minLength(10),
    z.refine(
      (title) => fullTitle(title).length <= TITLE_MAX_LENGTH,
      `met „${fullTitle('').trim()}” erachter hoogstens ${TITLE_MAX_LENGTH} tekens, zodat Google de titel niet afkapt`,
    ),
  ),
  slug,
  category: z.enum(categoryKeys as ['startup', 'branding', 'development']),
  date: isoDate,
  /** When the article was last brought up to date (its figures, prices and examples); shown as "Bijgewerkt op". */
  updated: isoDate,
  metaDescription: z
    .string()
    .check(
      z.trim(),
      z.minLength(50),
      z.maxLength(DESCRIPTION_MAX_LENGTH, `hoogstens ${DESCRIPTION_MAX_LENGTH} tekens, zodat Google de beschrijving niet afkapt`),
    ),
  excerpt: z.string().check(z.trim(), z.minLength(30), z.maxLength(300)),
  author: z.enum(authorKeys as [AuthorKey, ...AuthorKey[]]),
  /** The articles under "Lees ook", chosen by topic; every article must be named by at least one other (articles.server.ts). */
  related: z.array(slug).check(z.length(RELATED_COUNT, `precies ${RELATED_COUNT} slugs van andere artikelen`)),
  featured: z._default(z.boolean(), false),
  serviceLink: z.string().check(z.regex(/^\/[^\s]*$/, 'een pad op de eigen site, zoals /services#branding')),
  ctaText: z.string().check(z.trim(), z.minLength(3), z.maxLength(60)),
  image: z.optional(z.string().check(z.regex(/^\/[^\s]+\.(png|jpg|jpeg|webp)$/, 'een pad naar een afbeelding, zoals /blog/{slug}.png'))),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export class ArticleSourceError extends Error {
  override name = 'ArticleSourceError';
}

/**
 * Splits a Markdown file into its validated front matter and its body. Throws an ArticleSourceError
 * naming the file and every field that is wrong, so a broken article stops the build with a message
 * its writer can act on.
 */
export function parseArticleSource(fileName: string, source: string): { frontMatter: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ArticleSourceError(`${fileName}: begint niet met front matter tussen twee regels '---'.`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ArticleSourceError(`${fileName}: de front matter is geen geldige YAML (${(error as Error).message.split('\n')[0]}).`);
  }
  const result = frontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
    throw new ArticleSourceError(`${fileName}: de front matter klopt niet:\n${problems.join('\n')}`);
  }
  const expectedSlug = fileName.replace(/^.*\//, '').replace(/\.md$/, '');
  if (result.data.slug !== expectedSlug) {
    throw new ArticleSourceError(`${fileName}: slug '${result.data.slug}' hoort gelijk te zijn aan de bestandsnaam '${expectedSlug}'.`);
  }
  const body = match[2]!;
  if (body.trim().length === 0) throw new ArticleSourceError(`${fileName}: het artikel heeft geen tekst.`);
  return { frontMatter: result.data, body };
}
