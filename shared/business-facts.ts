/**
 * The one source of every business fact the site, the emails and the structured data show.
 * An operator replaces the defaults here; nothing else writes these facts itself. A block marked
 * `example: true` holds invented defaults: a deploy refuses while any is left (infra/app.ts), so set it to
 * false once the real facts are in. The example social proof (testimonials, launched companies, founder)
 * lives beside this file in showcase.ts under the same rule.
 */

export const brand = {
  name: 'Startsprong',
  legalName: 'Startsprong B.V.',
  tagline: 'Van idee naar een draaiend bedrijf',
  kvkNumber: '12345678',
  /** Btw-identificatienummer: the invoice and the site must show it (art. 35a Wet OB, art. 3:15d BW). */
  vatNumber: 'NL001234567B01',
  foundingYear: 2019,
  /** The legal name, KvK and btw numbers above are placeholders. */
  example: true,
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
  /** Who hosts the staff mailbox that receives every lead: a processor the privacy statement must name. */
  mailboxProvider: 'Google Workspace (Google Cloud EMEA Limited, Ierland)',
  /** The number and the mailbox provider above are placeholders. */
  example: true,
} as const;

export const whatsappChatUrl = `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(contact.whatsappGreeting)}`;

export const address = {
  street: 'Slotlaan 1',
  /** A full postcode, four digits and two letters; the province belongs in structured data, never in the address line. */
  postalCode: '3701 AA',
  city: 'Zeist',
  province: 'Utrecht',
  country: 'NL',
  countryName: 'Nederland',
  /** The street and postcode above are placeholders. */
  example: true,
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

/**
 * Where the rating comes from. Set `sourceUrl` to a public page with the reviews behind it (Google
 * Bedrijfsprofiel, Kiyoh, Trustpilot...) and only then does the site link it and put an aggregateRating in
 * its structured data; self-made ratings are neither allowed (art. 6:193g BW) nor eligible for Google.
 */
export const reviews: {
  sourceUrl: string | null;
  sourceName: string;
  ratingValue: number;
  reviewCount: number;
  example: boolean;
} = {
  sourceUrl: null,
  sourceName: '',
  ratingValue: 4.9,
  reviewCount: 50,
  example: true,
};

export type Claim = { readonly value: string; readonly example: boolean };

/**
 * The agency's track record as the site shows it. Each is an invented example until the operator puts in a
 * figure they can prove (an unprovable claim is a misleading practice) and sets `example: false`; pages
 * show an example figure with a "voorbeeld" mark.
 */
export const trackRecord = {
  businessesLaunched: { value: '50+', example: true },
  revenueGenerated: { value: '€\u00a02M+', example: true },
  /** Share of launched companies that still trade. */
  successRate: { value: '98%', example: true },
  rating: { value: `${formatNumber(reviews.ratingValue)}/5`, example: reviews.example },
  startupsInZeist: { value: '4+', example: true },
} as const satisfies Record<string, Claim>;

/** A claim in running text: an example says so in the same breath, so an invented figure never reads as fact. */
export function claimText(text: string, ...used: readonly Claim[]): string {
  return used.some((claim) => claim.example) ? `${text} (voorbeeld)` : text;
}

export const claims = {
  /** The same figure as trackRecord.businessesLaunched, in the form the articles' {bedrijven.gelanceerd} reads. */
  businessesLaunched: trackRecord.businessesLaunched.value,
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

/**
 * The price and promise story, which every page, email and article tells the same way:
 * - Our prices are "vanaf" prices for a compact, clearly bounded scope made for starters. The packages
 *   (Starter, Pro, Empire; Enterprise op aanvraag) bundle such parts; the calculator shows the "vanaf" price
 *   of each part bought on its own (a startersplan for the KvK and the bank, a logo with two proposals and
 *   two correctierondes, a website tot 3 pagina's). Anything larger gets a quote.
 * - A website outside a package is a larger scope (brochuresite van 5 tot 10 pagina's, a website for leads,
 *   a webshop), each "vanaf".
 * - Ownership: custom work built for you (website, web app, system) is yours after full payment, source
 *   code included. The ready-made systems on /tools are a one-time payment for a perpetual licence to your
 *   own installation; your data is always yours and exportable; if we stop maintaining it (or stop as a
 *   company), you get the source code of your installation so another party can take over.
 * - "Eenmalig" is the build or the licence. Hosting (after the months a package includes), usage costs (sms,
 *   AI usage, payment fees) and an optional maintenance plan are monthly, and that is said next to it.
 * - Support keeps to `availability` (phone and WhatsApp); never "24/7". Empire: WhatsApp-support met voorrang.
 * - Timelines come from `timelines`; no "binnen 90 dagen".
 * - Experience: the founder has more than ten years; the agency exists since `brand.foundingYear`.
 * - The KvK registration fee is the KvK's own (taxYear.kvkRegistrationFee); we help with the registration.
 * All amounts exclude btw.
 */
export const prices = {
  packagesFrom: 499,
  packages: {
    starter: { from: 499, to: 1999 },
    pro: { from: 999, to: 2999 },
    empire: { from: 2999, to: 4999 },
  },
  /** A website outside a package, by kind: larger than the calculator's website tot 3 pagina's (the services FAQ). */
  websites: {
    brochure: 1500,
    leadGeneration: 2500,
    webshop: 3500,
  },
  /** Ready-made systems on /tools: a one-time payment "vanaf" this amount for a perpetual licence to your own installation. */
  systems: {
    crm: 149,
    booking: 129,
    pos: 199,
    salesDashboard: 179,
    webshopDashboard: 199,
    aiAssistant: 349,
  },
  /** Hosting of a site or system after the months a package includes, per month. */
  hostingPerMonthFrom: 15,
  /** The optional maintenance plan (updates, new features, support), per month. */
  maintenancePerMonthFrom: 49,
  /**
   * Each part of a start bought on its own in the compact scope, for the calculator on the home page. The
   * KvK's own fee is not ours: the calculator takes it from taxYear.
   */
  startupCosts: {
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

/**
 * The promises in the exact Dutch words that /tools, the terms and the articles use, so a page never says
 * more or less than another. Articles quote them; pages import them.
 */
export const promises = {
  /** Custom work: yours after full payment. */
  customWorkOwnership:
    'Maatwerk dat we voor je bouwen (een website, webapp of systeem) is na volledige betaling van jou, inclusief de broncode.',
  /** The ready-made systems of /tools: a perpetual licence with three guarantees. */
  systemLicence:
    'Voor een kant-en-klaar systeem betaal je eenmalig voor een eeuwigdurende licentie op je eigen installatie. Je gegevens zijn altijd van jou en kun je altijd exporteren. Stoppen we met het onderhoud, of stoppen we als bedrijf, dan krijg je de broncode van jouw installatie, zodat een andere partij het kan overnemen.',
  /** What "eenmalig" covers, said next to every "eenmalig" or "geen abonnement". */
  oneTime:
    'Eenmalig betaal je de bouw of de licentie. Hosting (na de maanden die een pakket bevat), gebruikskosten zoals sms, AI-gebruik en betaalkosten, en een onderhoudsplan als je dat wilt, betaal je per maand.',
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
   * Income tax box 1 below AOW age: rate up to the first limit, up to the second, and above it, as adopted
   * (KVK "Belastingtarieven 2026" and Ondernemersplein "Belastingschijven inkomstenbelasting veranderen in
   * 2026", both read in 2026 through accountants' notes that cite them; aplusbadviesgroep.nl, 23 December 2025).
   * The Prinsjesdag proposal of September 2025 had 35,70% and a second limit of € 79.137; the amended plan
   * raised the first rate and lowered the limit, so the articles' check refuses those two figures.
   */
  incomeTax: {
    bracket1: { ratePercent: 35.75, upTo: 38883 },
    bracket2: { ratePercent: 37.56, upTo: 78426 },
    topRatePercent: 49.5,
  },
  /**
   * Aftrekbeperking: the entrepreneur deductions and the MKB-winstvrijstelling lower the tax at this rate at
   * most, also for profit taxed at the top rate (Belastingdienst, "Mkb-winstvrijstelling 2026"; since 2020).
   */
  deductionCapRatePercent: 37.56,
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
  /**
   * Box 2 (aanmerkelijk belang: a DGA's dividend): two rates since 2024, the low one up to a limit per person
   * that is indexed every year (2024: about € 67.000; twice that for fiscal partners). The 2026 limit is left
   * out on purpose: articles name it only once it has been read at belastingdienst.nl (wetsvoorstel
   * Belastingplan 2023, summarised by berveling.nl and adficount.nl).
   */
  box2: { lowRatePercent: 24.5, highRatePercent: 31 },
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

/**
 * How long the access logs keep IP addresses: CloudFront's logs in their bucket and the API's access log
 * group and the Lambdas' log groups all keep them this long (infra/constructs read it), as the privacy statement
 * states. CloudWatch Logs accepts only its own periods (1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365 ... days).
 */
export const logRetentionDays = 90;

/** How long leads, contact messages and their files are kept before they are deleted (AVG: no longer than needed). */
export const dataRetentionMonths = 24;

/** How long the intake's draft stays in the visitor's browser before it is forgotten (a shared computer shows it to the next person). */
export const intakeDraftDays = 7;
