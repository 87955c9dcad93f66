import { formatEuro, prices } from '../../../shared/business-facts.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Diensten: ondernemingsplan, branding, website en begeleiding',
    description: `Alles om je bedrijf te starten onder één dak: ondernemingsplan en financiering, branding, website en systemen, en coaching. Pakketten vanaf ${formatEuro(prices.packagesFrom)}.`,
    path: '/services',
  });

const areas = [
  {
    id: 'planning',
    title: 'Plan en financiering',
    text: 'Een ondernemingsplan en financieel plan die kloppen en overtuigen, zodat je weet waar je staat en een bank of investeerder ook.',
  },
  {
    id: 'branding',
    title: 'Branding en huisstijl',
    text: 'Een logo, kleuren en een toon die passen bij wie je bent en bij de klanten die je wilt bereiken.',
  },
  {
    id: 'launch',
    title: 'Lancering: website, webshop en systemen',
    text: 'Een website of webshop die verkoopt, en waar nodig eigen systemen voor boekingen, klanten of je kassa.',
  },
  {
    id: 'support',
    title: 'Begeleiding en groei',
    text: 'Coaching, marketing en een vast aanspreekpunt, ook nadat je bedrijf van start is gegaan.',
  },
];

export default function Services() {
  return (
    <>
      <PageIntro
        eyebrow="Diensten"
        title="Alles om je bedrijf te starten, onder één dak"
        actions={
          <>
            <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
              Start je reis
            </ButtonLink>
            <ButtonLink to="/start" variant="secondary" size="lg">
              Gratis intake
            </ButtonLink>
          </>
        }
      >
        <p>
          Van ondernemingsplan en financiering tot logo, website en systemen op maat: we begeleiden je persoonlijk bij
          elke stap. Pakketten beginnen bij {formatEuro(prices.packagesFrom)}, en soms betaal je pas als je financiering
          rond is.
        </p>
      </PageIntro>
      <div className="container-page grid gap-6 py-16 sm:grid-cols-2">
        {areas.map((area) => (
          <section key={area.id} id={area.id} className="scroll-mt-24 rounded-card border border-line bg-white p-6 shadow-card">
            <h2 className="text-xl font-bold">{area.title}</h2>
            <p className="mt-2 text-ink-soft">{area.text}</p>
          </section>
        ))}
      </div>
    </>
  );
}
