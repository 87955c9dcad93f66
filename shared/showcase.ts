import { address, brand, contact, ourClaims, profiles, reviews, trackRecord } from './business-facts.ts';

/**
 * The social proof the site shows: what clients say, the companies we helped launch with their stories,
 * and the founder. Everything here ships as an invented example (`example: true`), so the pages work before
 * the agency has its own. Pages mark an example with "Voorbeeld", never link an example company's site,
 * and a deploy refuses while any example is left (infra/app.ts). Replace an item with the real one, with
 * the client's consent, and set `example: false`.
 */

export type Testimonial = {
  name: string;
  role: string;
  company: string;
  location: string;
  /** The client's own site, linked only when the testimonial is real. */
  companyUrl?: string;
  text: string;
  rating: 1 | 2 | 3 | 4 | 5;
  example: boolean;
};

/** What clients say about working with us (home and cases pages). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Layla Bouzid',
    role: 'Eigenaar',
    company: 'Studio Bloesem',
    location: 'Zeist',
    text: 'Ik wist precies hoe mijn salon eruit moest zien, maar niet hoe ik een bank overtuigde. Sanne nam me stap voor stap mee, en ze bleef ook na de opening gewoon bereikbaar.',
    rating: 5,
    example: true,
  },
  {
    name: 'Daan Verhoef',
    role: 'Oprichter',
    company: 'Planbaar',
    location: 'Utrecht',
    text: 'Geen dikke rapporten, maar elke twee weken iets werkends dat ik aan klanten kon laten zien. Na vier maanden had ik een app en een pitch waar ik zelf in geloofde.',
    rating: 5,
    example: true,
  },
  {
    name: 'Mirjam Kok',
    role: 'Loopbaancoach',
    company: 'Koersvast Coaching',
    location: 'Utrecht',
    text: 'Ze stelden de vragen die ik zelf had overgeslagen. Daardoor weet ik nu voor wie ik werk, en dat zie je terug in elke aanvraag die binnenkomt.',
    rating: 5,
    example: true,
  },
  {
    name: 'Joris van Dam',
    role: 'Bakker en eigenaar',
    company: 'Bakkerij Korrel',
    location: 'Zeist',
    text: 'De kassa en de bestelpagina schelen me elke ochtend een uur. Het ontwerp kostte een ronde meer dan gepland, maar het resultaat is precies mijn bakkerij.',
    rating: 4,
    example: true,
  },
];

/**
 * Companies we helped launch: their wordmark logos run in the strip on the home and about pages, and each
 * has one success story (cases page, landing page, city pages).
 */
export type LaunchedCompany = {
  id: string;
  name: string;
  sector: string;
  city: string;
  /** The company's own site, linked only when the company is real. */
  url?: string;
  example: boolean;
  logo: string;
  story: { service: string; result: string; summary: string };
};

export const launchedCompanies: readonly LaunchedCompany[] = [
  {
    id: 'studio-bloesem',
    name: 'Studio Bloesem',
    sector: 'Schoonheidssalon',
    city: 'Zeist',
    example: true,
    logo: '/images/logos/studio-bloesem.svg',
    story: {
      service: 'Ondernemingsplan, huisstijl en online boeken',
      result: 'Binnen drie maanden volgeboekt',
      summary:
        'Layla wilde na tien jaar in loondienst haar eigen salon. Met een ondernemingsplan kreeg ze een lening voor de inrichting, en dankzij het boekingssysteem plannen klanten nu zelf, ook ’s avonds.',
    },
  },
  {
    id: 'bakkerij-korrel',
    name: 'Bakkerij Korrel',
    sector: 'Ambachtelijke bakkerij',
    city: 'Zeist',
    example: true,
    logo: '/images/logos/bakkerij-korrel.svg',
    story: {
      service: 'Branding, kassasysteem en bestelpagina',
      result: 'Een derde van de omzet via vooruitbestellingen',
      summary:
        'Joris bakt zuurdesembrood volgens een oud recept. We gaven de bakkerij een warm merk, een kassa die voorraad bijhoudt en een pagina waarop vaste klanten hun brood de avond ervoor bestellen.',
    },
  },
  {
    id: 'planbaar',
    name: 'Planbaar',
    sector: 'App voor roosterplanning',
    city: 'Utrecht',
    example: true,
    logo: '/images/logos/planbaar.svg',
    story: {
      service: 'Pitch, MVP-webapp en lancering',
      result: 'Eerste 30 betalende klanten binnen een half jaar',
      summary:
        'Daan had een idee voor eenvoudige roosters in de horeca. We bouwden in vier maanden een werkende eerste versie met één duidelijke taak, en schreven de pitch waarmee hij een startersfonds overtuigde.',
    },
  },
  {
    id: 'koersvast-coaching',
    name: 'Koersvast Coaching',
    sector: 'Loopbaancoaching',
    city: 'Utrecht',
    example: true,
    logo: '/images/logos/koersvast-coaching.svg',
    story: {
      service: 'Positionering, website en vindbaarheid',
      result: 'Elke week twee nieuwe aanvragen via Google',
      summary:
        'Mirjam coachte al naast haar baan. Met een scherpe positionering en een website die goed vindbaar is in Utrecht kon ze na een half jaar volledig voor zichzelf werken.',
    },
  },
  {
    id: 'groenhuys',
    name: 'Groenhuys',
    sector: 'Webshop voor kamerplanten',
    city: 'Amersfoort',
    example: true,
    logo: '/images/logos/groenhuys.svg',
    story: {
      service: 'Webshop, huisstijl en webshopdashboard',
      result: 'Eerste 100 bestellingen binnen zes weken',
      summary:
        'Noor en Tim verkochten stekjes via Marktplaats. Nu hebben ze een eigen webshop met een dashboard dat laat zien welke planten lopen en wanneer ze moeten bijbestellen.',
    },
  },
  {
    id: 'fietsfix',
    name: 'Fietsfix',
    sector: 'Fietsenmaker',
    city: 'Bilthoven',
    example: true,
    logo: '/images/logos/fietsfix.svg',
    story: {
      service: 'Website en boekingssysteem voor reparaties',
      result: 'Veel minder telefoontjes, een volle werkplaats',
      summary:
        'Ahmed stond de hele dag aan de telefoon voor afspraken. Nu boeken klanten online een reparatie, krijgen ze een herinnering en ziet hij ’s ochtends precies wat er binnenkomt.',
    },
  },
  {
    id: 'lotus-yoga',
    name: 'Lotus Yoga',
    sector: 'Yogastudio',
    city: 'De Bilt',
    example: true,
    logo: '/images/logos/lotus-yoga.svg',
    story: {
      service: 'Website, lesrooster en ledenbeheer',
      result: '120 vaste leden in het eerste jaar',
      summary:
        'Eva opende haar studio met één zaal. Leden schrijven zich nu zelf in voor lessen en betalen hun strippenkaart online, zodat zij zich op het lesgeven kan richten.',
    },
  },
  {
    id: 'mooi-zo-kids',
    name: 'Mooi Zo Kids',
    sector: 'Duurzaam kinderkledingmerk',
    city: 'Amersfoort',
    example: true,
    logo: '/images/logos/mooi-zo-kids.svg',
    story: {
      service: 'Ondernemingsplan, financiering en branding',
      result: '€ 25.000 microkrediet rond voor de eerste collectie',
      summary:
        'Fatima ontwerpt kleding van restpartijen stof. Met een doorgerekend plan kreeg ze een microkrediet, en het merk dat we samen maakten ligt nu in drie winkels in de regio.',
    },
  },
];

