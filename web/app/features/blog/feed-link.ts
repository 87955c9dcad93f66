import { brand } from '../../../../shared/business-facts.ts';

/** The blog's RSS feed, announced in the head of the overview and of every article, so readers find it from either. */
export const feedLinks = () => [{ rel: 'alternate', type: 'application/rss+xml', title: `${brand.name} blog`, href: '/blog/rss.xml' }];
