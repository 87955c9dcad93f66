import { ArrowRight, Quote } from '../icons/icons.tsx';
import { brand, claims, ourClaims, trackRecord } from '../../../shared/business-facts.ts';
import { founder } from '../../../shared/showcase.ts';
import { ExampleNote, ExampleValue, LineText, exampleAttributes } from '../components/ui/example-mark.tsx';
import { claimed } from '../content/claimed.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { CallToAction } from '../components/ui/call-to-action.tsx';
import { IconCard } from '../components/ui/card.tsx';
import { CheckList } from '../components/ui/check-list.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { Section, SectionHeading } from '../components/ui/section.tsx';
import { StatList } from '../components/ui/stat-list.tsx';
import { aboutWhy, founderStory, moreOffers, offers, values } from '../content/about-page.ts';
import { homeStats } from '../content/home-page.ts';
import { LogoStrip } from '../features/logos/logo-strip.tsx';
import { pageMeta } from '../lib/seo.ts';
import { founderData, organizationData } from '../lib/structured-data.ts';

// Titles, descriptions and structured data cannot carry a "Voorbeeld" mark, so they name the founder only once she is real.
export const meta = () => [
  ...pageMeta({
    title: founder.example ? `Over ${brand.name}: waarom we starters helpen` : `Over ons: ${founder.name} en ${brand.name}`,
    description: `Maak kennis met ${brand.name}${founder.example ? '' : ` en oprichter ${founder.name}`}: waarom we starters helpen, wat we beloven en hoe we werken, van idee tot draaiend bedrijf.`,
    path: '/about',
    structuredData: [organizationData(), ...(founder.example ? [] : [founderData()])],
  }),
  { name: 'keywords', content: 'bedrijf starten, starters begeleiding, ondernemingsplan, branding, Zeist, Utrecht' },
];

export default function About() {
  return (
    <>
      <PageHero
        title="We helpen starters hun idee waar te maken"
        actions={
          <>
            <ButtonLink to="/start" variant="accent" size="lg">
              Start je onderneming <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/services" variant="secondary" size="lg">
              Onze diensten
            </ButtonLink>
          </>
        }
        image={{ src: '/images/about-team.svg', width: 560, height: 500 }}
        footer={<StatList stats={homeStats} className="max-w-3xl" />}
      >
        <p>
          Een bedrijf starten is spannend, en je doet het vaak voor het eerst. Wij begeleiden starters van het eerste plan tot de eerste
          klant, en weten waar het onderweg lastig wordt.
        </p>
      </PageHero>

      <Section labelledBy="waarom">
        <div className="grid gap-10 lg:grid-cols-2">
          <SectionHeading id="waarom" eyebrow="Ons verhaal" title={aboutWhy.title} />
          <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
            {aboutWhy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {values.map((value) => (
            <IconCard key={value.title} icon={value.icon} title={value.title} tone="accent">
              <p>{value.text}</p>
            </IconCard>
          ))}
        </ul>
      </Section>

      <Section tone="canvas" labelledBy="oprichter">
        <div className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-center" {...exampleAttributes(founder.example)}>
          <div className="relative mx-auto w-full max-w-sm overflow-hidden rounded-[1.75rem] bg-brand-100 shadow-card lg:max-w-none">
            <img
              src="/images/founder.svg"
              alt={`Illustratie van ${founder.name}, oprichter van ${brand.name}`}
              width="480"
              height="540"
              loading="lazy"
              className="w-full"
            />
            <p className="absolute right-[6%] bottom-[7%] rounded-xl bg-white px-4 py-2.5 shadow-card">
              <span className="block text-xs text-muted">Oprichter</span>
              <span className="block font-extrabold text-ink">
                <ExampleValue example={brand.example}>Sinds {brand.foundingYear}</ExampleValue>
              </span>
            </p>
          </div>
          <div>
            <SectionHeading id="oprichter" eyebrow={founder.jobTitle} title={`Hoi, ik ben ${founder.givenName}`}>
              {founderStory.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </SectionHeading>
            {founder.example ? <ExampleNote className="mt-4">Deze oprichter en haar verhaal zijn een voorbeeld.</ExampleNote> : null}
            <figure className="mt-8 rounded-card border-l-4 border-accent-500 bg-white p-6 shadow-card">
              <Quote aria-hidden="true" className="size-6 text-accent-500" />
              <blockquote className="mt-2 text-xl font-semibold text-ink">
                <p>{founderStory.quote}</p>
              </blockquote>
              <figcaption className="mt-3 text-sm text-muted">
                {founder.name}, {founder.jobTitle} van {brand.name}
              </figcaption>
            </figure>
          </div>
        </div>
      </Section>

      <Section labelledBy="aanbod">
        <SectionHeading id="aanbod" eyebrow="Ons aanbod" title={`Bij ${brand.name} krijg je`} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {offers.map((offer) => (
            <IconCard key={offer.title} icon={offer.icon} title={offer.title}>
              <p>{offer.text}</p>
            </IconCard>
          ))}
        </ul>
        <div className="mt-10 rounded-card bg-brand-50 p-7 ring-1 ring-brand-100 sm:p-9">
          <h3 className="text-xl font-bold text-brand-900">Plus nog veel meer</h3>
          <CheckList items={moreOffers} className="mt-5 grid gap-x-8 text-ink sm:grid-cols-2 lg:grid-cols-4 [&>li]:mt-0" />
        </div>
      </Section>

      <Section tone="canvas" labelledBy="gelanceerd" className="overflow-hidden">
        <SectionHeading
          id="gelanceerd"
          eyebrow="Ons werk"
          title={
            <LineText
              line={claimed(`Trots op ${trackRecord.businessesLaunched.value} gelanceerde bedrijven`, trackRecord.businessesLaunched)}
            />
          }
          align="center"
        >
          <p>Een paar van de starters die we op weg hielpen.</p>
        </SectionHeading>
        <div className="mt-10">
          <LogoStrip />
        </div>
        <div className="mt-6 text-center">
          <ButtonLink to="/cases" variant="ghost">
            Lees hun verhalen <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <CallToAction
        title="Plan je gratis gesprek"
        primary={{ to: '/start', label: 'Plan je gratis gesprek' }}
        secondary={{ to: '/contact', label: 'Stel eerst een vraag' }}
      >
        <p>
          In {claims.introCallMinutes} minuten ontdekken we samen wat je nodig hebt om te starten, vrijblijvend.{' '}
          <LineText line={claimed(`Met koffie als je langskomt op ons ${ourClaims.officeInZeist.value}.`, ourClaims.officeInZeist)} />
        </p>
      </CallToAction>
    </>
  );
}
