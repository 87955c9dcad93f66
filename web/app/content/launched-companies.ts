/**
 * Companies we helped launch: their wordmark logos run in the strip on the home and about pages, and each
 * has one success story (cases page, landing page, city pages).
 */
export type LaunchedCompany = {
  id: string;
  name: string;
  sector: string;
  city: string;
  url: string;
  logo: string;
  story: { service: string; result: string; summary: string };
};

export const launchedCompanies: readonly LaunchedCompany[] = [
  {
    id: 'studio-bloesem',
    name: 'Studio Bloesem',
    sector: 'Schoonheidssalon',
    city: 'Zeist',
    url: 'https://www.studiobloesem.nl',
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
    url: 'https://www.bakkerijkorrel.nl',
    logo: '/images/logos/bakkerij-korrel.svg',
    story: {
      service: 'Branding, kassasysteem en bestelpagina',
      result: 'Een derde van de omzet via vooruitbestellingen',
      summary:
        'Joris bakt zuurdesem volgens oud recept. We gaven de bakkerij een warm merk, een kassa die voorraad bijhoudt en een pagina waarop vaste klanten hun brood de avond ervoor bestellen.',
    },
  },
  {
    id: 'planbaar',
    name: 'Planbaar',
    sector: 'App voor roosterplanning',
    city: 'Utrecht',
    url: 'https://www.planbaar.app',
    logo: '/images/logos/planbaar.svg',
    story: {
      service: 'Pitch, MVP-webapp en lancering',
      result: 'Eerste 30 betalende klanten binnen vier maanden',
      summary:
        'Daan had een idee voor eenvoudige roosters in de horeca. We bouwden in zes weken een werkende eerste versie en schreven de pitch waarmee hij een startersfonds overtuigde.',
    },
  },
  {
    id: 'koersvast-coaching',
    name: 'Koersvast Coaching',
    sector: 'Loopbaancoaching',
    city: 'Utrecht',
    url: 'https://www.koersvastcoaching.nl',
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
    url: 'https://www.groenhuys.nl',
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
    url: 'https://www.fietsfixbilthoven.nl',
    logo: '/images/logos/fietsfix.svg',
    story: {
      service: 'Website en boekingssysteem voor reparaties',
      result: '40% minder telefoontjes, een volle werkplaats',
      summary:
        'Ahmed stond de hele dag aan de telefoon voor afspraken. Nu boeken klanten online een reparatie, krijgen ze een herinnering en ziet hij ’s ochtends precies wat er binnenkomt.',
    },
  },
  {
    id: 'lotus-yoga',
    name: 'Lotus Yoga',
    sector: 'Yogastudio',
    city: 'De Bilt',
    url: 'https://www.lotusyogadebilt.nl',
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
    url: 'https://www.mooizokids.nl',
    logo: '/images/logos/mooi-zo-kids.svg',
    story: {
      service: 'Ondernemingsplan, financiering en branding',
      result: '€ 25.000 microkrediet rond voor de eerste collectie',
      summary:
        'Fatima ontwerpt kleding van restpartijen stof. Met een doorgerekend plan kreeg ze een microkrediet, en het merk dat we samen maakten ligt nu in drie winkels in de regio.',
    },
  },
];

/** The companies with these ids, in the given order (the stories a page shows). */
export function companiesById(ids: readonly string[]): LaunchedCompany[] {
  return ids.map((id) => {
    const company = launchedCompanies.find((candidate) => candidate.id === id);
    if (!company) throw new Error(`Onbekend bedrijf: ${id}`);
    return company;
  });
}
