import { brand, siteUrl } from '../../../../shared/business-facts.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { schemaIds } from '../../lib/structured-data.ts';
import { articlePath } from './categories.ts';

type PostingInput = {
  slug: string;
  title: string;
  metaDescription: string;
  date: string;
  updated?: string;
  author: string;
  image: { png: string };
};

/** schema.org BlogPosting for an article page, the publisher from the business facts. */
export function blogPostingData(article: PostingInput) {
  const url = absoluteUrl(articlePath(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.metaDescription,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    inLanguage: 'nl-NL',
    author: { '@type': 'Organization', name: article.author, url: siteUrl },
    publisher: {
      '@type': 'Organization',
      '@id': schemaIds.organization,
      name: brand.name,
      url: siteUrl,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/social/logo.png`, width: 512, height: 512 },
    },
    image: { '@type': 'ImageObject', url: absoluteUrl(article.image.png), width: 800, height: 400 },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
