import {
  address,
  brand,
  contact,
  geo,
  officeHours,
  priceRange,
  profiles,
  promises,
  reviews,
  siteUrl,
  vatStatus,
  withVat,
} from '../../../shared/business-facts.ts';
import { founder } from '../../../shared/showcase.ts';
import { absoluteUrl } from './seo.ts';

/*
 * Every JSON-LD block of the site is built here, from the business facts and from what the page itself shows,
 * so the data never says something the page does not. Structured data cannot carry a "Voorbeeld" mark, so a
 * fact still marked as an example (the legal name, founding year, phone, street, founder) stays out of it.
 */

/** One node per thing, named by these ids, so every page's data speaks of the same agency, office and founder. */
export const schemaIds = {
  organization: `${siteUrl}/#organisatie`,
  office: `${siteUrl}/#kantoor`,
  founder: `${siteUrl}/about#oprichter`,
} as const;

/** The places the office serves: mostly the Utrecht region around Zeist. */
const areaServed = ['Zeist', 'Utrecht', 'Driebergen', 'Bilthoven', 'De Bilt', 'Amersfoort'].map((name) => ({ '@type': 'City', name }));

const postalAddress = () => ({
  '@type': 'PostalAddress',
  ...(address.example ? {} : { streetAddress: address.street, postalCode: address.postalCode }),
  addressLocality: address.city,
  addressRegion: address.province,
  addressCountry: address.country,
});

const telephone = () => (contact.example ? {} : { telephone: contact.phoneE164 });

/** The agency's real profiles elsewhere; one still marked as an example is nobody's to point at. */
const sameAs = () => {
  const real = profiles.filter((profile) => !profile.example).map((profile) => profile.url);
  return real.length > 0 ? { sameAs: real } : {};
};

/** The agency as a schema.org Organization, built from the business-facts module. */
export function organizationData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': schemaIds.organization,
    name: brand.name,
    ...(brand.example ? {} : { legalName: brand.legalName, foundingDate: String(brand.foundingYear), vatID: brand.vatNumber }),
    url: siteUrl,
    logo: { '@type': 'ImageObject', url: `${siteUrl}/social/logo.png`, width: 512, height: 512 },
    ...(founder.example ? {} : { founder: { '@id': schemaIds.founder } }),
    email: contact.email,
    ...telephone(),
    ...sameAs(),
    address: postalAddress(),
  };
}

/** A BreadcrumbList for a page with a breadcrumb, from the same crumbs the page shows. */
export function breadcrumbData(items: readonly { label: string; to: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: new URL(item.to, siteUrl).toString(),
    })),
  };
}

/** The founder as a schema.org Person, working for the agency; /about leaves it out while she is an example. */
export function founderData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': schemaIds.founder,
    name: founder.name,
    givenName: founder.givenName,
    familyName: founder.familyName,
    jobTitle: founder.jobTitle,
    worksFor: { '@id': schemaIds.organization },
    url: `${siteUrl}/about`,
  };
}

/**
 * The office as a LocalBusiness, on both city pages: one office (one @id) serving the region, with office
 * hours and price range from the business facts. The rating goes in only with a real review source behind it
 * (the page links it): self-serving review markup is a misleading practice and ineligible for Google.
 */
export function localBusinessData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': schemaIds.office,
    name: brand.name,
    url: siteUrl,
    parentOrganization: { '@id': schemaIds.organization },
    image: `${siteUrl}/social/startsprong.png`,
    email: contact.email,
    ...telephone(),
    priceRange,
    areaServed,
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: geo.zeist.latitude, longitude: geo.zeist.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: officeHours.dayCodes.map((code) => dayNames[code]),
        opens: officeHours.opens,
        closes: officeHours.closes,
      },
    ],
    ...(reviews.sourceUrl && !reviews.example
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.ratingValue,
            bestRating: 5,
            reviewCount: reviews.reviewCount,
            url: reviews.sourceUrl,
          },
        }
      : {}),
  };
}

const dayNames: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** FAQPage structured data from the same questions and answers the page shows. */
export function faqPageData(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

type PostingInput = {
  /** The article's path on this site. */
  path: string;
  title: string;
  metaDescription: string;
  date: string;
  /** When the article was last brought up to date; dateModified falls back to the publication date. */
  updated?: string;
  /** The writer; an example person (the founder before she is real) is never given to search engines as a person. */
  author: { name: string; jobTitle: string; path: string; example: boolean };
  image: { png: string };
};

/** schema.org BlogPosting for an article page. */
export function blogPostingData(article: PostingInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.metaDescription,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    inLanguage: 'nl-NL',
    author: article.author.example
      ? { '@type': 'Organization', '@id': schemaIds.organization, name: brand.name, url: siteUrl }
      : { '@type': 'Person', name: article.author.name, jobTitle: article.author.jobTitle, url: absoluteUrl(article.author.path) },
    // Google lists no publisher and no mainEntityOfPage among the Article properties it reads
    // (developers.google.com/search/docs/appearance/structured-data/article); they cost every article page bytes.
    image: { '@type': 'ImageObject', url: absoluteUrl(article.image.png), width: 800, height: 400 },
    url: absoluteUrl(article.path),
  };
}

/** Each system as a schema.org SoftwareApplication with its starting price in euros. */
export function softwareApplicationsData(systems: readonly { name: string; description: string; priceFrom: number }[]) {
  return systems.map((system) => ({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: system.name,
    description: system.description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: `${siteUrl}/tools`,
    publisher: { '@type': 'Organization', '@id': schemaIds.organization, name: brand.name, url: siteUrl },
    // The price a consumer pays, with btw, as the page shows it first; the specification says so in its own terms.
    offers: {
      '@type': 'Offer',
      price: withVat(system.priceFrom).toFixed(2),
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'PriceSpecification',
        price: withVat(system.priceFrom).toFixed(2),
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
      },
      description: `Eenmalige vanafprijs ${vatStatus.incl} voor een ${promises.licence} op je eigen installatie; hosting en gebruik per maand`,
      url: `${siteUrl}/tools`,
    },
  }));
}
