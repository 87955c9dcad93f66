import { ArrowRight, Star } from 'lucide-react';
import { claims, prices, formatEuro } from '../../../shared/business-facts.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { pageMeta } from '../lib/seo.ts';
import { organizationData } from '../lib/structured-data.ts';

export const meta = () =>
  pageMeta({
    title: 'Startsprong | Van idee naar een draaiend bedrijf',
    description: `Persoonlijke begeleiding bij het starten van je bedrijf: ondernemingsplan, branding, website en systemen op maat. Al ${claims.businessesLaunched} bedrijven gelanceerd, pakketten vanaf ${formatEuro(prices.packagesFrom)}.`,
    path: '/',
    structuredData: [organizationData()],
  });

const stats = [
  { value: claims.businessesLaunched, label: 'bedrijven gelanceerd' },
  { value: claims.successRate, label: 'van onze starters draait nog' },
  { value: claims.rating, label: 'gemiddelde beoordeling' },
];

export default function Home() {
  return (
    <section className="relative overflow-hidden bg-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(50rem_28rem_at_90%_0%,var(--color-brand-100),transparent_70%),radial-gradient(30rem_20rem_at_0%_100%,var(--color-accent-50),transparent_70%)]" />
      <div className="container-page relative py-20 sm:py-28">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
          <Star aria-hidden="true" className="size-4 fill-current" /> {claims.rating} uit de beoordelingen van onze klanten
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-display">
          Van idee naar een draaiend bedrijf, met iemand naast je
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft sm:text-xl">
          Je hebt een idee en wilt ondernemen. Wij zorgen dat het staat: een ondernemingsplan dat overtuigt, een merk
          dat blijft hangen, een website die klanten oplevert. Persoonlijk, zonder sjablonen, en met een betaling die
          bij jouw start past.
        </p>
        <div className="mt-9 flex flex-wrap gap-3">
          <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
            Start je reis <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/services" variant="secondary" size="lg">
            Bekijk onze diensten
          </ButtonLink>
        </div>
        <dl className="mt-14 grid max-w-3xl grid-cols-1 gap-6 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-card border border-line bg-white/80 p-5 shadow-card">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
