import { Award, HandCoins, HeartHandshake, Layers, Puzzle, TrendingUp, type IconComponent } from '../icons/icons.tsx';
import {
  brand,
  claims,
  formatEuro,
  formatWeeks,
  monthlyPriceText,
  priceText,
  prices,
  taxYear,
  timelines,
  trackRecord,
  vatStatus,
} from '../../../shared/business-facts.ts';
import { founder } from '../../../shared/showcase.ts';
import { claimed, type Line } from './claimed.ts';
import type { FaqItem } from './faq.ts';

/** Copy that appears only on /services. */
export const processSteps = [
  { title: 'Kennismaking', text: `Een gratis gesprek van ${claims.introCallMinutes} minuten over je idee, je situatie en je ambitie.` },
  { title: 'Plan van aanpak', text: 'Je krijgt binnen een week een voorstel met vaste prijs, planning en de keuzes die we samen maken.' },
  {
    title: 'Plan en financiering',
    text: 'We schrijven je ondernemingsplan, rekenen je cijfers door en bereiden gesprekken met financiers voor.',
  },
  { title: 'Merk en ontwerp', text: 'Logo, huisstijl en de uitstraling van je website: in korte rondes, met jouw feedback.' },
  { title: 'Bouwen en lanceren', text: 'Website, webshop of systeem gaat live, getest en vindbaar, en jij weet hoe het werkt.' },
  { title: 'Groeien', text: 'Coaching en onderhoud na de lancering, zodat je niet alleen staat als de eerste klanten komen.' },
] as const;

export const reasons: readonly { icon: IconComponent; title: Line; text: Line }[] = [
  {
    icon: HeartHandshake,
    title: 'Persoonlijk',
    text: 'Eén vaste coach die je bedrijf kent. Je belt of appt gewoon met iemand die weet waar je staat.',
  },
  {
    icon: Puzzle,
    title: 'Gemaakt voor jouw bedrijf',
    text: 'Je plan, logo en website maken we voor jouw bedrijf, niet uit een la. Een kant-en-klaar systeem richten we in op jouw manier van werken.',
  },
  { icon: HandCoins, title: 'Flexibel betalen', text: 'Betaal in delen, en in sommige gevallen pas als je financiering rond is.' },
  { icon: Layers, title: 'Alles onder één dak', text: 'Plan, merk, website en software sluiten op elkaar aan, omdat één team ze maakt.' },
  {
    icon: Award,
    title: claimed(`Starters helpen sinds ${brand.foundingYear}`, brand),
    text: claimed(
      `Onze oprichter heeft ${founder.experience}. We kennen de valkuilen van starten: van de KvK tot de eerste btw-aangifte.`,
      founder,
    ),
  },
  {
    icon: TrendingUp,
    title: 'Bewezen resultaat',
    text: claimed(
      `${trackRecord.businessesLaunched.value} bedrijven gelanceerd, en ${trackRecord.successRate.value} daarvan draait nog steeds.`,
      trackRecord.businessesLaunched,
      trackRecord.successRate,
    ),
  },
];

export const servicesFaq: readonly FaqItem[] = [
  {
    question: 'Wat kost een pakket?',
    answer: `Pakketten beginnen bij ${priceText(prices.packagesFrom)}. Onze prijzen zijn vanafprijzen voor een compacte, duidelijk afgebakende uitvoering voor starters, en een pakket begint nooit lager dan wat de onderdelen erin los kosten. Hoe groter de uitvoering (meer pagina’s, producten of teksten), hoe hoger in de prijsklasse. Je krijgt altijd vooraf een vaste prijs. De bouw betaal je eenmalig. Per maand betaal je hosting na de inbegrepen maanden (vanaf ${monthlyPriceText(prices.hostingPerMonthFrom)}), gebruikskosten zoals sms, AI-gebruik en betaalkosten, en een onderhoudsplan als je dat wilt (vanaf ${monthlyPriceText(prices.maintenancePerMonthFrom)}).`,
  },
  {
    question: 'Kan ik in termijnen betalen?',
    answer:
      'Ja. We spreken een betaling in delen af die bij je start past. Vraag je financiering aan, dan kun je in sommige gevallen pas betalen als die rond is.',
  },
  {
    question: 'Hoe lang duurt een traject?',
    answer: `Een start duurt ${timelines.launch}: Starter ${formatWeeks(prices.packages.starter.weeks)}, Pro ${formatWeeks(prices.packages.pro.weeks)} en Empire ${formatWeeks(prices.packages.empire.weeks)}. Een ondernemingsplan kost ${timelines.businessPlan}, een website ${timelines.website}. Een webapp op maat zit in geen pakket: die bouwen we apart, in ${timelines.webApp}, afhankelijk van wat hij moet kunnen.`,
  },
  {
    question: 'Wat kost een losse website?',
    answer: `Een compacte website tot 3 pagina’s kost vanaf ${priceText(prices.startupCosts.website)}, zoals in de calculator op de homepage. Wil je meer, dan is het een grotere opdracht: een informatieve website van 5 tot 10 pagina’s vanaf ${priceText(prices.websites.brochure)}, een website die aanvragen oplevert vanaf ${priceText(prices.websites.leadGeneration)} en een webshop vanaf ${priceText(prices.websites.webshop)}. Je krijgt vooraf een vaste prijs; hosting betaal je daarna per maand.`,
  },
  {
    question: 'Moet ik al ingeschreven staan bij de KvK?',
    answer: `Nee. We helpen je eerst de juiste rechtsvorm te kiezen, zodat je niet later hoeft over te stappen, en daarna met de inschrijving. De inschrijfvergoeding van de KvK (${formatEuro(taxYear.kvkRegistrationFee)} in ${taxYear.year}, ${vatStatus.none}) betaal je zelf aan de KvK: je krijgt er na je inschrijving een factuur van.`,
  },
  {
    question: 'Wat als ik niet tevreden ben met een ontwerp?',
    answer:
      'Elk ontwerp heeft correctierondes, en we beginnen pas aan de volgende stap als jij akkoord bent. Zo voorkom je verrassingen aan het eind.',
  },
  {
    question: 'Werken jullie alleen in de regio Utrecht?',
    answer:
      'We werken vooral in de regio Utrecht en komen graag langs in Zeist, Utrecht, Driebergen, Bilthoven, De Bilt en Amersfoort. Starters elders in Nederland helpen we online.',
  },
];
