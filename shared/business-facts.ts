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
  /** Shown as "Starters helpen sinds 2019": a claim like the track record. */
  foundingYear: 2019,
  /** The legal name, KvK and btw numbers and the founding year above are placeholders. */
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
  /**
   * Who hosts the staff mailbox that receives every lead: a processor the privacy statement names. Not an
   * example but a setting to check before going live (docs/content.md, "Voor livegang vervangen").
   */
  mailboxProvider: 'Google Workspace (Google Cloud EMEA Limited, Ierland)',
  /** The phone and WhatsApp number above are placeholders; the email address is on the site's own domain. */
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
  /** What a visitor finds at the door: belongs to this street, so it is as much a placeholder as the street. */
  directions: 'op loopafstand van het centrum van Zeist, met gratis parkeren voor de deur',
  /** The street, postcode and directions above are placeholders. */
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
  /** The site's own pages are the terms and privacy documents; external copies can be linked here instead. */
  terms: '/algemene-voorwaarden',
  privacy: '/privacy',
  cookies: '/cookies',
} as const;

export type ProfileLink = { readonly name: string; readonly url: string; readonly example: boolean };

/**
 * The agency's own profiles elsewhere (the footer, and `sameAs` in the structured data). An address nobody here
 * owns is an example: the site shows the name with its "Voorbeeld" mark and links nowhere (whoever registers the
 * name would get our visitors), structured data leaves it out, and a deploy refuses it until it is set to the
 * real profile with `example: false`.
 */
