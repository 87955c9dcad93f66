import { zeistPage } from '../content/cities.ts';
import { CityLanding, cityCrumbs } from '../features/cities/city-landing.tsx';
import { faqPageData } from '../features/faq/faq-data.ts';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbData, localBusinessData } from '../lib/structured-data.ts';

export const meta = () =>
  pageMeta({
    ...zeistPage.meta,
    path: '/zeist',
    structuredData: [localBusinessData(), breadcrumbData(cityCrumbs(zeistPage)), faqPageData(zeistPage.faq)],
  });

export default function Zeist() {
  return <CityLanding city={zeistPage} />;
}
