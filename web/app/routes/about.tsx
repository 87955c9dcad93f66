import { ButtonLink } from '../components/ui/button.tsx';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Over ons: persoonlijke begeleiding voor starters',
    description: 'Maak kennis met Startsprong: waarom we starters helpen, wat we beloven en hoe we werken. Van idee tot een draaiend bedrijf, met iemand naast je.',
    path: '/about',
  });

export default function About() {
  return (
    <PageIntro
      eyebrow="Over Startsprong"
      title="We helpen starters hun idee waar te maken"
      actions={
        <>
          <ButtonLink to="/start" variant="accent" size="lg">
            Start je onderneming
          </ButtonLink>
          <ButtonLink to="/services" variant="secondary" size="lg">
            Onze diensten
          </ButtonLink>
        </>
      }
    >
      <p>Een bedrijf starten is spannend, en je doet het vaak voor het eerst. Wij deden het al tientallen keren samen met starters: van het eerste plan tot de eerste klant.</p>
      <p>Je werkt bij ons met vaste mensen die je verhaal kennen, niet met een callcenter of een sjabloon.</p>
    </PageIntro>
  );
}
