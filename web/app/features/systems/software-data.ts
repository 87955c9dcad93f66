import { brand, siteUrl } from '../../../../shared/business-facts.ts';
import { systemCards } from '../../content/systems.ts';
import { schemaIds } from '../../lib/structured-data.ts';

/** Each system as a schema.org SoftwareApplication with its starting price in euros. */
export function softwareApplicationsData() {
  return systemCards.map((system) => ({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: system.name,
    description: system.description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: `${siteUrl}/tools`,
    publisher: { '@type': 'Organization', '@id': schemaIds.organization, name: brand.name, url: siteUrl },
    offers: {
      '@type': 'Offer',
      price: system.priceFrom.toFixed(2),
      priceCurrency: 'EUR',
      description: 'Eenmalige vanaf-prijs voor een eeuwigdurende licentie op je eigen installatie; hosting en gebruik per maand',
      url: `${siteUrl}/tools`,
    },
  }));
}