export const profiles: readonly ProfileLink[] = [{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/startsprong', example: true }];

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
  /** The intake's encouragement for a salon says we helped these; the example salon (showcase.ts) is invented too. */
  salonsHelped: { value: 'meerdere salons in de regio', example: true },
} as const satisfies Record<string, Claim>;

/**
 * What the copy says about us besides the figures: which package is chosen most, where our starters begin, how
 * the cases began, and an office in Zeist that visitors can come to (the street above is a placeholder, so is the
 * office). Each is an example until it is true and can be shown to be (art. 6:193c BW: a claim you cannot prove
 * misleads). A page shows it marked "Voorbeeld"; a title, description, FAQ answer or structured data, which
 * carry no mark, leaves it out meanwhile; and the deploy refuses it while `example` is true.
 */
export const ourClaims = {
  /** The badge on the Pro card: only with the sales figures that show it. */
  mostChosenPackage: { value: 'Meest gekozen', example: true },
  /** The note on the Pro card. */
  mostStartersChoosePackage: { value: 'De meeste starters kiezen dit pakket', example: true },
  /** Home FAQ: "Ik heb alleen nog een idee." */
  startersBeginWithIdea: { value: 'daar beginnen de meeste van onze starters', example: true },
  /** The closing of /cases. */
  casesBeganWithCall: { value: 'Elke case hierboven begon met een gratis gesprek', example: true },
  /** Every line that invites a visitor to our office (the city pages, the landing page, the location block). */
  officeInZeist: { value: 'kantoor in Zeist', example: true },
} as const satisfies Record<string, Claim>;

/**
 * A claim in plain text (an email, a toast): an example says so in the same breath, so an invented figure
 * never reads as fact. Pages mark it with an element instead (web/app/components/ui/example-mark.tsx), which
 * the render test can tell from the text around it.
 */
export function claimText(text: string, ...used: readonly { readonly example: boolean }[]): string {
  return used.some((claim) => claim.example) ? `${text} (voorbeeld)` : text;
}

export const claims = {
  /** The same figure as trackRecord.businessesLaunched, in the form the articles' {bedrijven.gelanceerd} reads. */
  businessesLaunched: trackRecord.businessesLaunched.value,
  introCallMinutes: 30,
  /** How long the ten-step intake at /start takes. */
  intakeDuration: '3 tot 5 minuten',
} as const;

/** A span of weeks; `min === max` reads "ongeveer". */
export type Weeks = { readonly min: number; readonly max: number };

/** "4 tot 12 weken", or "ongeveer 4 weken" when the span is one figure. */
export function formatWeeks({ min, max }: Weeks): string {
  return min === max ? `ongeveer ${min} weken` : `${min} tot ${max} weken`;
}

/**
 * How long things take, in weeks. One timeline story: a start in any package takes `launch`, because a
 * package holds only parts that fit in it (the package test checks); a web app built to measure is never
 * inside a package and takes `webApp`, so no page promises one within a start.
 */
export const durations = {
  launch: { min: 4, max: 12 },
  website: { min: 4, max: 4 },
  largerWebsite: { min: 4, max: 6 },
  businessPlan: { min: 3, max: 4 },
  webApp: { min: 12, max: 30 },
  kvkHelp: { min: 1, max: 2 },
  logo: { min: 2, max: 3 },
  brandStyle: { min: 3, max: 4 },
  seo: { min: 2, max: 4 },
  readyMadeSystem: { min: 2, max: 4 },
  aiAutomation: { min: 2, max: 4 },
  integration: { min: 1, max: 2 },
} as const satisfies Record<string, Weeks>;

/** The timelines as the pages and the articles ({doorlooptijd.*}) say them. */
export const timelines = {
  launch: formatWeeks(durations.launch),
  website: formatWeeks(durations.website),
  businessPlan: formatWeeks(durations.businessPlan),
  webApp: formatWeeks(durations.webApp),
} as const;

/**
 * The one reply-time promise, for the intake, the contact form, WhatsApp and every page, email and
 * description: a promise staff can keep over a weekend. A working day is an office day (`officeHours`);
 * shared/reply-time.ts turns it into the deadline staff see. The build refuses any other reply time
 * (web/scripts/check-promises.ts).
 */
export const replyTime = {
  /** After "binnen": "binnen één werkdag". */
  span: 'één werkdag',
  promise: 'binnen één werkdag',
} as const;

export type PackageId = 'starter' | 'pro' | 'empire';
export type PackageFacts = {
  readonly from: number;
  readonly to: number;
  readonly weeks: Weeks;
  /** How many of each part: months for coaching and hosting, one for the rest. */
  readonly includes: Readonly<Partial<Record<PartId, number>>>;
};

/**
 * The packages, at the spec's translation-table prices (DECISIONS, third round). Each starts at or above the sum
 * of its parts at their own prices (shared/packages.test.ts), so each holds fewer parts than the old cards did:
 * Starter is the website without a logo, Pro adds the plan, logo and SEO, Empire the huisstijl, a larger site, a
 * ready-made system and coaching. The range above the start covers a larger scope inside the package (more
 * pages, more products, more content).
 */
const packageFacts: Readonly<Record<PackageId, PackageFacts>> = {
  starter: {
    from: 1249,
    to: 1999,
    weeks: { min: 4, max: 6 },
    includes: { kvkHelp: 1, website: 1, hostingMonth: 12 },
  },
  pro: {
    from: 2499,
    to: 3499,
    weeks: { min: 6, max: 10 },
    includes: { kvkHelp: 1, businessPlan: 1, logo: 1, website: 1, seo: 1, hostingMonth: 12 },
  },
  empire: {
    from: 4999,
    to: 7499,
    weeks: { min: 8, max: 12 },
    includes: {
      kvkHelp: 1,
      businessPlan: 1,
      logo: 1,
      brandStyle: 1,
      largerWebsite: 1,
      seo: 1,
      readyMadeSystem: 1,
      coaching: 1,
      hostingMonth: 12,
    },
  },
};

/**
 * The price and promise story, which every page, email and article tells the same way:
 * - Our prices are "vanaf" prices for a compact, clearly bounded scope made for starters. The calculator shows
 *   the "vanaf" price of each part bought on its own (a startersplan for the KvK and the bank, a logo with two
 *   proposals and two correctierondes, a website tot 3 pagina's). Anything larger gets a quote.
 * - A package (Starter, Pro, Empire; Enterprise op aanvraag) bundles such parts, listed in `includes`, and never
 *   starts below what those parts cost on their own (`partPrices`): a starting price the customer can never get
 *   would mislead (art. 6:193c BW). Its timeline holds its longest part (shared/packages.test.ts checks both).
 *   What a package adds beyond its parts (one coach, correctierondes, WhatsApp) has no price of its own.
 * - A website outside a package is a larger scope (brochuresite van 5 tot 10 pagina's, a website for leads,
 *   a webshop), each "vanaf". A web app built to measure is a quote, never inside a package.
 * - Ownership: custom work is yours after full payment; the copyright passes by a deed we both sign (art. 2
 *   Auteurswet), source code included. The ready-made systems on /tools are a one-time payment for an
 *   eeuwigdurende licentie to your own installation, with its source code handed over at delivery.
 * - "Eenmalig" is the build or the licence. Hosting (after the months a package includes), usage costs (sms,
 *   AI usage, payment fees) and an optional maintenance plan are monthly, and that is said next to it.
 * - Support keeps to `availability` (phone and WhatsApp); never "24/7". Empire: WhatsApp-support met voorrang.
 * - Timelines come from `durations`; no "binnen 90 dagen". Replies: `replyTime`, the one promise.
 * - Experience: the founder has more than ten years (showcase.ts); the agency exists since `brand.foundingYear`.
 * - The KvK registration fee is the KvK's own (taxYear.kvkRegistrationFee); we help with the registration.
 * Every amount here excludes btw: it is the one figure a price is kept as. The site shows each price including
 * 21% btw first, with this figure beside it (`priceText`, `priceParts`), because towards consumers a price must
 * include btw (art. 6:193e sub c and 6:230m lid 1 sub e BW) and the site speaks to people before they have a
 * business. The KvK's fee carries no btw at all and is shown apart.
 */
export const prices = {
  packages: packageFacts,
  /** The lowest package price: what "pakketten vanaf" says on the pages and in the articles ({pakketten.vanaf}). */
  packagesFrom: Math.min(...Object.values(packageFacts).map((item) => item.from)),
  /** A website outside a package, by kind: larger than the calculator's website tot 3 pagina's (the services FAQ). */
  websites: {
    brochure: 1500,
    leadGeneration: 2500,
    webshop: 3500,
  },
  /** Ready-made systems on /tools: a one-time payment "vanaf" this amount for an eeuwigdurende licentie to your own installation. */
  systems: {
    crm: 149,
    booking: 129,
    pos: 199,
    salesDashboard: 179,
    webshopDashboard: 199,
    aiAssistant: 349,
  },
  /**
   * Hosting of a site or system, per month: the server in the EU, the domain's certificate, daily back-ups and the
   * security updates that keep it running as delivered (`hostingIncludes`). A package includes months of it.
   */
  hostingPerMonthFrom: 15,
  /**
   * The optional maintenance plan, per month, on top of hosting: updates of the software and its plugins, small
   * changes and new features, and help by phone and WhatsApp (`maintenanceAdds`). No package includes it.
   */
  maintenancePerMonthFrom: 49,
  /** One link to a service the starter already uses (accounting, a payment provider, a booking site). */
  integrationFrom: 249,
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
    /** Three months of personal coaching, as the calculator offers it. */
    coachingThreeMonths: 899,
  },
} as const;

