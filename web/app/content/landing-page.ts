import { claims, dataRetentionMonths, ourClaims, replyTime } from '../../../shared/business-facts.ts';
import type { FaqItem } from './faq.ts';

/** Copy that appears only on /begin-vandaag. */
export const landingStoryIds = ['groenhuys', 'fietsfix', 'lotus-yoga', 'mooi-zo-kids'] as const;

export const landingSteps = [
  { title: 'Jij vertelt', text: 'Via de intake of een gesprek: wat wil je starten en waar sta je nu?' },
  { title: 'Wij denken mee', text: `Je krijgt ${replyTime.promise} een eerste reactie met concrete vervolgstappen.` },
  { title: 'Samen aan de slag', text: 'Je krijgt een vaste prijs en planning. Pas als jij akkoord bent, beginnen we.' },
  { title: 'Je bedrijf draait', text: 'Lancering, eerste klanten en daarna: we blijven bereikbaar.' },
] as const;

export const landingFaq: readonly FaqItem[] = [
  {
    question: 'Wat gebeurt er nadat ik de intake heb ingevuld?',
    answer: `We lezen je antwoorden zelf en nemen ${replyTime.promise} contact op, meestal met een voorstel voor een kennismaking.`,
  },
  {
    question: 'Hoe lang duurt de intake?',
    answer: `${claims.intakeDuration.charAt(0).toUpperCase()}${claims.intakeDuration.slice(1)}. Je beantwoordt tien korte vragen en kunt altijd terug om iets aan te passen.`,
  },
  {
    question: 'Zit ik ergens aan vast als ik me aanmeld?',
    answer: `Nee. De intake en het gesprek van ${claims.introCallMinutes} minuten zijn gratis en vrijblijvend. Je beslist pas als je een voorstel hebt.`,
  },
  {
    question: 'Ik heb nog geen budget. Kan ik toch beginnen?',
    answer:
      'Ja. We kijken samen naar financiering, zoals een microkrediet of starterslening, en in sommige gevallen betaal je pas als die rond is.',
  },
  // An answer is structured data too, which carries no "Voorbeeld" mark: the office waits until it is real.
  ourClaims.officeInZeist.example
    ? {
        question: 'Is het gesprek online?',
        answer: 'Als je dat wilt. Je kiest zelf: een videogesprek, of we spreken af bij jou in de buurt.',
      }
    : {
        question: 'Is het gesprek online of op kantoor?',
        answer: `Allebei kan. Je kiest zelf: een videogesprek, of koffie bij ons op ${ourClaims.officeInZeist.value}.`,
      },
  {
    question: 'Wat doen jullie met mijn gegevens?',
    answer: `We gebruiken ze alleen om contact met je op te nemen en je voorstel te maken. Word je geen klant, dan wissen we ze na ${dataRetentionMonths} maanden. In onze privacyverklaring lees je precies hoe.`,
  },
];
