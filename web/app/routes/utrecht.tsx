import { ButtonLink } from '../components/ui/button.tsx';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Bedrijf starten in Utrecht',
    description: 'Een bedrijf starten in Utrecht? Startsprong helpt je met een ondernemingsplan, financiering, branding en een website. Persoonlijk en zonder sjablonen.',
    path: '/utrecht',
  });

export default function Utrecht() {
  return (
    <PageIntro
      eyebrow="Utrecht"
      title="Je bedrijf starten in Utrecht"
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
      <p>Utrecht zit vol starters, en dat maakt opvallen lastig. Wij helpen je met een scherp plan, een merk dat eruit springt en een website die gevonden wordt.</p>
      <p>Vanuit ons kantoor in Zeist zijn we zo bij je in de stad.</p>
    </PageIntro>
  );
}