/**
 * The parts a package can hold, each at the site's own "vanaf" price and with its weeks (null: it runs after
 * the launch, like coaching and hosting). `kvkHelp` is our help with the legal form and the registration,
 * free in every package and on its own; the KvK's fee is the starter's (taxYear).
 */
export const partPrices = {
  kvkHelp: 0,
  businessPlan: prices.startupCosts.businessPlan,
  logo: prices.startupCosts.logo,
  brandStyle: prices.startupCosts.brandStyle,
  website: prices.startupCosts.website,
  largerWebsite: prices.websites.brochure,
  seo: prices.startupCosts.seo,
  /** The visitor picks the system, so a package counts the dearest one. */
  readyMadeSystem: Math.max(...Object.values(prices.systems)),
  aiAutomation: prices.startupCosts.aiAutomation,
  integration: prices.integrationFrom,
  coaching: prices.startupCosts.coachingThreeMonths,
  hostingMonth: prices.hostingPerMonthFrom,
} as const;

export type PartId = keyof typeof partPrices;

export const partDurations: Readonly<Record<PartId, Weeks | null>> = {
  kvkHelp: durations.kvkHelp,
  businessPlan: durations.businessPlan,
  logo: durations.logo,
  brandStyle: durations.brandStyle,
  website: durations.website,
  largerWebsite: durations.largerWebsite,
  seo: durations.seo,
  readyMadeSystem: durations.readyMadeSystem,
  aiAutomation: durations.aiAutomation,
  integration: durations.integration,
  coaching: null,
  hostingMonth: null,
};

/**
 * The promises in the exact Dutch words that /tools, the terms and the articles use, so a page never says
 * more or less than another. Articles quote them; pages import them.
 */
