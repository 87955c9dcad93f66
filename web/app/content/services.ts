import { BarChart3, Bot, Briefcase, FileText, Globe, LayoutDashboard, Megaphone, Palette, type IconComponent } from '../icons/icons.tsx';
import { timelines } from '../../../shared/business-facts.ts';

export type ServiceCategory = { icon: IconComponent; title: string; description: string; items: readonly string[] };
export type ServiceArea = {
  id: 'planning' | 'branding' | 'launch' | 'support';
  icon: IconComponent;
  title: string;
  summary: string;
  features: readonly string[];
  categories: readonly [ServiceCategory, ServiceCategory];
};

/**
 * What we do, in four areas (the anchors #planning, #branding, #launch and #support of /services) with two
 * categories each. The home page shows each area with its first four features.
 */
export const serviceAreas: readonly ServiceArea[] = [
  {
    id: 'planning',
    icon: FileText,
    title: 'Plan en financiering',
    summary: 'Een plan dat klopt en overtuigt: voor jezelf, voor de bank en voor investeerders.',
    features: [
      'Ondernemingsplan op maat',
      'Financieel plan met prognoses',
      'Hulp bij je financieringsaanvraag',
      'KvK-inschrijving en rechtsvorm',
      'Advies over belastingen voor starters',
    ],
    categories: [
      {
        icon: FileText,
        title: 'Ondernemingsplan en financieel plan',
        description: 'We schrijven je plan samen met jou, in jouw woorden, met cijfers die je kunt uitleggen.',
        items: ['Marktonderzoek en doelgroep', 'Exploitatie- en liquiditeitsbegroting', `Klaar in ${timelines.businessPlan}`],
      },
      {
        icon: Briefcase,
        title: 'KvK-inschrijving en financiering',
        description: 'Eenmanszaak of bv, lening of subsidie: we zoeken uit wat bij je past en regelen het met je.',
        items: ['Keuze voor de juiste rechtsvorm', 'Inschrijving bij de KvK', 'Gesprekken met bank of microkrediet'],
      },
    ],
  },
  {
    id: 'branding',
    icon: Palette,
    title: 'Branding en huisstijl',
    summary: 'Een merk dat past bij wie je bent en blijft hangen bij de klanten die je wilt.',
    features: [
      'Logo-ontwerp',
      'Kleuren en lettertypen',
      'De toon van je teksten',
      'Visitekaartjes en sjablonen voor social media',
      'Merkhandboek',
    ],
    categories: [
      {
        icon: Palette,
        title: 'Logo en huisstijl',
        description: 'Een eigen logo en een huisstijl die overal hetzelfde voelt, van je gevel tot je Instagram.',
        items: ['Ontwerpvoorstellen en correctierondes', 'Alle bestanden voor print en web', 'Een compact merkhandboek'],
      },
      {
        icon: Megaphone,
        title: 'Marketing en content',
        description: 'Je eerste klanten vinden zonder groot budget: slimme posts, een Google Bedrijfsprofiel en een plan.',
        items: ['Marketingplan voor de eerste drie maanden', 'Social media op orde', 'Teksten en richtlijnen voor foto’s'],
      },
    ],
  },
  {
    id: 'launch',
    icon: Globe,
    title: 'Lancering: website en systemen',
    summary: 'Een website of webshop die verkoopt, en eigen software waar standaardpakketten tekortschieten.',
    features: ['Website of webshop', 'Vindbaar in Google', 'Boekingssysteem of CRM', 'Web- en mobiele apps', 'Hosting en onderhoud'],
    categories: [
      {
        icon: Globe,
        title: 'Websites en webshops',
        description: 'Snel, vindbaar en zo gebouwd dat je zelf teksten en producten aanpast.',
        items: ['Ontwerp in je eigen huisstijl', 'SEO en Google Bedrijfsprofiel', `Live in ${timelines.website}`],
      },
      {
        icon: LayoutDashboard,
        title: 'Apps en systemen op maat',
        description: 'Een CRM, boekingssysteem, kassa of klantportaal dat precies doet wat jouw bedrijf nodig heeft.',
        items: [
          'Na volledige betaling van jou, met broncode (overdracht per akte)',
          'Web- en mobiele apps',
          'Koppelingen met je boekhouding',
        ],
      },
    ],
  },
  {
    id: 'support',
    icon: BarChart3,
    title: 'Begeleiding en groei',
    summary: 'Na de lancering begint het pas: we blijven je sparringpartner terwijl je bedrijf groeit.',
    features: ['Persoonlijke coaching', 'AI en automatisering', 'Vaste contactpersoon', 'Hulp via WhatsApp', 'Groeiplan per kwartaal'],
    categories: [
      {
        icon: Bot,
        title: 'AI-integratie en automatisering',
        description: 'Laat slimme tools het terugkerende werk doen: offertes, mails, planning en klantvragen.',
        items: ['Een eigen AI-assistent', 'Automatische opvolging van aanvragen', 'Uitleg zodat je het zelf snapt'],
      },
      {
        icon: BarChart3,
        title: 'Coaching en groei',
        description: 'Elke twee weken sparren over cijfers, klanten en keuzes, met iemand die je bedrijf kent.',
        items: ['Trajecten van 1 tot 6 maanden', 'Doelen en cijfers per maand', 'Bereikbaar via WhatsApp'],
      },
    ],
  },
];
