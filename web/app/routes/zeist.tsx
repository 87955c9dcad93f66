import { zeistPage } from '../content/cities.ts';
import { CityLanding, cityCrumbs } from './city-landing.tsx';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbData, faqPageData, localBusinessData } from '../lib/structured-data.ts';

export const meta = () =>
  pageMeta({
    ...zeistPage.meta,
    path: '/zeist',
    structuredData: [localBusinessData(), breadcrumbData(cityCrumbs(zeistPage)), faqPageData(zeistPage.faq)],
  });

export default function Zeist() {
  return <CityLanding city={zeistPage} />;
}