/** The person behind the agency (about page, Person structured data). */
export const founder = {
  name: 'Sanne de Vries',
  givenName: 'Sanne',
  familyName: 'de Vries',
  jobTitle: 'Oprichter',
  /** What /services says of the founder's experience ("Onze oprichter heeft ..."). */
  experience: 'meer dan tien jaar ervaring als bedrijfsadviseur',
  example: true,
} as const;

/** One piece of example content, with the texts that show it on a page or in an email. */
export type ExampleItem = { readonly name: string; readonly example: boolean; readonly texts: readonly string[] };

/**
 * Every piece of content that can be an example, with its flag and the values it shows: the deploy refuses
 * while any is flagged (exampleContentLeft), and the render tests look for its texts outside a "Voorbeeld" mark
 * (tests/example-marks.test.ts, functions/mail/promises.test.ts). One list, so nothing can be flagged for the
 * one and forgotten by the other.
 */
export function exampleItems(): ExampleItem[] {
  return [
    {
      name: 'business-facts.ts: brand',
      example: brand.example,
      texts: [brand.legalName, brand.kvkNumber, brand.vatNumber, `sinds ${brand.foundingYear}`],
    },
    { name: 'business-facts.ts: contact', example: contact.example, texts: [contact.phoneDisplay, contact.whatsappNumber] },
    { name: 'business-facts.ts: address', example: address.example, texts: [address.street, address.postalCode, address.directions] },
    { name: 'business-facts.ts: reviews', example: reviews.example, texts: [trackRecord.rating.value] },
    ...Object.entries(trackRecord).map(([name, claim]) => ({
      name: `business-facts.ts: trackRecord.${name}`,
      example: claim.example,
      texts: [claim.value],
    })),
    ...Object.entries(ourClaims).map(([name, claim]) => ({
      name: `business-facts.ts: ourClaims.${name}`,
      example: claim.example,
      texts: [claim.value],
    })),
    ...profiles.map((profile) => ({
      name: `business-facts.ts: profiles (${profile.name})`,
      example: profile.example,
      texts: [profile.url],
    })),
    ...testimonials.map((item) => ({
      name: `showcase.ts: testimonial van ${item.name}`,
      example: item.example,
      texts: [item.name, item.text],
    })),
    ...launchedCompanies.map((company) => ({
      name: `showcase.ts: bedrijf ${company.name}`,
      example: company.example,
      texts: [company.name, company.story.result, company.story.summary],
    })),
    {
      name: `showcase.ts: founder ${founder.name}`,
      example: founder.example,
      texts: [founder.name, founder.givenName, founder.experience],
    },
  ];
}

/**
 * Everything still marked as an example, named so an operator finds it: the deploy lists these when it
 * refuses.
 */
export function exampleContentLeft(): string[] {
  return exampleItems()
    .filter((item) => item.example)
    .map((item) => item.name);
}
