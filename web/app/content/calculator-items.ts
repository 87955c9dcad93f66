import { prices, taxYear } from '../../../shared/business-facts.ts';

/**
 * `cost` is our "vanaf" price for the compact scope without btw (the calculator shows it with btw first), or, with
 * `thirdPartyFee`, a fixed fee someone else charges without btw, shown and counted apart from ours.
 */
export type CalculatorItem = {
  id: string;
  label: string;
  description: string;
  cost: number;
  recommended: boolean;
  thirdPartyFee?: boolean;
};

const costs = prices.startupCosts;

/**
 * The startup cost calculator on the home page: each part bought on its own, at its "vanaf" price for the
 * compact scope the description names. The recommended ones are selected when it opens.
 */
export const calculatorItems: readonly CalculatorItem[] = [
  {
    id: 'bedrijfsregistratie',
    label: 'Inschrijving bij de KvK',
    description: `De inschrijfvergoeding van de KvK in ${taxYear.year}. Die betaal je zelf: de KvK stuurt je na de inschrijving een factuur. Wij helpen je met de inschrijving.`,
    cost: taxYear.kvkRegistrationFee,
    recommended: true,
    thirdPartyFee: true,
  },
  {
    id: 'ondernemingsplan',
    label: 'Startersplan',
    description:
      'Een compact ondernemingsplan met financieel plan, voor jezelf en voor de bank of een microkrediet. Voor investeerders maken we een groter plan.',
    cost: costs.businessPlan,
    recommended: true,
  },
  {
    id: 'logo',
    label: 'Logo-ontwerp',
    description: 'Twee voorstellen en twee correctierondes, in alle formaten die je nodig hebt.',
    cost: costs.logo,
    recommended: true,
  },
  {
    id: 'huisstijl',
    label: 'Complete huisstijl',
    description: 'Kleuren, lettertypen, visitekaartje en sjablonen voor social media.',
    cost: costs.brandStyle,
    recommended: false,
  },
  {
    id: 'website',
    label: 'Website',
    description: 'Tot 3 pagina’s, snel, vindbaar en makkelijk zelf bij te werken. Daarna hosting per maand.',
    cost: costs.website,
    recommended: true,
  },
  {
    id: 'systeem-op-maat',
    label: 'Webapp of systeem op maat',
    description:
      'Een eerste, afgebakende versie van een klantportaal of eigen systeem; na betaling van jou, met broncode (overdracht per akte).',
    cost: costs.customSystem,
    recommended: false,
  },
  {
    id: 'seo',
    label: 'Vindbaarheid in Google (SEO)',
    description: 'Zodat klanten in jouw regio je vinden.',
    cost: costs.seo,
    recommended: true,
  },
  {
    id: 'marketing',
    label: 'Marketing op orde',
    description: 'Social media, Google Bedrijfsprofiel en je eerste campagne.',
    cost: costs.marketingSetup,
    recommended: false,
  },
  {
    id: 'ai',
    label: 'AI en automatisering',
    description: 'Eén automatisering voor offertes, mails of planning. Het AI-gebruik betaal je per maand.',
    cost: costs.aiAutomation,
    recommended: false,
  },
  {
    id: 'coaching',
    label: 'Bedrijfscoaching (3 maanden)',
    description: 'Elke twee weken sparren over je groei.',
    cost: costs.coachingThreeMonths,
    recommended: false,
  },
];
