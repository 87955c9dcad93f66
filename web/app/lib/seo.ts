import type { MetaDescriptor } from 'react-router';
import { brand, siteUrl } from '../../../shared/business-facts.ts';

export type PageSeo = {
  title: string;
  description: string;
  /** The page's own path, for its canonical URL; absent for pages that are never indexed. */
  path?: string;
  noindex?: boolean;
  /** JSON-LD objects for this page. */
  structuredData?: readonly object[];
  /** The page's own social image (path on this site); the site's default image otherwise. */
  image?: { path: string; width: number; height: number };
  /** og:type; 'website' unless the page is an article. */
  type?: 'website' | 'article';
  /** An article's date (ISO), as article:published_time. */
  publishedTime?: string;
  /** When an article was last brought up to date (ISO), as article:modified_time beside its published time. */
  modifiedTime?: string;
};

/**
 * The longest title and description a search result shows whole (Google cuts titles near 600 px, about 60
 * characters, and snippets near 155). The build refuses a page over either (web/scripts/page-meta.ts), and an
 * article's front matter is held to them before that.
 */
export const TITLE_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 155;

/** The title as the page's <title> has it: the brand name after it, unless it is already in it. */
export function fullTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}

const socialImage = absoluteUrl('/social/startsprong.png');

/** Title, description, canonical, social tags and structured data of a page, for a route's `meta` export. */
export function pageMeta({
  title,
  description,
  path,
  noindex,
  structuredData = [],
  image,
  type = 'website',
  publishedTime,
  modifiedTime,
}: PageSeo): MetaDescriptor[] {
  const pageTitle = fullTitle(title);
  const imageUrl = image ? absoluteUrl(image.path) : socialImage;
  const meta: MetaDescriptor[] = [
    { title: pageTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'nl_NL' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: pageTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image?.width ?? 1200) },
    { property: 'og:image:height', content: String(image?.height ?? 630) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: pageTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ];
  if (publishedTime) {
    meta.push({ property: 'article:published_time', content: publishedTime });
    if (modifiedTime) meta.push({ property: 'article:modified_time', content: modifiedTime });
  }
  if (noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  if (path !== undefined) {
    const url = absoluteUrl(path);
    meta.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url });
  }
  for (const data of structuredData) meta.push({ 'script:ld+json': data });
  return meta;
}
