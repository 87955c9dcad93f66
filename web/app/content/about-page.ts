import { brand } from '../../../shared/business-facts.ts';
import { founder } from '../../../shared/showcase.ts';
import { Bot, Compass, Flame, Handshake, LayoutDashboard, Palette, FileText } from '../icons/icons.tsx';

/** Copy that appears only on /about. */
export const aboutWhy = {
  title: `Waarom ${brand.name} bestaat`,
  paragraphs: [
    'Te veel goede ideeën stranden niet op het idee zelf, maar op alles eromheen: een plan dat de bank niet overtuigt, een logo van een vriend van een vriend, een website die niemand vindt. En starters moeten dat allemaal tegelijk uitzoeken, vaak naast een baan.',
    'Wij vonden dat het anders kon. Eén team dat je van het eerste idee tot de eerste klant begeleidt, dat eerlijk zegt wat je nodig hebt (en wat niet), en dat betaalbaar is voor iemand die net begint.',
  ],
};

export const values = [
  {
    icon: Compass,
    title: 'Onze missie',
    text: 'Elke starter met een goed idee de kans geven om er een gezond bedrijf van te maken, ongeacht achtergrond of budget.',
  },
  {
    icon: Flame,
    title: 'Onze passie',
    text: 'Het moment dat een starter zijn eerste factuur verstuurt. Daar doen we het voor, elke keer opnieuw.',
  },
  {
    icon: Handshake,
    title: 'Onze belofte',
    text: 'Eerlijk advies, een vaste prijs vooraf en iemand die bereikbaar blijft, ook als het traject klaar is.',
  },
] as const;

export const founderStory = {
  quote: 'Ik wil dat starters met hetzelfde gevoel naar huis gaan als ik na mijn eerste klant: dit kan ik.',
  paragraphs: [
    `${founder.givenName} begon op haar 24e haar eerste bedrijf, een kleine webshop vanaf de keukentafel in Zeist. Ze maakte zo ongeveer elke fout die je kunt maken, van een verkeerde rechtsvorm tot een logo dat ze na een jaar weer moest vervangen.`,
    `Daarna werkte ze ruim tien jaar als bedrijfsadviseur en productmanager bij softwarebedrijven. In ${brand.foundingYear} richtte ze ${brand.name} op, om starters de begeleiding te geven die zij zelf had gemist.`,
  ],
};

export const offers = [
  {
    icon: FileText,
    title: 'Ondernemings- en financieel plan',
    text: 'Een plan dat je zelf begrijpt en dat banken en investeerders overtuigt.',
  },
  { icon: Palette, title: 'Merkidentiteit', text: 'Logo, huisstijl en een eigen toon die laten zien wie je bent.' },
  {
    icon: LayoutDashboard,
    title: 'Systemen en software',
    text: 'Een kant-en-klaar CRM, boekingssysteem, kassa of dashboard, of software op maat rond jouw manier van werken.',
  },
  { icon: Bot, title: 'AI-integraties en slimme tools', text: 'Automatiseer het terugkerende werk, zodat jij tijd houdt voor je klanten.' },
] as const;

export const moreOffers = [
  'Inschrijving bij de KvK',
  'Hulp bij je financieringsaanvraag',
  'Websites en webshops',
  'Web- en mobiele apps',
  'Vindbaarheid in Google',
  'Social media en marketing',
  'Koppeling met je boekhouding',
  'Persoonlijke coaching',
] as const;
