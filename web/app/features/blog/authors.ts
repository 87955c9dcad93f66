import { brand } from '../../../../shared/business-facts.ts';
import { founder } from '../../../../shared/showcase.ts';

/**
 * Who writes the articles, named in each article's front matter (`author`) by key. The founder is example
 * content until the operator replaces her in shared/showcase.ts (the deploy refuses until then), so her
 * byline and profile carry the "Voorbeeld" mark while `example` is true, and the structured data names the
 * agency as author instead of an invented person. Replace `profile` together with the founder.
 */
export const authors = {
  oprichter: {
    name: founder.name,
    role: `${founder.jobTitle} van ${brand.name}`,
    /** Said right under the name and role, so it does not repeat the name (an example name appears only beside its mark). */
    profile: `Ze begeleidt bij ${brand.name} starters van hun eerste idee tot een draaiend bedrijf, schrijft deze artikelen met het team en werkt ze bij zodra regels of bedragen veranderen.`,
    /** Where the profile continues on the site. */
    path: '/about#oprichter',
    example: founder.example,
  },
} as const;

export type AuthorKey = keyof typeof authors;
export type Author = (typeof authors)[AuthorKey];
export const authorKeys = Object.keys(authors) as AuthorKey[];

/** Said under every article: what it is, and what it is not. */
export const adviceNote =
  'Dit artikel is algemene informatie, geen persoonlijk fiscaal of juridisch advies. Regels en bedragen veranderen: controleer ze bij de officiële bronnen die we noemen, en laat je eigen situatie doorrekenen door een boekhouder, accountant of fiscalist.';
