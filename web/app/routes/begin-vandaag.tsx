import { ArrowRight, CalendarDays, ClipboardList, MessageSquare } from '../icons/icons.tsx';
import { claims, replyTime, trackRecord } from '../../../shared/business-facts.ts';
import { Island } from '../lib/island.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { CallToAction } from '../components/ui/call-to-action.tsx';
import { IconBadge } from '../components/ui/card.tsx';
import { ExternalLink } from '../components/ui/external-link.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { Section, SectionHeading } from '../components/ui/section.tsx';
import { StepList } from '../components/ui/step-list.tsx';
import { claimed } from '../content/claimed.ts';
import { companiesById } from '../content/launched-companies.ts';
import { landingFaq, landingSteps, landingStoryIds } from '../content/landing-page.ts';
import { FaqSection } from '../features/faq/faq-section.tsx';
import { StoryCards } from '../features/stories/story-cards.tsx';
import { Link } from 'react-router';
import { pageMeta } from '../lib/seo.ts';
import { faqPageData } from '../lib/structured-data.ts';

export const meta = () =>
  pageMeta({
    title: 'Begin vandaag met je eigen bedrijf',
    description: `Kies hoe je wilt beginnen: vul de gratis intake in, plan een kennismaking van ${claims.introCallMinutes} minuten of neem contact op. Je hoort ${replyTime.promise} van ons.`,
    path: '/begin-vandaag',
    structuredData: [faqPageData(landingFaq)],
  });

const choices = [
  {
    icon: ClipboardList,
    title: 'Vul de gratis intake in',
    text: `Tien korte vragen, ${claims.intakeDuration}. Je hoort ${replyTime.promise} wat we voor je kunnen doen.`,
    cta: 'Start de intake',
    href: '/start',
    recommended: true,
  },
  {
    icon: CalendarDays,
    title: 'Plan een kennismaking',
    text: `Een gratis gesprek van ${claims.introCallMinutes} minuten, online of bij jou in de buurt. Kies zelf een moment.`,
    cta: 'Kies een moment',
    href: '#gesprek',
    recommended: false,
  },
  {
    icon: MessageSquare,
    title: 'Stel eerst je vraag',
    text: 'Nog niet zeker? Stuur ons een bericht, app of bel. We denken graag vrijblijvend mee.',
    cta: 'Neem contact op',
    href: '/contact',
    recommended: false,
  },
] as const;

export default function BeginVandaag() {
  return (
    <>
      <PageHero
        badge={<Badge tone="accent">Gratis en vrijblijvend</Badge>}
        title="Zet vandaag de eerste stap naar je eigen bedrijf"
        points={[
          `Reactie ${replyTime.promise}`,
          claimed(`${trackRecord.businessesLaunched.value} bedrijven gelanceerd`, trackRecord.businessesLaunched),
          claimed(`Beoordeeld met ${trackRecord.rating.value}`, trackRecord.rating),
        ]}
        image={{ src: '/images/hero-begin.svg', width: 560, height: 500 }}
      >
        <p>Je hoeft het niet allemaal al te weten. Kies hieronder hoe je wilt beginnen; vanaf daar helpen we je verder.</p>
      </PageHero>

      <Section tone="canvas" labelledBy="keuzes">
        <SectionHeading id="keuzes" eyebrow="Drie manieren" title="Hoe wil je beginnen?" align="center" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {choices.map((choice) => {
            const className = buttonClass(choice.recommended ? 'accent' : 'secondary', 'lg', 'mt-6 w-full');
            return (
              <li
                key={choice.title}
                className={`relative flex flex-col rounded-card border bg-white p-7 ${choice.recommended ? 'border-accent-500 shadow-float ring-2 ring-accent-500' : 'border-line shadow-card'}`}
              >
                {choice.recommended ? (
                  <span className="absolute -top-3.5 left-7 rounded-full bg-accent-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                    Snelste start
                  </span>
                ) : null}
                <IconBadge icon={choice.icon} tone={choice.recommended ? 'accent' : 'brand'} />
                <h3 className="mt-5 text-xl font-bold">{choice.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{choice.text}</p>
                {choice.href.startsWith('#') ? (
                  <a href={choice.href} className={className}>
                    {choice.cta} <ArrowRight aria-hidden="true" className="size-5" />
                  </a>
                ) : choice.href.startsWith('/') ? (
                  <Link to={choice.href} className={className}>
                    {choice.cta} <ArrowRight aria-hidden="true" className="size-5" />
                  </Link>
                ) : (
                  <ExternalLink href={choice.href} className={className}>
                    {choice.cta}
                  </ExternalLink>
                )}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section labelledBy="gesprek-titel" id="gesprek">
        <SectionHeading id="gesprek-titel" eyebrow="Gratis kennismaking" title="Plan je gesprek">
          <p>
            Kies een dag en een tijd die jou past: {claims.introCallMinutes} minuten, vrijblijvend. Je krijgt meteen een uitnodiging voor je
            agenda.
          </p>
        </SectionHeading>
        <div className="mt-8 max-w-3xl">
          <Island name="booking" props={{ idPrefix: 'gesprek' }} />
        </div>
      </Section>

      <Section labelledBy="verhalen">
        <SectionHeading id="verhalen" eyebrow="Succesverhalen" title="Zij begonnen ook met een idee">
          <p>Vier starters uit de regio, en wat hun start opleverde.</p>
        </SectionHeading>
        <div className="mt-10">
          <StoryCards companies={companiesById(landingStoryIds)} />
        </div>
      </Section>

      <Section tone="canvas" labelledBy="werkwijze">
        <SectionHeading id="werkwijze" eyebrow="Zo werken we" title="Van eerste bericht tot draaiend bedrijf" />
        <div className="mt-10">
          <StepList steps={landingSteps} columns={4} />
        </div>
      </Section>

      <FaqSection title="Voordat je begint" items={landingFaq}>
        <p>
          Lees ook onze{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            privacyverklaring
          </Link>
          .
        </p>
      </FaqSection>

      <CallToAction
        title="Je idee verdient een kans"
        primary={{ to: '/start', label: 'Start de gratis intake' }}
        secondary={{ to: '/contact', label: 'Neem contact op' }}
      >
        <p>Het kost je {claims.intakeDuration}. Daarna weet je wat de eerste stap is, en wie je daarbij helpt.</p>
      </CallToAction>
    </>
  );
}
