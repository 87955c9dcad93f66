/**
 * The one source of every business fact the site, the emails and the structured data show.
 * An operator replaces the defaults here (DECISIONS.md "Identity"); nothing else writes these facts itself.
 */

export const brand = {
  name: 'Startsprong',
  legalName: 'Startsprong B.V.',
  tagline: 'Van idee naar een draaiend bedrijf',
  kvkNumber: '12345678',
  foundingYear: 2019,
} as const;

/** The public site URL: canonical links, sitemap and email links are built on it. */
export const siteUrl = 'https://www.startsprong.nl';
export const domain = 'startsprong.nl';

const phoneE164 = '+31612345678';

export const contact = {
  email: 'hallo@startsprong.nl',
  /** Where staff notifications go unless the deployment configures another address. */
  staffEmail: 'hallo@startsprong.nl',
  phoneE164,
  /** With non-breaking spaces, so the number never wraps over two lines. */
  phoneDisplay: '06\u00a012\u00a034\u00a056\u00a078',
  phoneHref: `tel:${phoneE164}`,
  whatsappNumber: phoneE164.replace('+', ''),
  whatsappGreeting: 'Hoi! Ik heb een vraag over jullie diensten.',
} as const;

export const whatsappChatUrl = `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(contact.whatsappGreeting)}`;

export const address = {
  street: 'Slotlaan 1',
  postalCode: '3700',
  city: 'Zeist',
  province: 'Utrecht',
  country: 'NL',
  countryName: 'Nederland',
} as const;

export type OpeningHours = { days: string; dayCodes: readonly string[]; opens: string; closes: string };

/** Phone and WhatsApp availability (contact page). */
export const availability: OpeningHours = {
  days: 'maandag t/m zaterdag',
  dayCodes: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  opens: '09:00',
  closes: '19:00',
};

/** Office hours (location block and local-business data). */
export const officeHours: OpeningHours = {
  days: 'maandag t/m vrijdag',
  dayCodes: ['Mo', 'Tu', 'We', 'Th', 'Fr'],
  opens: '09:00',
  closes: '18:00',
};

export const links = {
  /** The free 30-minute intro call, booked with an external scheduling service. */
  schedulingIntroCall: 'https://calendly.com/startsprong/kennismaking',
  schedulingAppointment: 'https://calendly.com/startsprong/afspraak',
  linkedin: 'https://www.linkedin.com/company/startsprong',
  /** The site's own pages are the terms and privacy documents; external copies can be linked here instead. */
  terms: '/algemene-voorwaarden',
  privacy: '/privacy',
  cookies: '/cookies',
} as const;

export const claims = {
  businessesLaunched: '50+',
  revenueGenerated: '€\u00a02M+',
  successRate: '98%',
  rating: '4,9/5',
  ratingValue: 4.9,
  reviewCount: 50,
  yearsExperience: '10+',
  ideaToProfitDays: 90,
  startupsInZeist: '4+',
  introCallMinutes: 30,
  /** How long the ten-step intake at /start takes. */
  intakeDuration: '3 tot 5 minuten',
} as const;

/** How long things take, as the site promises them. */
export const timelines = {
  launch: '4 tot 12 weken',
  website: 'ongeveer 4 weken',
  businessPlan: '3 tot 4 weken',
  webApp: '12 tot 30 weken',
} as const;

export const replyTimes = {
  intakeHours: 24,
  contactHours: 48,
  generalHours: 24,
} as const;

export const prices = {
  packagesFrom: 499,
  packages: {
    starter: { from: 499, to: 1999 },
    pro: { from: 999, to: 2999 },
    empire: { from: 2999, to: 4999 },
  },
  /** A website outside a package, by kind (the services FAQ). */
  websites: {
    brochure: { from: 1500, to: 3500 },
    leadGeneration: { from: 2500, to: 5000 },
    webshop: { from: 3500, to: 8000 },
  },
  /** Custom systems on /tools: a one-time lifetime licence "vanaf" this amount, no subscription. */
  systems: {
    crm: 149,
    booking: 129,
    pos: 199,
    salesDashboard: 179,
    webshopDashboard: 199,
    aiAssistant: 349,
  },
  /** What each part of a start costs, for the startup cost calculator on the home page. */
  startupCosts: {
    kvkRegistration: 50,
    businessPlan: 499,
    logo: 299,
    brandStyle: 699,
    website: 999,
    customSystem: 2499,
    seo: 399,
    marketingSetup: 499,
    aiAutomation: 799,
    coachingThreeMonths: 899,
  },
} as const;

