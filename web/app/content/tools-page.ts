import { formatEuro, prices, promises } from '../../../shared/business-facts.ts';

/** Copy that appears only on /tools. */
export const toolsSteps = [
  { title: 'Gratis gesprek', text: 'We bespreken hoe je nu werkt en waar je tijd of geld verliest.' },
  {
    title: 'Ingericht voor jou',
    text: 'Je ziet eerst hoe het systeem eruitziet met jouw diensten en huisstijl, zodat je weet wat je krijgt.',
  },
  { title: 'Inrichten en testen', text: 'We richten het systeem in en testen het met jouw echte gegevens.' },
  { title: 'Live en uitleg', text: 'Je gaat live met een korte training. Vragen? We zijn een appje ver.' },
] as const;

export const goodToKnow = [
  promises.systemLicence,
  promises.oneTime,
  `Updates, nieuwe functies en ondersteuning regel je met een onderhoudsplan vanaf ${formatEuro(prices.maintenancePerMonthFrom)} per maand, als je dat wilt. Hosting kost vanaf ${formatEuro(prices.hostingPerMonthFrom)} per maand.`,
  'Je gegevens staan op servers in de Europese Unie.',
  'De prijzen zijn vanafprijzen, exclusief btw, voor het systeem zoals het is, ingericht voor jouw bedrijf. Wil je meer, dan krijg je een offerte voor maatwerk.',
  promises.customWorkOwnership,
] as const;
