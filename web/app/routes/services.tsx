import { ArrowDown, ArrowRight } from '../icons/icons.tsx';
import { brand, priceParts, priceText, prices, vatStatus } from '../../../shared/business-facts.ts';
import { Breadcrumb, type Crumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink, buttonClass } from '../components/ui/button.tsx';
import { IconBadge, IconCard } from '../components/ui/card.tsx';
import { LineText } from '../components/ui/example-mark.tsx';
import { CallToAction } from '../components/ui/call-to-action.tsx';
import { CheckList } from '../components/ui/check-list.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { PhoneFold } from '../components/ui/phone-fold.tsx';
import { Section, SectionHeading } from '../components/ui/section.tsx';
import { StepList } from '../components/ui/step-list.tsx';
import { lineText } from '../content/claimed.ts';
import { processSteps, reasons, servicesFaq } from '../content/services-page.ts';
import { serviceAreas } from '../content/services.ts';
import { FaqSection } from '../features/faq/faq-section.tsx';
import { monthlyCostsNote } from '../content/packages.ts';
import { ComparisonTable } from '../features/packages/comparison-table.tsx';
import { PackageCards } from '../features/packages/package-cards.tsx';
import { Island } from '../lib/island.tsx';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbData, faqPageData } from '../lib/structured-data.ts';

const crumbs: readonly Crumb[] = [
  { label: 'Home', to: '/' },
  { label: 'Diensten', to: '/services' },
];

export const meta = () =>
  pageMeta({
    title: 'Diensten voor starters: plan, merk en website',
    description: `Alles om je bedrijf te starten onder één dak: ondernemingsplan, branding, website, systemen en coaching. Pakketten vanaf ${priceParts(prices.packagesFrom).incl} ${vatStatus.incl}.`,
    path: '/services',
    structuredData: [breadcrumbData(crumbs), faqPageData(servicesFaq)],
  });

export default function Services() {
  return (
    <>
      <PageHero
        breadcrumb={<Breadcrumb items={crumbs} />}
        title="Alles om je bedrijf te starten, onder één dak"
        actions={
          <>
            <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
              Start je reis <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <a href="#werkwijze" className={buttonClass('secondary', 'lg')}>
              Zo werken we <ArrowDown aria-hidden="true" className="size-5" />
            </a>
          </>
        }
        image={{ src: '/images/systems/sales-dashboard.svg', width: 800, height: 520, framed: true }}
      >
        <p>
          Van ondernemingsplan en financiering tot logo, website en systemen op maat: we begeleiden je persoonlijk bij elke stap. Pakketten
          beginnen bij {priceText(prices.packagesFrom)}, en soms betaal je pas als je financiering rond is.
        </p>
      </PageHero>

      <Section labelledBy="categorieen">
        <SectionHeading id="categorieen" eyebrow="Wat we doen" title="Acht diensten, één traject">
          <p>Kies wat je nodig hebt, of laat ons het hele traject oppakken. Alles sluit op elkaar aan.</p>
        </SectionHeading>
        <div className="mt-12 space-y-14">
          {serviceAreas.map((area) => (
            <section key={area.id} id={area.id} aria-labelledby={`${area.id}-titel`}>
              <div className="flex items-center gap-4">
                <IconBadge icon={area.icon} tone="accent" />
                <div>
                  <h3 id={`${area.id}-titel`} className="text-2xl font-extrabold tracking-tight">
                    {area.title}
                  </h3>
                  <p className="text-ink-soft">{area.summary}</p>
                </div>
              </div>
              <ul className="mt-6 grid gap-5 md:grid-cols-2">
                {area.categories.map((category) => (
                  <IconCard key={category.title} icon={category.icon} title={category.title} headingLevel={4}>
                    <p>{category.description}</p>
                    <PhoneFold summary={`wat we doen (${category.items.length})`}>
                      <CheckList items={category.items} className="mt-2 text-[0.95rem] md:mt-0" />
                    </PhoneFold>
                  </IconCard>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section tone="canvas" labelledBy="gebouwd">
        <SectionHeading id="gebouwd" eyebrow="Gebouwd door ons" title="Systemen voor starters">
          <p>Zo zien ze eruit, hier met voorbeeldgegevens. Elk systeem richten we in voor de manier waarop een bedrijf werkt.</p>
        </SectionHeading>
        <div className="mt-10">
          <Island name="gallery" props={{ count: 6 }} />
        </div>
        <ButtonLink to="/tools" variant="ghost" className="mt-8">
          Bekijk alle systemen en prijzen <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </Section>

      <Section id="werkwijze" labelledBy="werkwijze-titel">
        <SectionHeading id="werkwijze-titel" eyebrow="Hoe het werkt" title="In zes stappen van idee naar lancering">
          <p>Je weet bij elke stap waar je staat, wat het kost en wat er daarna komt.</p>
        </SectionHeading>
        <div className="mt-10">
          <StepList steps={processSteps} />
        </div>
      </Section>

      <Section tone="canvas" id="pakketten" labelledBy="pakketten-titel">
        <SectionHeading id="pakketten-titel" eyebrow="Pakketten" title="Kies het pakket dat bij je start past" align="center">
          <p>Vaste prijs vooraf, betalen in delen kan altijd.</p>
        </SectionHeading>
        <div className="mt-14">
          <PackageCards />
        </div>
        <div className="mt-16">
          <h3 id="vergelijking-titel" className="text-2xl font-extrabold tracking-tight">
            Pakketten vergeleken
          </h3>
          <div className="mt-6">
            <ComparisonTable />
          </div>
          <p className="mt-4 max-w-3xl text-sm leading-relaxed text-ink-soft">{monthlyCostsNote}</p>
        </div>
      </Section>

      <Section labelledBy="waarom">
        <SectionHeading id="waarom" eyebrow={`Waarom ${brand.name}`} title="Zes redenen om met ons te starten" />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <IconCard key={lineText(reason.title)} icon={reason.icon} title={<LineText line={reason.title} />}>
              <p>
                <LineText line={reason.text} />
              </p>
            </IconCard>
          ))}
        </ul>
      </Section>

      <FaqSection tone="canvas" title="Vragen over onze diensten" items={servicesFaq}>
        <p>Over prijzen, betalen en hoe lang het duurt.</p>
      </FaqSection>

      <CallToAction
        title="Benieuwd wat we voor jou kunnen doen?"
        primary={{ to: '/contact', label: 'Neem contact op' }}
        secondary={{ to: '/begin-vandaag', label: 'Begin vandaag' }}
      >
        <p>Stel je vraag of plan meteen een gratis kennismaking. We denken vrijblijvend met je mee.</p>
      </CallToAction>
    </>
  );
}
