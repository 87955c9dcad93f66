import { ArrowRight, Info } from '../icons/icons.tsx';
import { priceParts, promises, vatStatus } from '../../../shared/business-facts.ts';
import { ButtonLink, buttonClass } from '../components/ui/button.tsx';
import { CallToAction } from '../components/ui/call-to-action.tsx';
import { CheckList } from '../components/ui/check-list.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { Section, SectionHeading } from '../components/ui/section.tsx';
import { StepList } from '../components/ui/step-list.tsx';
import { systemCards } from '../content/systems.ts';
import { goodToKnow, toolsSteps } from '../content/tools-page.ts';
import { SystemCards } from '../features/systems/system-cards.tsx';
import { Island } from '../lib/island.tsx';
import { pageMeta } from '../lib/seo.ts';
import { softwareApplicationsData } from '../lib/structured-data.ts';

const lowestPrice = Math.min(...systemCards.map((system) => system.priceFrom));

export const meta = () =>
  pageMeta({
    title: 'Kant-en-klare software: CRM, boekingen, kassa',
    description: `Een CRM, boekingssysteem, kassa of dashboard met een ${promises.licence}. Eenmalig vanaf ${priceParts(lowestPrice).incl} ${vatStatus.incl}; hosting en gebruik per maand.`,
    path: '/tools',
    structuredData: softwareApplicationsData(systemCards),
  });

export default function Tools() {
  return (
    <>
      <PageHero
        title={`Eigen software voor je bedrijf, met een ${promises.licence}`}
        actions={
          <>
            <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
              Plan een gratis gesprek <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <a href="#systemen" className={buttonClass('secondary', 'lg')}>
              Bekijk de systemen
            </a>
          </>
        }
        points={[
          `${promises.licence.charAt(0).toUpperCase()}${promises.licence.slice(1)}`,
          'Je gegevens blijven van jou',
          `Eenmalig vanaf ${priceParts(lowestPrice).incl} ${vatStatus.incl}`,
        ]}
        image={{ src: '/images/systems/booking.svg', width: 800, height: 520, framed: true }}
      >
        <p>
          Een CRM, boekingssysteem, kassa of dashboard, ingericht voor jouw bedrijf. Je betaalt eenmalig voor de licentie op je eigen
          installatie; hosting en gebruikskosten betaal je per maand.
        </p>
      </PageHero>

      <Section labelledBy="galerij">
        <SectionHeading id="galerij" eyebrow="Uit de praktijk" title="Zeven systemen die we bouwden">
          <p>Zo zien de systemen eruit voor salons, winkels, coaches en webshops, hier met voorbeeldgegevens.</p>
        </SectionHeading>
        <div className="mt-10">
          <Island name="gallery" props={{}} />
        </div>
      </Section>

      <Section tone="canvas" labelledBy="hoe-het-werkt">
        <SectionHeading id="hoe-het-werkt" eyebrow="Hoe het werkt" title="In vier stappen je eigen systeem" />
        <div className="mt-10">
          <StepList steps={toolsSteps} columns={4} />
        </div>
      </Section>

      <Section id="systemen" labelledBy="systemen-titel">
        <SectionHeading id="systemen-titel" eyebrow="Prijzen" title="Kies je systeem">
          <p>
            Elk systeem richten we in voor jouw bedrijf. De prijs is een eenmalige vanafprijs voor een {promises.licence}, {vatStatus.incl}{' '}
            met de prijs {vatStatus.excl} ernaast.
          </p>
        </SectionHeading>
        <div className="mt-10">
          <SystemCards />
        </div>
        <aside aria-labelledby="handig" className="mt-12 rounded-card border border-brand-200 bg-brand-50 p-7 sm:p-8">
          <h2 id="handig" className="flex items-center gap-2 text-xl font-bold text-brand-900">
            <Info aria-hidden="true" className="size-6" /> Handig om te weten
          </h2>
          <CheckList items={goodToKnow} className="mt-5 grid gap-x-8 text-ink sm:grid-cols-2 [&>li]:mt-0" />
        </aside>
      </Section>

      <CallToAction
        title="Welk systeem past bij jou?"
        primary={{ to: '/begin-vandaag', label: 'Plan een gratis gesprek' }}
        secondary={{ to: '/contact', label: 'Stel een vraag' }}
      >
        <p>Vertel hoe je nu werkt. We laten zien wat een eigen systeem je oplevert, en wat het kost.</p>
      </CallToAction>
    </>
  );
}
