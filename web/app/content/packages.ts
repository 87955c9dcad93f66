import {
  availability,
  formatWeeks,
  monthlyPriceText,
  ourClaims,
  priceParts,
  prices,
  promises,
  vatStatus,
  type PackageId,
  type PartId,
  type PriceParts,
} from '../../../shared/business-facts.ts';
import { claimed, type Line } from './claimed.ts';

export type { PackageId };
export type Package = {
  id: PackageId | 'enterprise';
  title: string;
  subtitle: string;
  /** Incl. btw first, the excl. amount beside it; absent for Enterprise, which is quoted. */
  price?: PriceParts;
  /** "Klaar in 4 tot 6 weken", from the facts; absent for Enterprise. */
  timeline?: string;
  features: readonly string[];
  note: Line;
  popular: boolean;
  badge?: Line;
  cta: string;
};

const range = (id: PackageId) => priceParts(prices.packages[id].from, prices.packages[id].to);

const months = (count: number) => (count === 1 ? '1 maand' : `${count} maanden`);

/** How a card names each part it includes, with its quantity: the card lists exactly what the price covers. */
const partLabels: Readonly<Record<PartId, (quantity: number) => string>> = {
  kvkHelp: () => 'Hulp bij je rechtsvorm en KvK-inschrijving',
  businessPlan: () => 'Ondernemingsplan met financieel plan',
  logo: () => 'Logo: twee voorstellen, twee correctierondes',
  brandStyle: () => 'Complete huisstijl met sjablonen',
  website: () => 'Website tot 3 pagina’s',
  largerWebsite: () => 'Website van 5 tot 10 pagina’s',
  seo: () => 'Vindbaarheid in Google (SEO)',
  readyMadeSystem: () => 'Een kant-en-klaar systeem naar keuze',
  aiAutomation: () => 'Eén AI-automatisering',
  integration: (quantity) => (quantity === 1 ? 'Eén koppeling op maat' : `${quantity} koppelingen op maat`),
  coaching: () => '3 maanden persoonlijke coaching',
  hostingMonth: (quantity) => `${months(quantity)} hosting`,
};

/** The order a card names its parts in: what sets a package apart first, since a card shows only its first four. */
const partRank: Readonly<Record<PartId, number>> = {
  readyMadeSystem: 1,
  aiAutomation: 2,
  businessPlan: 3,
  largerWebsite: 4,
  website: 5,
  brandStyle: 6,
  logo: 7,
  seo: 8,
  integration: 9,
  coaching: 10,
  hostingMonth: 11,
  kvkHelp: 12,
};

/** The features of a package: every part it includes, then what it adds without a price of its own. */
function featuresOf(id: PackageId, extras: readonly string[] = []): string[] {
  const parts = (Object.entries(prices.packages[id].includes) as [PartId, number][]).sort(([a], [b]) => partRank[a] - partRank[b]);
  return [...parts.map(([part, quantity]) => partLabels[part](quantity)), ...extras];
}

const timelineOf = (id: PackageId) => `Klaar in ${formatWeeks(prices.packages[id].weeks)}`;

/** The packages of /services; prices, parts and timelines come from the business facts. */
export const packages: readonly Package[] = [
  {
    id: 'starter',
    title: 'Starter',
    // Not "voordelig": a package never costs less than its parts bought on their own (shared/packages.test.ts).
    subtitle: 'Voor wie snel online wil, met hulp bij de inschrijving',
    price: range('starter'),
    timeline: timelineOf('starter'),
    features: featuresOf('starter'),
    note: 'Past bij zzp’ers en dienstverleners die al een logo hebben.',
    popular: false,
    cta: 'Kies Starter',
  },
  {
    id: 'pro',
    title: 'Pro',
    subtitle: 'Voor starters die vanaf dag één professioneel willen overkomen',
    price: range('pro'),
    timeline: timelineOf('pro'),
    features: featuresOf('pro', ['Hulp via WhatsApp']),
    note: claimed(`${ourClaims.mostStartersChoosePackage.value}.`, ourClaims.mostStartersChoosePackage),
    popular: true,
    badge: claimed(ourClaims.mostChosenPackage.value, ourClaims.mostChosenPackage),
    cta: 'Kies Pro',
  },
  {
    id: 'empire',
    title: 'Empire',
    subtitle: 'Voor ondernemers die meteen met eigen systemen willen werken',
    price: range('empire'),
    timeline: timelineOf('empire'),
    features: featuresOf('empire', ['WhatsApp-support met voorrang']),
    note: 'Een webapp op maat bouwen we apart, met een eigen offerte en planning.',
    popular: false,
    cta: 'Kies Empire',
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    subtitle: 'Meerdere vestigingen, een eigen platform of een team dat meegroeit',
    features: [
      'Een traject volledig op maat',
      'Vast team en projectleider',
      'Maatwerksoftware en koppelingen',
      'Afspraken over beschikbaarheid',
    ],
    note: 'We maken een voorstel na een gratis gesprek.',
    popular: false,
    cta: 'Bespreek je wensen',
  },
];

