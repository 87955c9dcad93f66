import { brand, ourClaims, trackRecord } from '../../../shared/business-facts.ts';
import { CallToAction } from '../components/ui/call-to-action.tsx';
import { ExampleNote, LineText } from '../components/ui/example-mark.tsx';
import { claimed } from '../content/claimed.ts';
import { PageHero } from '../components/ui/page-hero.tsx';
import { Section, SectionHeading } from '../components/ui/section.tsx';
import { StatList } from '../components/ui/stat-list.tsx';
import { homeStats } from '../content/home-page.ts';
import { launchedCompanies, testimonials } from '../../../shared/showcase.ts';
import { StoryCards } from '../features/stories/story-cards.tsx';
import { TestimonialList } from '../features/testimonials/testimonial-list.tsx';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbData } from '../lib/structured-data.ts';
import { Breadcrumb, type Crumb } from '../components/ui/breadcrumb.tsx';

const crumbs: readonly Crumb[] = [
  { label: 'Home', to: '/' },
  { label: 'Cases', to: '/cases' },
];

const examples = launchedCompanies.some((company) => company.example) || testimonials.some((item) => item.example);

export const meta = () =>
  pageMeta({
    // Until the cases are real, neither title nor description may present them as clients: they cannot carry a mark.
    title: examples ? 'Cases: zo ziet een start met ons eruit' : 'Cases: bedrijven die we op weg hielpen',
    description: examples
      ? `Voorbeelden van hoe een start met ${brand.name} verloopt: van salon en bakkerij tot webshop, coachingpraktijk en app, met wat we deden en wat het opleverde.`
      : `Lees hoe starters met ${brand.name} hun bedrijf lanceerden: van salon en bakkerij tot webshop, coachingpraktijk en app.${trackRecord.businessesLaunched.example ? '' : ` ${trackRecord.businessesLaunched.value} bedrijven gingen je voor.`}`,
    path: '/cases',
    structuredData: [breadcrumbData(crumbs)],
  });

export default function Cases() {
  return (
    <>
      <PageHero
        breadcrumb={<Breadcrumb items={crumbs} />}
        title={examples ? 'Zo ziet een start met ons eruit' : 'Bedrijven die we op weg hielpen'}
        footer={<StatList stats={homeStats} className="max-w-3xl" />}
      >
        <p>
          Van een schoonheidssalon in Zeist tot een app uit Utrecht: hier lees je hoe starters met ons hun bedrijf van de grond kregen, en
          wat dat opleverde.
        </p>
        {examples ? <ExampleNote>Deze starters en hun verhalen zijn voorbeelden, nog geen echte klanten.</ExampleNote> : null}
      </PageHero>

      <Section tone="canvas" labelledBy="verhalen">
        <SectionHeading id="verhalen" eyebrow="Succesverhalen" title="Acht starters, acht verhalen" />
        <div className="mt-10">
          <StoryCards companies={launchedCompanies} detailed />
        </div>
      </Section>

      <Section labelledBy="ervaringen">
        <SectionHeading id="ervaringen" eyebrow="In hun woorden" title="Wat ze over de samenwerking zeggen" />
        <div className="mt-10">
          <TestimonialList />
        </div>
      </Section>

      <CallToAction
        title="Wordt jouw bedrijf de volgende?"
        primary={{ to: '/begin-vandaag', label: 'Start je eigen verhaal' }}
        secondary={{ to: '/services', label: 'Bekijk onze diensten' }}
      >
        <p>
          <LineText line={claimed(`${ourClaims.casesBeganWithCall.value}.`, ourClaims.casesBeganWithCall)} /> Begin ook met een gratis
          gesprek.
        </p>
      </CallToAction>
    </>
  );
}
