import {
  Banknote,
  Building2,
  ClipboardList,
  Coffee,
  FileText,
  Globe,
  MapPinned,
  Network,
  Palette,
  Rocket,
  Users,
  type IconComponent,
} from '../icons/icons.tsx';
import { address, brand, claims, ourClaims, promises, replyTime, timelines, trackRecord } from '../../../shared/business-facts.ts';
import { claimed, type Line } from './claimed.ts';
import type { FaqItem } from './faq.ts';

export type CityCard = { icon: IconComponent; title: string; text: string; link?: { to: string; label: string } };
export type CityPage = {
  slug: 'zeist' | 'utrecht';
  name: string;
  meta: { title: string; description: string };
  badge: string;
  title: string;
  intro: Line;
  trustPoints: readonly [Line, Line, Line];
  services: readonly CityCard[];
  benefits?: readonly CityCard[];
  reasons?: readonly CityCard[];
  storyIds: readonly [string, string];
  faq: readonly FaqItem[];
  closing: { title: string; text: string };
};

export const zeistPage: CityPage = {
  slug: 'zeist',
  name: 'Zeist',
  meta: {
    title: 'Bedrijf starten in Zeist: hulp om de hoek',
    description: `Een bedrijf starten in Zeist? ${brand.name} begeleidt je vanuit Zeist: ondernemingsplan, KvK, financiering, branding en website. Gratis kennismaking.`,
  },
  badge: `${brand.name} in Zeist`,
  title: 'Je bedrijf starten in Zeist, met een coach om de hoek',
  intro: claimed(
    `We kennen de ondernemers, de winkelstraten en de klanten hier. Kom langs op ons ${ourClaims.officeInZeist.value} voor koffie en een eerlijk gesprek over je plannen, en ga naar huis met een eerste stap.`,
    ourClaims.officeInZeist,
  ),
  trustPoints: [
    claimed(`Een ${ourClaims.officeInZeist.value}, de koffie staat klaar`, ourClaims.officeInZeist),
    claimed(`${trackRecord.startupsInZeist.value} starters in Zeist gelanceerd`, trackRecord.startupsInZeist),
    `Gratis kennismaking van ${claims.introCallMinutes} minuten`,
  ],
  services: [
    {
      icon: ClipboardList,
      title: 'Gratis intake',
      text: `Tien korte vragen over je idee. Je hoort ${replyTime.promise} wat de eerste stap is.`,
      link: { to: '/start', label: 'Start de intake' },
    },
    {
      icon: FileText,
      title: 'Ondernemingsplan',
      text: 'Een plan met cijfers die kloppen, voor jezelf en voor de bank in de regio.',
      link: { to: '/services#planning', label: 'Meer over plannen' },
    },
    {
      icon: Palette,
      title: 'Branding en website',
      text: `Een merk en website waarmee je opvalt tussen de zaken in ${address.city} en daarbuiten.`,
      link: { to: '/services#branding', label: 'Meer over branding' },
    },
    {
      icon: Banknote,
      title: 'Financiering',
      text: 'Welke leningen en regelingen er voor starters zijn, en hoe je ze aanvraagt.',
      link: { to: '/blog/financiering-voor-starters', label: 'Lees de gids' },
    },
  ],
  storyIds: ['studio-bloesem', 'bakkerij-korrel'],
  faq: [
    // A FAQ answer is structured data too, which carries no "Voorbeeld" mark: the office waits until it is real.
    ourClaims.officeInZeist.example
      ? {
          question: 'Waar spreken we af?',
          answer: 'Waar het jou uitkomt: bij jou op locatie in Zeist en omgeving, op een werkplek in de buurt of online.',
        }
      : {
          question: 'Kan ik bij jullie langskomen in Zeist?',
          answer: `Ja, graag. Plan een kennismaking en kies voor een gesprek op ons ${ourClaims.officeInZeist.value}; het adres staat hieronder bij de locatie.`,
        },
    {
      question: 'Helpen jullie ook met een winkel of salon in Zeist?',
      answer:
        'Zeker. Van het ondernemingsplan voor je huurpand tot een boekings- of kassasysteem: daarmee helpen we winkels, salons en andere zaken op weg.',
    },
    {
      question: 'Hoe vinden klanten in Zeist mijn bedrijf online?',
      answer:
        'Met een website die lokaal goed vindbaar is en een verzorgd Google Bedrijfsprofiel. Dat richten we voor je in als onderdeel van je lancering.',
    },
    {
      question: 'Zijn er subsidies of leningen voor starters in Zeist?',
      answer:
        'Er zijn landelijke leningen voor starters, zoals een microkrediet, en soms regionale fondsen. De startersaftrek is geen subsidie of lening, maar een aftrekpost in je aangifte inkomstenbelasting als je aan het urencriterium voldoet. In het gesprek zoeken we uit wat voor jou geldt.',
    },
    {
      question: 'Werken jullie ook buiten Zeist?',
      answer: 'Ja, in de hele regio: Driebergen, Bilthoven, De Bilt, Utrecht en Amersfoort. En online in heel Nederland.',
    },
  ],
  closing: {
    title: 'Klaar om te starten in Zeist?',
    text: `Vertel ons over je idee. Je hoort ${replyTime.promise} wat de eerste stap is, en waar we elkaar het best kunnen spreken.`,
  },
};

