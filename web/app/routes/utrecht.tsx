import { utrechtPage } from '../content/cities.ts';
import { CityLanding, cityCrumbs } from './city-landing.tsx';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbData, faqPageData, localBusinessData } from '../lib/structured-data.ts';

export const meta = () =>
  pageMeta({
    ...utrechtPage.meta,
    path: '/utrecht',
    structuredData: [localBusinessData(), breadcrumbData(cityCrumbs(utrechtPage)), faqPageData(utrechtPage.faq)],
  });

export default function Utrecht() {
  return <CityLanding city={utrechtPage} />;
}
