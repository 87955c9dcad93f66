import { prices } from '../../../shared/business-facts.ts';

export type CalculatorItem = { id: string; label: string; description: string; cost: number; recommended: boolean };

const costs = prices.startupCosts;

/** The startup cost calculator on the home page; the recommended ones are selected when it opens. */
export const calculatorItems: readonly CalculatorItem[] = [
  {
    id: 'bedrijfsregistratie',
    label: 'Inschrijving bij de KvK',
    description: 'We regelen je inschrijving en de juiste rechtsvorm.',
    cost: costs.kvkRegistration,
    recommended: true,
  },
  {
    id: 'ondernemingsplan',
    label: 'Professioneel ondernemingsplan',
    description: 'Met financieel plan, klaar voor bank of investeerder.',
    cost: costs.businessPlan,
    recommended: true,
  },
  {
    id: 'logo',
    label: 'Logo-ontwerp',
    description: 'Een eigen logo in alle formaten die je nodig hebt.',
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
    label: 'Professionele website',
    description: 'Snel, vindbaar en makkelijk zelf bij te werken.',
    cost: costs.website,
    recommended: true,
  },
  {
    id: 'systeem-op-maat',
    label: 'Webapp of systeem op maat',
    description: 'Bijvoorbeeld een boekingssysteem, CRM of klantportaal.',
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
    label: 'Marketing-setup',
    description: 'Social media, Google Bedrijfsprofiel en je eerste campagne.',
    cost: costs.marketingSetup,
    recommended: false,
  },
  {
    id: 'ai',
    label: 'AI en automatisering',
    description: 'Slimme hulp bij offertes, mails en planning.',
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
