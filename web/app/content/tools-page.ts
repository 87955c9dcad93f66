import { monthlyPriceText, prices, promises, vatStatus } from '../../../shared/business-facts.ts';

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
  `${promises.hosting} Die kost vanaf ${monthlyPriceText(prices.hostingPerMonthFrom)}.`,
  `${promises.maintenance} Dat kost vanaf ${monthlyPriceText(prices.maintenancePerMonthFrom)}.`,
  `De prijzen zijn vanafprijzen ${vatStatus.incl}, met de prijs ${vatStatus.excl} ernaast, voor het systeem zoals het is, ingericht voor jouw bedrijf. Wil je meer, dan krijg je een offerte voor maatwerk.`,
  promises.customWorkOwnership,
] as const;
