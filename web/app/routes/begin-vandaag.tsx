import { CalendarDays, ClipboardList, MessageSquare } from 'lucide-react';
import { claims, links, replyTimes } from '../../../shared/business-facts.ts';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Begin vandaag met je eigen bedrijf',
    description: `Kies hoe je wilt beginnen: vul de gratis intake in, plan een kennismaking van ${claims.introCallMinutes} minuten of neem contact op. Binnen ${replyTimes.intakeHours} uur hoor je van ons.`,
    path: '/begin-vandaag',
  });

const choices = [
  {
    icon: ClipboardList,
    title: 'Vul de gratis intake in',
    text: `Tien korte vragen, 3 tot 5 minuten. Binnen ${replyTimes.intakeHours} uur hoor je wat we voor je kunnen doen.`,
    cta: 'Start de intake',
    href: '/start',
    external: false,
  },
  {
    icon: CalendarDays,
    title: 'Plan een kennismaking',
    text: `Een gratis gesprek van ${claims.introCallMinutes} minuten, online of bij ons in Zeist. Kies zelf een moment.`,
    cta: 'Plan een afspraak',
    href: links.schedulingAppointment,
    external: true,
  },
  {
    icon: MessageSquare,
    title: 'Stel eerst je vraag',
    text: 'Nog niet zeker? Stuur ons een bericht, app of bel. We denken graag vrijblijvend mee.',
    cta: 'Neem contact op',
    href: '/contact',
    external: false,
  },
];

export default function BeginVandaag() {
  return (
    <>
      <PageIntro eyebrow="Begin vandaag" title="Zet vandaag de eerste stap naar je eigen bedrijf">
        <p>
          Je hoeft het niet allemaal al te weten. Kies hieronder hoe je wilt beginnen; wij helpen je vanaf daar verder,
          stap voor stap.
        </p>
      </PageIntro>
      <ul className="container-page grid gap-6 py-16 md:grid-cols-3">
        {choices.map((choice) => (
          <li key={choice.title} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
            <choice.icon aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="mt-4 text-xl font-bold">{choice.title}</h2>
            <p className="mt-2 flex-1 text-ink-soft">{choice.text}</p>
            <a
              href={choice.href}
              {...(choice.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="mt-6 inline-flex min-h-11 items-center justify-center rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {choice.cta}
              {choice.external ? <span className="sr-only"> (opent in een nieuw tabblad)</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
