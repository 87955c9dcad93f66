import { ButtonLink } from '../components/ui/button.tsx';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Blog: praktische kennis voor starters',
    description: 'Artikelen voor starters over een bedrijf beginnen, financiering, belastingen, branding en software. Helder en concreet, geschreven voor ondernemers in Nederland.',
    path: '/blog',
  });

export default function Blog() {
  return (
    <>
    <PageIntro
      eyebrow="Blog"
      title="Kennis voor starters, helder uitgelegd"
      actions={
        <>
          <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
            Start je reis
          </ButtonLink>
        </>
      }
    >
      <p>Over de KvK-inschrijving, je ondernemingsplan, financiering, belastingen, branding en software: we schrijven op wat we starters elke week uitleggen.</p>
      <p>Concreet, met bedragen en stappen, en zonder vakjargon.</p>
    </PageIntro>
    <section aria-labelledby="nieuwsbrief-titel" className="container-page py-14">
      <div className="max-w-2xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <h2 id="nieuwsbrief-titel" className="text-2xl font-bold tracking-tight">
          Ontvang onze nieuwsbrief
        </h2>
        <p className="mt-2 mb-5 text-ink-soft">Nieuwe artikelen en praktische tips voor starters, direct in je inbox.</p>
        <NewsletterForm />
      </div>
    </section>
    </>
  );
}
