import { brand } from '../../../shared/business-facts.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: '404 Pagina niet gevonden',
    description: `Deze pagina bestaat niet (meer). Ga terug naar de homepage van ${brand.name}.`,
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-start py-24 sm:py-32">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Foutcode 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">404 Pagina niet gevonden</h1>
      <p className="mt-5 max-w-xl text-lg text-ink-soft">
        De pagina die je zoekt bestaat niet, of is verhuisd. Geen zorgen: via de homepage vind je snel verder.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Terug naar de homepage
      </ButtonLink>
    </section>
  );
}
