import { ButtonLink } from '../components/ui/button.tsx';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Bedrijf starten in Zeist',
    description: 'Een bedrijf starten in Zeist? Startsprong begeleidt je persoonlijk, vanuit Zeist: van ondernemingsplan en KvK-inschrijving tot branding en website.',
    path: '/zeist',
  });

export default function Zeist() {
  return (
    <PageIntro
      eyebrow="Zeist"
      title="Je bedrijf starten in Zeist"
      actions={
        <>
          <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
            Start je reis
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary" size="lg">
            Neem contact op
          </ButtonLink>
        </>
      }
    >
      <p>We zitten zelf in Zeist en kennen de ondernemers, de klanten en de mogelijkheden hier. Je kunt bij ons langskomen voor een kop koffie en een eerlijk gesprek over je plannen.</p>
      <p>Samen maken we een plan, een merk en een website waarmee je in Zeist en omgeving klanten vindt.</p>
    </PageIntro>
  );
}