export const utrechtPage: CityPage = {
  slug: 'utrecht',
  name: 'Utrecht',
  meta: {
    title: 'Bedrijf starten in Utrecht: persoonlijke hulp',
    description: `Een bedrijf starten in Utrecht? ${brand.name} helpt je met je ondernemingsplan, financiering, branding, website en systemen. Persoonlijk en op maat.`,
  },
  badge: 'Starters in Utrecht',
  title: 'Je bedrijf starten in Utrecht en opvallen tussen de rest',
  intro:
    'Utrecht zit vol starters, en dat maakt opvallen lastig. Wij helpen je met een scherp plan, een merk dat eruitspringt en een website die gevonden wordt. Vanuit Zeist zijn we zo bij je in de stad.',
  trustPoints: [
    'Persoonlijk, op locatie in Utrecht of online',
    'Een vaste prijs vooraf',
    claimed(`${trackRecord.businessesLaunched.value} bedrijven gelanceerd`, trackRecord.businessesLaunched),
  ],
  services: [
    {
      icon: FileText,
      title: 'Plan en financiering',
      text: 'Een ondernemingsplan en financieel plan die overtuigen, plus hulp bij je aanvraag.',
      link: { to: '/services#planning', label: 'Bekijk de dienst' },
    },
    {
      icon: Palette,
      title: 'Branding',
      text: 'Een merk met een eigen verhaal, zodat je niet lijkt op die andere tien starters.',
      link: { to: '/services#branding', label: 'Bekijk de dienst' },
    },
    {
      icon: Globe,
      title: 'Website en webshop',
      text: 'Gebouwd om gevonden te worden op zoekopdrachten in Utrecht en omgeving.',
      link: { to: '/services#launch', label: 'Bekijk de dienst' },
    },
    {
      icon: Rocket,
      title: 'Systemen en software',
      text: `Een kant-en-klaar systeem met een ${promises.licence}, of software op maat die na betaling van jou wordt, met een akte die de rechten overdraagt.`,
      link: { to: '/tools', label: 'Bekijk de systemen' },
    },
  ],
  benefits: [
    {
      icon: Users,
      title: 'Een grote, jonge markt',
      text: 'Studenten, young professionals en gezinnen: in Utrecht vind je klanten voor bijna elk idee.',
    },
    {
      icon: Network,
      title: 'Een sterk startersnetwerk',
      text: 'Van coworkingplekken tot ondernemersverenigingen: je staat er niet alleen voor.',
    },
    {
      icon: Building2,
      title: 'Centraal in Nederland',
      text: 'Binnen een uur ben je bij de helft van het land, handig voor klanten en leveranciers.',
    },
    { icon: Coffee, title: 'Wij zijn dichtbij', text: 'We komen naar je toe in de stad, of we spreken online af.' },
  ],
  reasons: [
    { icon: MapPinned, title: 'We kennen de regio', text: 'We weten welke wijken, doelgroepen en zoekwoorden in Utrecht werken.' },
    {
      icon: ClipboardList,
      title: 'Eén traject, één aanspreekpunt',
      text: 'Geen losse freelancers: plan, merk en website komen van één team.',
    },
    { icon: Banknote, title: 'Betalen dat past', text: 'In delen, en soms pas na je financiering. Dat spreken we vooraf af.' },
  ],
  storyIds: ['planbaar', 'koersvast-coaching'],
  faq: [
    {
      question: 'Komen jullie naar mij toe in Utrecht?',
      answer: 'Ja. We spreken af op jouw locatie, op een werkplek in de stad of online. We werken vanuit Zeist, op een kwartier rijden.',
    },
    {
      question: 'Hoe val ik op tussen alle starters in Utrecht?',
      answer: 'Met een duidelijke keuze voor wie je werkt en een merk dat daarbij past. Daar beginnen we mee, nog voor er een logo is.',
    },
    {
      question: 'Helpen jullie ook tech-start-ups?',
      answer: 'Ja. We bouwen een eerste versie van je webapp, helpen met je pitch en denken mee over financiering.',
    },
    {
      question: 'Welke rechtsvorm past bij mijn start in Utrecht?',
      answer:
        'Meestal begin je als eenmanszaak; een bv wordt interessant bij hogere winst of meer risico. We rekenen het samen voor je door.',
    },
    {
      question: 'Hoe snel kan mijn website online staan?',
      answer: `Een compacte website staat in ${timelines.website} online, met ontwerp en lokale vindbaarheid. De teksten lever je zelf aan; laat je ze door ons schrijven, dan krijg je daarvoor een eigen prijs en duurt het iets langer.`,
    },
  ],
  closing: {
    title: 'Jouw bedrijf, jouw stad',
    text: 'Vertel ons wat je in Utrecht wilt opbouwen. We denken gratis mee over de eerste stap.',
  },
};
