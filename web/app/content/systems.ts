import { Bot, CalendarCheck, ShoppingBag, ShoppingCart, TrendingUp, Users, type IconComponent } from '../icons/icons.tsx';
import { prices } from '../../../shared/business-facts.ts';

export type SystemCard = {
  id: keyof typeof prices.systems;
  icon: IconComponent;
  name: string;
  description: string;
  why: string;
  features: readonly string[];
  priceFrom: number;
  category: string;
};
/** `alt` says what the screenshot shows, for visitors who cannot see it. */
export type ShowcaseItem = { image: string; title: string; alt: string; description: string; category: string };

/** The ready-made systems sold on /tools: a one-time payment for a perpetual licence to your own installation. */
export const systemCards: readonly SystemCard[] = [
  {
    id: 'crm',
    icon: Users,
    name: 'CRM',
    description: 'Al je klanten, gesprekken en offertes op één plek, ingericht voor de manier waarop jij werkt.',
    why: 'Geen aanvraag die tussen je mail en je notities verdwijnt.',
    features: ['Klantkaarten met historie', 'Van eerste aanvraag tot klant', 'Herinneringen voor opvolging', 'Export naar je boekhouding'],
    priceFrom: prices.systems.crm,
    category: 'Klanten',
  },
  {
    id: 'booking',
    icon: CalendarCheck,
    name: 'Boekingssysteem',
    description: 'Klanten plannen zelf een afspraak, dag en nacht, en krijgen vanzelf een herinnering.',
    why: 'Minder telefoontjes, minder afspraken waarop niemand komt en een agenda die zichzelf vult.',
    features: ['Online agenda met je diensten', 'Herinnering per mail of sms', 'Aanbetaling bij boeken', 'Werkt op elke telefoon'],
    priceFrom: prices.systems.booking,
    category: 'Planning',
  },
  {
    id: 'pos',
    icon: ShoppingCart,
    name: 'Kassasysteem',
    description: 'Een kassa voor je winkel, salon of horeca, die je voorraad en omzet meteen bijhoudt.',
    why: 'Aan het eind van de dag weet je wat je verdiende, zonder turven.',
    features: ['Pinnen en contant afrekenen', 'Voorraad per product', 'Dagafsluiting met één klik', 'Bonnen per mail'],
    priceFrom: prices.systems.pos,
    category: 'Verkoop',
  },
  {
    id: 'salesDashboard',
    icon: TrendingUp,
    name: 'Verkoopdashboard',
    description: 'Je omzet, marges en beste klanten in één overzicht dat je in tien seconden leest.',
    why: 'Sturen op cijfers in plaats van op gevoel.',
    features: ['Omzet per dag, week en maand', 'Doelen en voortgang', 'Beste producten en klanten', 'Koppeling met kassa of webshop'],
    priceFrom: prices.systems.salesDashboard,
    category: 'Inzicht',
  },
  {
    id: 'webshopDashboard',
    icon: ShoppingBag,
    name: 'Webshopdashboard',
    description: 'Bestellingen, verzendingen en voorraad van je webshop overzichtelijk bij elkaar.',
    why: 'Je ziet op tijd wat je moet bijbestellen en welke bestelling nog weg moet.',
    features: ['Orders en verzendstatus', 'Voorraadwaarschuwingen', 'Retouren bijhouden', 'Verkoopcijfers per product'],
    priceFrom: prices.systems.webshopDashboard,
    category: 'Webshop',
  },
  {
    id: 'aiAssistant',
    icon: Bot,
    name: 'AI-assistent (eigen agent)',
    description: 'Een assistent die jouw bedrijf kent en klantvragen beantwoordt, offertes voorbereidt en mails opstelt.',
    why: 'Uren per week terug voor het werk dat alleen jij kunt doen.',
    features: ['Getraind op jouw informatie', 'Beantwoordt vragen op je site', 'Stelt offertes en mails op', 'Jij houdt de controle'],
    priceFrom: prices.systems.aiAssistant,
    category: 'AI',
  },
];

/** Screenshots of systems we built: the gallery on /tools (all seven) and on /services (the first six). */
export const showcaseItems: readonly ShowcaseItem[] = [
  {
    image: '/images/systems/crm.svg',
    title: 'CRM voor een coachingpraktijk',
    alt: 'Schermafbeelding van een CRM voor een coachingpraktijk: klanten in kolommen per fase en de sessies van vandaag',
    description: 'Klanten, sessies en facturen in één overzicht.',
    category: 'Klanten',
  },
  {
    image: '/images/systems/booking.svg',
    title: 'Boekingssysteem voor een salon',
    alt: 'Schermafbeelding van een boekingssysteem voor een salon: de weekagenda met afspraken per medewerker',
    description: 'Klanten kiezen zelf behandeling, medewerker en tijd.',
    category: 'Planning',
  },
  {
    image: '/images/systems/kassa.svg',
    title: 'Kassa voor een bakkerij',
    alt: 'Schermafbeelding van een kassa voor een bakkerij: productknoppen en de bon van de klant',
    description: 'Snel afrekenen aan de toonbank, voorraad loopt mee.',
    category: 'Verkoop',
  },
  {
    image: '/images/systems/sales-dashboard.svg',
    title: 'Verkoopdashboard',
    alt: 'Schermafbeelding van een verkoopdashboard: omzet per week in een grafiek en de best verkochte producten',
    description: 'Omzet en doelen van de maand in één oogopslag.',
    category: 'Inzicht',
  },
  {
    image: '/images/systems/webshop-dashboard.svg',
    title: 'Webshopdashboard voor een plantenwinkel',
    alt: 'Schermafbeelding van een webshopdashboard voor een plantenwinkel: bestellingen, verzendstatus en voorraad',
    description: 'Orders, verzendingen en voorraad bij elkaar.',
    category: 'Webshop',
  },
  {
    image: '/images/systems/ai-assistant.svg',
    title: 'AI-assistent voor klantvragen',
    alt: 'Schermafbeelding van een AI-assistent die klantvragen beantwoordt in een chatvenster',
    description: 'Beantwoordt vragen met de kennis van het bedrijf.',
    category: 'AI',
  },
  {
    image: '/images/systems/planning.svg',
    title: 'Roosterplanning voor de horeca',
    alt: 'Schermafbeelding van een roosterplanning voor de horeca: diensten per medewerker over de week',
    description: 'Diensten slepen, beschikbaarheid zien, rooster delen.',
    category: 'Planning',
  },
];
