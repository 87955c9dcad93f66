import { address, brand, contact, links, siteUrl } from '../../../shared/business-facts.ts';

/** The agency as a schema.org Organization, built from the business-facts module. */
export function organizationData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email: contact.email,
    telephone: contact.phoneE164,
    sameAs: [links.linkedin],
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.province,
      addressCountry: address.country,
    },
  };
}
