import { links } from '../../../shared/business-facts.ts';

/** The site's menus. Every path here is a prerendered route or a redirect (infra/site-routing.ts). */

export type NavLink = { label: string; to: string };

export const mainNav: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Diensten', to: '/services' },
  { label: 'Over ons', to: '/about' },
  { label: 'Tools', to: '/tools' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

export const primaryCta: NavLink = { label: 'Start je reis', to: '/begin-vandaag' };

export const footerServices: readonly NavLink[] = [
  { label: 'Ondernemingsplan en financiering', to: '/services#planning' },
  { label: 'Branding en huisstijl', to: '/services#branding' },
  { label: 'Website, webshop en systemen', to: '/services#launch' },
  { label: 'Coaching en begeleiding', to: '/services#support' },
  { label: 'Systemen en software', to: '/tools' },
];

export const footerLocations: readonly NavLink[] = [
  { label: 'Bedrijf starten in Zeist', to: '/zeist' },
  { label: 'Bedrijf starten in Utrecht', to: '/utrecht' },
];

export const footerMore: readonly NavLink[] = [
  { label: 'Gratis intake', to: '/start' },
  { label: 'Cases', to: '/cases' },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacyverklaring', to: links.privacy },
  { label: 'Algemene voorwaarden', to: links.terms },
  { label: 'Cookiebeleid', to: links.cookies },
];
