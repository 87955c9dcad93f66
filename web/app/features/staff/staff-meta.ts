import type { MetaDescriptor } from 'react-router';
import { brand } from '../../../../shared/business-facts.ts';

/** Every staff page: its own title and noindex, no description or canonical, and so never in the sitemap. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${brand.name} beheer` }, { name: 'robots', content: 'noindex, nofollow' }];
}