export type ComparisonValue = boolean | string;
export type ComparisonRow = { name: string; values: Record<PackageId, ComparisonValue> };

/** Enterprise's price on its card: quoted after a free call, so there is no amount. */
export const enterprisePrice = 'Op aanvraag';

/**
 * What "eenmalig" leaves out, said wherever a package price is shown: the build is paid once, the running
 * costs per month, what hosting is and what a maintenance plan adds.
 */
export const monthlyCostsNote = [
  `De prijs van een pakket betaal je eenmalig, voor de bouw. Hij is nooit lager dan wat de onderdelen los kosten, hosting voor de inbegrepen maanden meegeteld.`,
  `${promises.hosting} Na de inbegrepen maanden kost hosting vanaf ${monthlyPriceText(prices.hostingPerMonthFrom)}.`,
  `${promises.maintenance} Het kost vanaf ${monthlyPriceText(prices.maintenancePerMonthFrom)} en zit in geen pakket. Gebruikskosten (zoals sms, AI-gebruik en betaalkosten) betaal je ook per maand.`,
  `Hulp via telefoon en WhatsApp: ${availability.days} van ${availability.opens} tot ${availability.closes} uur.`,
].join(' ');

const tiers = ['starter', 'pro', 'empire'] as const;

/** One value per package, read from its facts. */
const perTier = (value: (id: PackageId) => ComparisonValue) =>
  Object.fromEntries(tiers.map((id) => [id, value(id)])) as Record<PackageId, ComparisonValue>;

const included = (id: PackageId, part: PartId) => prices.packages[id].includes[part];

/** A part a package has or has not. */
const partRow = (name: string, part: PartId): ComparisonRow => ({ name, values: perTier((id) => Boolean(included(id, part))) });

/** A part a package has so many of, or none. */
const quantityRow = (name: string, part: PartId, format: (quantity: number) => string): ComparisonRow => ({
  name,
  values: perTier((id) => {
    const quantity = included(id, part);
    return quantity ? format(quantity) : false;
  }),
});

/**
 * The comparison table of Starter, Pro and Empire, every value from the same facts as the cards. A part no
 * package holds (an AI automation, a koppeling: quoted on their own) gets no row of dashes.
 */
export const comparisonRows: readonly ComparisonRow[] = [
  { name: `Prijs (eenmalig, ${vatStatus.incl})`, values: perTier((id) => range(id).incl) },
  { name: `Prijs (eenmalig, ${vatStatus.excl})`, values: perTier((id) => range(id).excl) },
  { name: 'Doorlooptijd', values: perTier((id) => formatWeeks(prices.packages[id].weeks)) },
  {
    name: 'Websitepagina’s',
    values: perTier((id) => (included(id, 'largerWebsite') ? '5 tot 10' : included(id, 'website') ? '1 tot 3' : false)),
  },
  partRow('Ondernemingsplan', 'businessPlan'),
  partRow('Logo', 'logo'),
  partRow('Complete huisstijl', 'brandStyle'),
  partRow('Vindbaarheid in Google (SEO)', 'seo'),
  partRow('Kant-en-klaar systeem', 'readyMadeSystem'),
  partRow('AI-automatisering', 'aiAutomation'),
  quantityRow('Koppelingen op maat', 'integration', String),
  quantityRow('Persoonlijke coaching', 'coaching', () => '3 maanden'),
  quantityRow('Hosting inbegrepen', 'hostingMonth', months),
  // Not parts with a price: what the package adds on top of them.
  { name: 'Correctierondes per ontwerp', values: { starter: '2', pro: '2', empire: '3' } },
  { name: 'Hulp via WhatsApp', values: { starter: false, pro: true, empire: 'Met voorrang' } },
].filter((row) => Object.values(row.values).some((value) => value !== false));
