/** Copy that appears only on /tools. */
export const toolsSteps = [
  { title: 'Gratis gesprek', text: 'We bespreken hoe je nu werkt en waar je tijd of geld verliest.' },
  { title: 'Ontwerp op maat', text: 'Je ziet eerst een klikbaar ontwerp, zodat je weet wat je krijgt.' },
  { title: 'Bouwen en testen', text: 'We bouwen het systeem en testen het met jouw echte gegevens.' },
  { title: 'Live en uitleg', text: 'Je gaat live met een korte training. Vragen? We zijn een appje ver.' },
] as const;

export const goodToKnow = [
  'Je betaalt één keer voor een levenslange licentie. Er is geen abonnement.',
  'Updates, nieuwe functies en ondersteuning regel je met een onderhoudsplan, als je dat wilt.',
  'Je gegevens blijven van jou en staan op servers in Europa.',
  'De genoemde prijzen zijn vanaf-prijzen, exclusief btw. Na het gesprek krijg je een vaste prijs.',
] as const;
