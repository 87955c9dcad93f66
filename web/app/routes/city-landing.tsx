import { ArrowRight, MapPin } from '../icons/icons.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Breadcrumb, type Crumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { CallToAction } from '../components/ui/call-to-action.tsx';
import { IconCard } from '../components/ui/card.tsx';
import { LineText } from '../components/ui/example-mark.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { Section, SectionHeading } from '../components/ui/section.tsx';
import { Island } from '../lib/island.tsx';
import type { CityCard, CityPage } from '../content/cities.ts';
import { companiesById } from '../content/launched-companies.ts';
import { FaqSection } from '../features/faq/faq-section.tsx';
import { StoryCards } from '../features/stories/story-cards.tsx';
import { ReviewSource } from '../features/testimonials/review-source.tsx';

export function cityCrumbs(city: CityPage): readonly Crumb[] {
  return [
    { label: 'Home', to: '/' },
    { label: `Bedrijf starten in ${city.name}`, to: `/${city.slug}` },
  ];
}

function CardGrid({ cards, columns }: { cards: readonly CityCard[]; columns: 3 | 4 }) {
  return (
    <ul className={`mt-10 grid gap-5 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {cards.map((card) => (
        <IconCard key={card.title} icon={card.icon} title={card.title} link={card.link}>
          <p>{card.text}</p>
        </IconCard>
      ))}
    </ul>
  );
}

/** A city landing page (/zeist, /utrecht): the same structure, each with its own copy from content/cities. */
export function CityLanding({ city }: { city: CityPage }) {
  return (
    <>
      <PageHero
        breadcrumb={<Breadcrumb items={cityCrumbs(city)} />}
        badge={
          <Badge tone="accent">
            <MapPin aria-hidden="true" className="size-4" /> {city.badge}
          </Badge>
        }
        title={city.title}
        points={city.trustPoints}
        actions={
          <>
            <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
              Begin vandaag <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/contact" variant="secondary" size="lg">
              Neem contact op
            </ButtonLink>
          </>
        }
        image={{ src: `/images/hero-${city.slug}.svg`, width: 560, height: 500 }}
      >
        <p>
          <LineText line={city.intro} />
        </p>
        <ReviewSource />
      </PageHero>

      <Section labelledBy="diensten">
        <SectionHeading id="diensten" eyebrow="Diensten" title={`Zo helpen we starters in ${city.name}`} />
        <CardGrid cards={city.services} columns={4} />
      </Section>

      {city.benefits ? (
        <Section tone="canvas" labelledBy="voordelen">
          <SectionHeading
            id="voordelen"
            eyebrow={`Starten in ${city.name}`}
            title={`Waarom ${city.name} een goede plek is om te beginnen`}
          />
          <CardGrid cards={city.benefits} columns={4} />
        </Section>
      ) : null}

      {city.reasons ? (
        <Section labelledBy="redenen">
          <SectionHeading id="redenen" eyebrow="Waarom wij" title={`Waarom starters in ${city.name} voor ons kiezen`} />
          <CardGrid cards={city.reasons} columns={3} />
        </Section>
      ) : null}

      <Section tone="canvas" labelledBy="verhalen">
        <SectionHeading id="verhalen" eyebrow="Succesverhalen" title={`Ze gingen je voor in ${city.name}`} />
        <div className="mt-10">
          <StoryCards companies={companiesById(city.storyIds)} detailed />
        </div>
      </Section>

      <Section>
        <Island name="location" props={{ place: city.slug }} />
      </Section>

      <FaqSection tone="canvas" title={`Starten in ${city.name}: vragen en antwoorden`} items={city.faq} />

      <CallToAction
        title={city.closing.title}
        primary={{ to: '/begin-vandaag', label: 'Begin vandaag' }}
        secondary={{ to: '/contact', label: 'Neem contact op' }}
      >
        <p>{city.closing.text}</p>
      </CallToAction>
    </>
  );
}
