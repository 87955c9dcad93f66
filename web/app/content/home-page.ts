import { claims, ourClaims, priceText, prices, replyTime, timelines, trackRecord } from '../../../shared/business-facts.ts';
import type { Stat } from './stat.ts';
import type { FaqItem } from './faq.ts';

/** Copy that appears only on the home page. */
export const homeHero = {
  title: 'Van idee naar een draaiend bedrijf, met iemand naast je',
  intro:
    'Je hebt een idee en wilt ondernemen. Wij zorgen dat het staat: een ondernemingsplan dat overtuigt, een merk dat blijft hangen, een website die klanten oplevert. Persoonlijk, gemaakt voor jouw bedrijf, en met een betaling die bij jouw start past.',
};

/** The track record (home, about and cases heroes); an example figure carries its mark. */
export const homeStats: readonly Stat[] = [
  { value: trackRecord.businessesLaunched.value, label: 'bedrijven gelanceerd', example: trackRecord.businessesLaunched.example },
  { value: trackRecord.successRate.value, label: 'van onze starters draait nog', example: trackRecord.successRate.example },
  { value: trackRecord.revenueGenerated.value, label: 'omzet voor onze starters', example: trackRecord.revenueGenerated.example },
  { value: trackRecord.rating.value, label: 'gemiddelde beoordeling', example: trackRecord.rating.example },
];

export const philosophy = {
  eyebrow: 'Onze aanpak',
  title: 'Coaching, geen kant-en-klaar pakket',
  paragraphs: [
    'Een bedrijf starten leer je door het te doen, niet door een sjabloon in te vullen. Daarom werken we mét je in plaats van vóór je: jij neemt de beslissingen, wij zorgen dat je ze met de juiste kennis neemt.',
    'Je krijgt één vaste coach die je verhaal kent. Die stelt de lastige vragen op tijd, rekent met je mee en zegt het eerlijk als iets niet gaat werken. Zo heb je na een paar maanden niet alleen een bedrijf, maar ook het vertrouwen om het zelf te leiden.',
  ],
  points: ['Jij houdt de regie over je bedrijf', 'Eén vaste coach van begin tot lancering', 'Eerlijk advies, ook als het “nee” is'],
};

export const explanation = {
  eyebrow: 'Hoe het werkt',
  title: 'Alles wat een start nodig heeft, onder één dak',
  intro: `Geen losse freelancers die je zelf moet aansturen. Wij regelen plan, merk, website en systemen als één traject, zodat alles op elkaar aansluit. Een start duurt meestal ${timelines.launch}: daarna heb je een bedrijf dat klanten kan bedienen.`,
  steps: [
    { title: 'Je vertelt je idee', text: 'In een gratis gesprek horen we wat je wilt bouwen en wat je al hebt.' },
    { title: 'We maken een plan', text: 'Je krijgt een helder voorstel met vaste prijs en planning.' },
    { title: 'We bouwen het samen', text: 'Plan, merk en website ontstaan in korte rondes, met jou aan tafel.' },
    { title: 'Je gaat van start', text: 'We lanceren samen en blijven bereikbaar als je groeit.' },
  ],
};

export const homeFaq: readonly FaqItem[] = [
  {
    question: 'Ik heb alleen nog een idee. Is dat genoeg om te beginnen?',
    // An answer goes into the FAQPage data too, which carries no "Voorbeeld" mark: the claim waits until it is real.
    answer: `${ourClaims.startersBeginWithIdea.example ? 'Ja.' : `Ja, ${ourClaims.startersBeginWithIdea.value}.`} In het eerste gesprek toetsen we je idee en bepalen we samen de eerste stappen. Je hoeft nog niets te hebben: geen KvK-inschrijving, geen logo, geen plan.`,
  },
  {
    question: 'Wat kost het om een bedrijf te starten?',
    answer: `Dat hangt af van wat je nodig hebt. Onze pakketten beginnen bij ${priceText(prices.packagesFrom)}. Met de calculator hierboven zie je de vanafprijs van elk onderdeel in een compacte uitvoering voor starters; wil je meer, dan krijg je een offerte. Hosting na de inbegrepen maanden, gebruikskosten en een onderhoudsplan betaal je per maand.`,
  },
  {
    question: 'Hoe snel kan ik van start?',
    answer: `Een start duurt ${timelines.launch}, afhankelijk van je pakket. Een website is klaar in ${timelines.website}, een ondernemingsplan in ${timelines.businessPlan}. Heb je haast, dan zeggen we eerlijk wat haalbaar is.`,
  },
  {
    question: 'Moet ik alles bij jullie afnemen?',
    answer: 'Nee. Je kiest alleen wat je nodig hebt. Heb je al een logo of website die goed werkt, dan bouwen we daarop voort.',
  },
  {
    question: 'Is het eerste gesprek echt gratis?',
    answer: `Ja. De kennismaking duurt ${claims.introCallMinutes} minuten en je zit nergens aan vast. Na de intake hoor je ${replyTime.promise} van ons.`,
  },
];