export const promises = {
  /** The one word for what a ready-made system's buyer gets (never "levenslang" or "voor altijd"). */
  licence: 'eeuwigdurende licentie',
  /**
   * Custom work: the copyright passes only by a deed (art. 2 lid 2 Auteurswet), so the promise names the deed
   * rather than saying "is van jou" as if payment alone did it.
   */
  customWorkOwnership:
    'Maatwerk dat we voor je maken (een logo, huisstijl, website, webapp of systeem) wordt na volledige betaling van jou, inclusief de broncode: we dragen de auteursrechten dan over met een akte die we allebei ondertekenen, want zonder akte gaan ze volgens de wet niet over.',
  /**
   * The ready-made systems of /tools. The source code is handed over at delivery rather than promised "when we
   * stop as a company": a promise that depends on us still being there cannot be kept in a bankruptcy.
   */
  systemLicence:
    'Voor een kant-en-klaar systeem betaal je eenmalig voor een eeuwigdurende licentie op je eigen installatie. Je gegevens zijn altijd van jou en kun je altijd exporteren. Bij de oplevering krijg je ook de broncode van jouw installatie, die je voor je eigen bedrijf door een andere partij mag laten onderhouden: je systeem blijft dus draaien, wat er ook met ons gebeurt.',
  /** What hosting is, wherever a page or article names its price or the months a package includes. */
  hosting:
    'Hosting is de server in de Europese Unie waarop je site of systeem draait, met het beveiligingscertificaat van je domein, een dagelijkse back-up en de beveiligingsupdates van de server.',
  /** What the maintenance plan adds to hosting: never inside a package, always optional. */
  maintenance:
    'Een onderhoudsplan komt daar bovenop, als je dat wilt: updates van je site of systeem zelf, kleine aanpassingen en nieuwe functies, en hulp als je vastloopt.',
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

/** What a price says about btw, in the words every page, email and article uses. */
export const vatStatus = { incl: 'incl. btw', excl: 'excl. btw', none: 'geen btw' } as const;

/**
 * A price excluding btw as a consumer pays it: with 21% btw, to the cent. Computed, never typed, so the two
 * amounts a page shows can never drift apart.
 */
export function withVat(amountExcl: number): number {
  return Math.round(amountExcl * (100 + taxYear.vat.generalPercent)) / 100;
}

/** A price or range as its two amounts: what a consumer pays (incl. btw), and the figure the facts module keeps. */
export type PriceParts = { incl: string; excl: string };

/** "€ 1.511,29 tot € 2.418,79" and "€ 1.249 tot € 1.999": a price or a range, each side in Dutch notation. */
export function priceParts(from: number, to?: number): PriceParts {
  const side = (format: (amount: number) => string) => (to === undefined ? format(from) : `${format(from)} tot ${format(to)}`);
  return { incl: side((amount) => formatEuro(withVat(amount))), excl: side(formatEuro) };
}

/** "€ 180,29 incl. btw (€ 149 excl. btw)": a price in running text, incl. btw first. */
export function priceText(from: number, to?: number): string {
  const { incl, excl } = priceParts(from, to);
  return `${incl} ${vatStatus.incl} (${excl} ${vatStatus.excl})`;
}

/** "€ 18,15 per maand incl. btw (€ 15 excl. btw)": a price per month in running text. */
export function monthlyPriceText(amount: number): string {
  const { incl, excl } = priceParts(amount);
  return `${incl} per maand ${vatStatus.incl} (${excl} ${vatStatus.excl})`;
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

/**
 * How long leads, contact messages and their files are kept before the retention job deletes them (DynamoDB's
 * time to live and the uploads bucket's lifecycle rule; AVG: no longer than needed). Twelve months: long enough
 * to follow up a lead that needs time to decide, not so long that a stranger's intake outlives its purpose. A lead
 * who becomes a client gets a client file in our administration, kept as the contract and the law require
 * (the privacy statement says both).
 */
export const dataRetentionMonths = 12;

/**
 * How long an intake's files are kept until staff take the intake into work (status "in behandeling" or
 * "klant"); from then on as long as the intake itself (dataRetentionMonths). An intake nobody took up is no
 * reason to hold a visitor's documents for the whole period, and a script's junk files would cost storage
 * for as long. `flagged`: an intake that looked automated or came from a client just refused for sending too
 * much, kept two weeks so staff can still spot a real person among them. The uploads bucket's lifecycle rules
 * apply these by an object tag; the privacy statement states them.
 */
export const attachmentRetentionDays = { flagged: 14, unreviewed: 90 } as const;
