import { ButtonLink } from '../components/ui/button.tsx';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Cases: bedrijven die we op weg hielpen',
    description: 'Lees hoe starters met Startsprong hun bedrijf lanceerden: van salon en webshop tot coachingpraktijk en app.',
    path: '/cases',
  });

export default function Cases() {
  return (
    <PageIntro
      eyebrow="Cases"
      title="Bedrijven die we op weg hielpen"
      actions={
        <>
          <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
            Start je eigen verhaal
          </ButtonLink>
        </>
      }
    >
      <p>Van een schoonheidssalon in Zeist tot een webshop die door heel Nederland levert: hier lees je hoe starters met ons hun bedrijf van de grond kregen, en wat dat opleverde.</p>
    </PageIntro>
  );
}
