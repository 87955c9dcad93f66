import { ButtonLink } from '../components/ui/button.tsx';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Systemen op maat: CRM, boekingen, kassa en meer',
    description: 'Eigen software voor je bedrijf met een levenslange licentie, zonder abonnement: CRM, boekingssysteem, kassa, dashboards en een AI-assistent.',
    path: '/tools',
  });

export default function Tools() {
  return (
    <PageIntro
      eyebrow="Systemen op maat"
      title="Eigen software, één keer betalen"
      actions={
        <>
          <ButtonLink to="/begin-vandaag" variant="accent" size="lg">
            Plan een gratis gesprek
          </ButtonLink>
        </>
      }
    >
      <p>Een CRM, boekingssysteem, kassa of dashboard dat precies doet wat jouw bedrijf nodig heeft. Je betaalt één keer voor een levenslange licentie, zonder maandelijks abonnement.</p>
      <p>Updates en ondersteuning regel je met een onderhoudsplan dat bij je past.</p>
    </PageIntro>
  );
}
