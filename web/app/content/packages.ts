import { availability, formatEuro, prices } from '../../../shared/business-facts.ts';

export type PackageId = 'starter' | 'pro' | 'empire';
export type Package = {
  id: PackageId | 'enterprise';
  title: string;
  subtitle: string;
  price: string;
  features: readonly string[];
  note: string;
  popular: boolean;
  badge?: string;
  cta: string;
};

const range = (id: PackageId) => `${formatEuro(prices.packages[id].from)} tot ${formatEuro(prices.packages[id].to)}`;

/** The packages of /services; prices come from the business facts. */
export const packages: readonly Package[] = [
  {
    id: 'starter',
    title: 'Starter',
    subtitle: 'Voor wie snel en voordelig wil beginnen',
    price: range('starter'),
    features: [
      'KvK-inschrijving en advies over je rechtsvorm',
      'Logo en basishuisstijl',
      'Website van 1 tot 3 pagina’s',
      '1 maand persoonlijke coaching',
      '3 maanden hosting en onderhoud',
    ],
    note: 'Ideaal voor zzp’ers en dienstverleners.',
    popular: false,
    cta: 'Kies Starter',
  },
  {
    id: 'pro',
    title: 'Pro',
    subtitle: 'Voor starters die vanaf dag één professioneel willen overkomen',
    price: range('pro'),
    features: [
      'Ondernemingsplan met financieel plan',
      'Complete huisstijl',
      'Website van 5 tot 10 pagina’s',
      '3 maanden persoonlijke coaching',
      '2 koppelingen op maat',
      'Hulp via WhatsApp',
    ],
    note: 'De meeste starters kiezen dit pakket.',
    popular: true,
    badge: 'Meest gekozen',
    cta: 'Kies Pro',
  },
  {
    id: 'empire',
    title: 'Empire',
    subtitle: 'Voor ondernemers die groot willen bouwen',
    price: range('empire'),
    features: [
      'Alles uit Pro',
      'Webapp of systeem op maat',
      'AI-integratie en automatisering',
      '6 maanden persoonlijke coaching',
      'Onbeperkt pagina’s en revisies',
      'WhatsApp-support met voorrang',
    ],
    note: 'Met een eigen systeem dat met je meegroeit.',
    popular: false,
    cta: 'Kies Empire',
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    subtitle: 'Meerdere vestigingen, een eigen platform of een team dat meegroeit',
    price: 'Op aanvraag',
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

/**
 * What "eenmalig" leaves out, said wherever a package price is shown: the build is paid once, the running
 * costs per month.
 */
export const monthlyCostsNote = `De prijs van een pakket betaal je eenmalig, voor de bouw. Na de inbegrepen maanden kost hosting vanaf ${formatEuro(prices.hostingPerMonthFrom)} per maand; gebruikskosten (zoals sms, AI-gebruik en betaalkosten) en een onderhoudsplan als je dat wilt (vanaf ${formatEuro(prices.maintenancePerMonthFrom)} per maand) betaal je ook per maand. Hulp via telefoon en WhatsApp: ${availability.days} van ${availability.opens} tot ${availability.closes} uur.`;

/** The comparison table of Starter, Pro and Empire. */
export const comparisonRows: readonly ComparisonRow[] = [
  { name: 'Prijs (eenmalig, excl. btw)', values: { starter: range('starter'), pro: range('pro'), empire: range('empire') } },
  { name: 'Websitepagina’s', values: { starter: '1 tot 3', pro: '5 tot 10', empire: 'Onbeperkt' } },
  { name: 'Persoonlijke coaching', values: { starter: '1 maand', pro: '3 maanden', empire: '6 maanden' } },
  { name: 'Revisierondes', values: { starter: '2x', pro: '5x', empire: 'Onbeperkt' } },
  { name: 'Hosting en onderhoud inbegrepen', values: { starter: '3 maanden', pro: '6 maanden', empire: '12 maanden' } },
  { name: 'Koppelingen op maat', values: { starter: false, pro: '2x', empire: 'Onbeperkt' } },
  { name: 'Hulp via WhatsApp', values: { starter: false, pro: true, empire: 'Met voorrang' } },
];