/** The person behind the agency (about page, Person structured data). */
export const founder = {
  name: 'Sanne de Vries',
  givenName: 'Sanne',
  familyName: 'de Vries',
  jobTitle: 'Oprichter en CEO',
} as const;

/** Where the office is on a map: the location block and its OpenStreetMap embed. */
export const geo = {
  zeist: { latitude: 52.0894, longitude: 5.2316 },
  utrecht: { latitude: 52.0907, longitude: 5.1214 },
} as const;

/** The price-range symbol of the local-business structured data. */
export const priceRange = '€€';

/**
 * "€ 1.249": euro amounts in Dutch notation, without cents unless there are any. The space after the euro
 * sign is a non-breaking one, so a line never ends on a lonely "€".
 */
export function formatEuro(amount: number): string {
  const hasCents = !Number.isInteger(amount);
  const number = new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(amount);
  return `€\u00a0${number}`;
}

/**
 * The Dutch tax and registration figures in force for starters, for one calendar year. Articles take them
 * through placeholders ({kvk.inschrijving}, {ib.tarief-1} ...), so next year's update is this one block.
 * Each figure names where it was read; check the source again when the year changes.
 */
export const taxYear = {
  year: 2026,
  /** KvK inschrijvingsvergoeding, paid by the entrepreneur to the KvK (kvk.nl, page on the registration fee, edited 1 January 2026). */
  kvkRegistrationFee: 85.15,
  /**
   * Income tax box 1 below AOW age: rate up to the first limit, up to the second, and above it
   * (Belastingplan 2026; summaries by beuken-essers.nl and stap3.nl citing Rijksoverheid and PwC).
   */
  incomeTax: {
    bracket1: { ratePercent: 35.7, upTo: 38883 },
    bracket2: { ratePercent: 37.56, upTo: 79137 },
    topRatePercent: 49.5,
  },
  /**
   * Kleineondernemersregeling: turnover limit per calendar year, unchanged since 2020; since 1 January 2025
   * no three-year minimum, and an EU variant up to this EU turnover (Belastingdienst).
   */
  kor: { turnoverLimit: 20000, euTurnoverLimit: 100000 },
  /** Zelfstandigenaftrek 2026 (2025: € 2.470; 2027: € 900) (fnvzzp.nl, bonnetjesbaas.nl, deondernemer.nl). */
  selfEmployedDeduction: 1200,
  /** Startersaftrek, at most three times in the first five years as an entrepreneur (the same sources). */
  starterDeduction: 2123,
  /** Urencriterium: hours a calendar year for the entrepreneur's deductions (the same sources). */
  hoursCriterion: 1225,
  /** MKB-winstvrijstelling (stap3.nl citing Belastingdienst). */
  smeProfitExemptionPercent: 12.7,
  /**
   * Gebruikelijk loon of a DGA, normbedrag (2025: € 56.000): the highest of three tests. The 75% margin was
   * abolished on 1 January 2023 (Belastingdienst, rules on gebruikelijk loon).
   */
  dgaCustomarySalary: 58000,
  /** Vennootschapsbelasting: the low rate up to the limit, the high rate above it (unchanged). */
  corporateTax: { lowRatePercent: 19, lowRateUpTo: 200000, highRatePercent: 25.8 },
  /** Btw: general and reduced rate (unchanged). */
  vat: { generalPercent: 21, reducedPercent: 9 },
} as const;

/** "35,70%", "12,7%", "21%": a percentage in Dutch notation with the decimals it is published with. */
export function formatPercent(value: number, decimals = Number.isInteger(value) ? 0 : String(value).split('.')[1]!.length): string {
  return `${new Intl.NumberFormat('nl-NL', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}%`;
}

/** "1.225": a whole number in Dutch notation. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }).format(value);
}

/** Attachments to the intake: how many, and how large each may be. */
export const uploads = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  maxFileMegabytes: 10,
} as const;

/** How long leads, contact messages and their files are kept before they are deleted (AVG: no longer than needed). */
export const dataRetentionMonths = 24;

/** How long the intake's draft stays in the visitor's browser before it is forgotten (a shared computer shows it to the next person). */
export const intakeDraftDays = 7;
