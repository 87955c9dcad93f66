import { ArrowRight, Star } from '../icons/icons.tsx';
import { claims, priceParts, prices, trackRecord, vatStatus } from '../../../shared/business-facts.ts';
import { ExampleValue, LineText } from '../components/ui/example-mark.tsx';
import { claimed } from '../content/claimed.ts';
import { Badge } from '../components/ui/badge.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { CallToAction } from '../components/ui/call-to-action.tsx';
import { CheckList } from '../components/ui/check-list.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { Section, SectionHeading } from '../components/ui/section.tsx';
import { StatList } from '../components/ui/stat-list.tsx';
import { StepList } from '../components/ui/step-list.tsx';
import { homeFaq, explanation, homeHero, homeStats, philosophy } from '../content/home-page.ts';
import { serviceAreas } from '../content/services.ts';
import { FaqSection } from '../features/faq/faq-section.tsx';
import { LogoStrip } from '../features/logos/logo-strip.tsx';
import { ReviewSource } from '../features/testimonials/review-source.tsx';
import { TestimonialList } from '../features/testimonials/testimonial-list.tsx';
import { Island } from '../lib/island.tsx';
import { pageMeta } from '../lib/seo.ts';
import { faqPageData, organizationData } from '../lib/structured-data.ts';

export const meta = () =>
  pageMeta({
    // "Bedrijf starten" is what people search for; the brand follows as on every page.
    title: 'Bedrijf starten met persoonlijke begeleiding',
    description: `Persoonlijke begeleiding bij het starten van je bedrijf: ondernemingsplan, branding, website en systemen.${trackRecord.businessesLaunched.example ? '' : ` Al ${trackRecord.businessesLaunched.value} bedrijven gelanceerd.`} Pakketten vanaf ${priceParts(prices.packagesFrom).incl} ${vatStatus.incl}.`,
    path: '/',
    structuredData: [organizationData(), faqPageData(homeFaq)],
  });

export default function Home() {
  return (
    <>
      <PageHero
        badge={
          <Badge>
            <Star aria-hidden="true" className="size-4 fill-current" />
            <ExampleValue example={trackRecord.rating.example}>Klanten geven ons gemiddeld een {trackRecord.rating.value}</ExampleValue>
          </Badge>
        }
        title={homeHero.title}
        actions={
          <>
            <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
              Start je reis <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/services" variant="secondary" size="lg">
              Bekijk onze diensten
            </ButtonLink>
          </>
        }
        image={{ src: '/images/hero-home.svg', width: 560, height: 500 }}
        footer={<StatList stats={homeStats} className="max-w-3xl" />}
      >
        <p>{homeHero.intro}</p>
        <ReviewSource />
      </PageHero>

      <Section labelledBy="filosofie">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeading id="filosofie" eyebrow={philosophy.eyebrow} title={philosophy.title}>
            {philosophy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </SectionHeading>
          <div className="rounded-card bg-brand-50 p-7 ring-1 ring-brand-100 sm:p-9">
            <p className="text-xl font-bold text-brand-900">Wat je van ons mag verwachten</p>
            <CheckList items={philosophy.points} className="mt-5 text-lg text-ink" />
          </div>
        </div>
      </Section>

      <Section tone="canvas" labelledBy="uitleg">
        <SectionHeading id="uitleg" eyebrow={explanation.eyebrow} title={explanation.title}>
          <p>{explanation.intro}</p>
        </SectionHeading>
        <div className="mt-10">
          <StepList steps={explanation.steps} columns={4} />
        </div>
      </Section>

      <Section labelledBy="diensten">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="diensten" eyebrow="Diensten" title="Waarmee we je helpen" />
          <ButtonLink to="/services" variant="ghost">
            Alle diensten en pakketten <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {serviceAreas.map((area) => (
            <Card as="li" key={area.id} className="flex flex-col transition-shadow hover:shadow-float">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <area.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{area.title}</h3>
              <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-soft">{area.summary}</p>
              <CheckList items={area.features.slice(0, 4)} className="mt-5 flex-1 text-[0.95rem] text-ink-soft" />
              <ButtonLink to={`/services#${area.id}`} variant="ghost" className="mt-5 -ml-4 self-start">
                Meer hierover<span className="sr-only">: {area.title}</span> <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            </Card>
          ))}
        </ul>
      </Section>

      <Section tone="canvas" labelledBy="gelanceerd" className="overflow-hidden">
        <SectionHeading
          id="gelanceerd"
          eyebrow="Gelanceerd"
          title={
            <LineText line={claimed(`${trackRecord.businessesLaunched.value} bedrijven gingen je voor`, trackRecord.businessesLaunched)} />
          }
          align="center"
        >
          <p>Van salon tot software: een greep uit de bedrijven die we van idee naar lancering brachten.</p>
        </SectionHeading>
        <div className="mt-10">
          <LogoStrip />
        </div>
      </Section>

      <Section labelledBy="ervaringen">
        <SectionHeading id="ervaringen" eyebrow="Ervaringen" title="Wat starters over ons zeggen">
          <p>
            <LineText line={claimed(`Gemiddeld geven klanten ons een ${trackRecord.rating.value}.`, trackRecord.rating)} /> Dit zijn er
            vier, in hun eigen woorden.
          </p>
        </SectionHeading>
        <div className="mt-10">
          <TestimonialList />
        </div>
      </Section>

      <Section tone="canvas" id="calculator" labelledBy="calculator-titel">
        <SectionHeading id="calculator-titel" eyebrow="Startkosten" title="Wat kost jouw start?">
          <p>Vink aan wat je nodig hebt. De aanbevolen onderdelen staan al aan: die heeft bijna elke start nodig.</p>
        </SectionHeading>
        <div className="mt-10">
          <Island name="calculator" props={{}} />
        </div>
      </Section>

      <FaqSection title="Goed om te weten" items={homeFaq}>
        <p>Staat je vraag er niet bij? Stel hem gerust, we antwoorden persoonlijk.</p>
        <p>
          <ButtonLink to="/contact" variant="secondary">
            Stel je vraag
          </ButtonLink>
        </p>
      </FaqSection>

      <CallToAction
        title="Klaar om je idee waar te maken?"
        primary={{ to: '/begin-vandaag', label: 'Start je reis' }}
        secondary={{ to: '/contact', label: 'Neem contact op' }}
      >
        <p>
          Vertel ons in een gratis gesprek van {claims.introCallMinutes} minuten wat je wilt starten. Je gaat naar huis met een helder plan
          voor de eerste stap.
        </p>
      </CallToAction>
    </>
  );
}
