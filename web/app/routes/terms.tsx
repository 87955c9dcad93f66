import { Link } from 'react-router';
import { brand, contact } from '../../../shared/business-facts.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Algemene voorwaarden',
    description: `De algemene voorwaarden van ${brand.name}: offertes, betaling, oplevering, intellectueel eigendom en aansprakelijkheid, in gewone taal.`,
    path: '/algemene-voorwaarden',
  });

export default function Terms() {
  return (
    <ProsePage
      eyebrow="Voorwaarden"
      title="Algemene voorwaarden"
      updated="22 november 2026"
      intro={<p>De afspraken tussen jou en {brand.legalName}, zo helder mogelijk opgeschreven.</p>}
      sections={[
        {
          heading: 'Wanneer deze voorwaarden gelden',
          body: (
            <p>
              Deze voorwaarden gelden voor elke offerte, opdracht en levering van {brand.legalName}. Wijken we ergens van af, dan leggen we
              dat samen schriftelijk vast.
            </p>
          ),
        },
        {
          heading: 'Intake en offerte',
          body: (
            <p>
              De intake en het kennismakingsgesprek zijn gratis en verplichten je tot niets. Een offerte is 30 dagen geldig en beschrijft
              wat we maken, wat het kost en wanneer het klaar is.
            </p>
          ),
        },
        {
          heading: 'Betaling',
          body: (
            <p>
              We spreken per opdracht een betaalschema af, in termijnen als je dat wilt. In sommige gevallen betaal je pas als je
              financiering rond is; dat staat dan in de offerte. Facturen betaal je binnen 14 dagen.
            </p>
          ),
        },
        {
          heading: 'Oplevering en correcties',
          body: (
            <p>
              Bij elk pakket horen correctierondes, zoals in de offerte staat. Na de oplevering heb je 14 dagen om fouten te melden; die
              herstellen we kosteloos.
            </p>
          ),
        },
        {
          heading: 'Eigendom',
          body: (
            <p>
              Na volledige betaling ben jij eigenaar van je logo, huisstijl, teksten en website. Voor systemen op maat krijg je een
              levenslange licentie; de broncode blijft van ons, tenzij we anders afspreken.
            </p>
          ),
        },
        {
          heading: 'Aansprakelijkheid',
          body: (
            <p>
              We doen ons werk zorgvuldig, maar de beslissingen over je bedrijf neem je zelf. Onze aansprakelijkheid is beperkt tot het
              bedrag van de opdracht, behalve bij opzet of grove nalatigheid.
            </p>
          ),
        },
        {
          heading: 'Privacy en vragen',
          body: (
            <p>
              Hoe we met je gegevens omgaan, lees je in onze <Link to="/privacy">privacyverklaring</Link>. Vragen over deze voorwaarden?
              Mail naar <a href={`mailto:${contact.email}`}>{contact.email}</a>. Op onze afspraken is Nederlands recht van toepassing.
            </p>
          ),
        },
      ]}
    />
  );
}
