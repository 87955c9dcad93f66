import { Link } from 'react-router';
import { address, brand, contact, formatEuro, prices, promises } from '../../../shared/business-facts.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Algemene voorwaarden',
    description: `De algemene voorwaarden van ${brand.name}: offertes, betaling, annulering, eigendom en licentie, hosting, aansprakelijkheid, klachten en herroepingsrecht, in gewone taal.`,
    path: '/algemene-voorwaarden',
  });

export default function Terms() {
  return (
    <ProsePage
      eyebrow="Voorwaarden"
      title="Algemene voorwaarden"
      updated="24 november 2026"
      intro={<p>De afspraken tussen jou en {brand.legalName}, zo helder mogelijk opgeschreven.</p>}
      sections={[
        {
          heading: 'Wie we zijn en wanneer deze voorwaarden gelden',
          body: (
            <>
              <p>
                {brand.legalName}, {address.street}, {address.postalCode} {address.city}, KvK-nummer {brand.kvkNumber},
                btw-identificatienummer {brand.vatNumber}.
              </p>
              <p>
                Deze voorwaarden gelden voor elke offerte, opdracht en levering van {brand.legalName}. Wijken we ergens van af, dan leggen
                we dat samen schriftelijk vast. De meeste klanten zijn ondernemers. Ben je consument, dan gaan de regels die de wet voor
                consumenten dwingend voorschrijft altijd voor.
              </p>
            </>
          ),
        },
        {
          heading: 'Intake en offerte',
          body: (
            <p>
              De intake en het kennismakingsgesprek zijn gratis en verplichten je tot niets. Onze prijzen op de site zijn vanaf-prijzen voor
              een compacte, afgebakende uitvoering, exclusief btw. Een offerte is 30 dagen geldig en beschrijft wat we maken, wat het kost
              en wanneer het klaar is; wat niet in de offerte staat, valt erbuiten.
            </p>
          ),
        },
        {
          heading: 'Eenmalige en maandelijkse kosten',
          body: (
            <p>
              {promises.oneTime} Hosting kost vanaf {formatEuro(prices.hostingPerMonthFrom)} per maand, een onderhoudsplan vanaf{' '}
              {formatEuro(prices.maintenancePerMonthFrom)} per maand; de prijs staat in de offerte.
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
          heading: 'Opschorting',
          body: (
            <p>
              Is een factuur na een herinnering met een nieuwe termijn van 14 dagen nog niet betaald, dan mogen we ons werk, de hosting en
              het onderhoud opschorten tot er betaald is. Dat laten we je vooraf schriftelijk weten. Je gegevens blijven in die tijd bewaard
              en je kunt ze altijd exporteren.
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
          heading: 'Annulering',
          body: (
            <p>
              Je kunt een opdracht schriftelijk annuleren. Annuleer je voordat we begonnen zijn, dan betaal je niets. Annuleer je later, dan
              betaal je het werk dat we al deden en de kosten die we al voor je maakten, naar verhouding van de offerte; wat al af is, krijg
              je van ons.
            </p>
          ),
        },
        {
          heading: 'Eigendom en licentie',
          body: (
            <>
              <p>Na volledige betaling ben jij eigenaar van je logo, huisstijl en teksten. {promises.customWorkOwnership}</p>
              <p>{promises.systemLicence}</p>
              <p>Onderdelen van anderen, zoals lettertypen en open-sourcebibliotheken, gebruik je onder hun eigen licentie.</p>
            </>
          ),
        },
        {
          heading: 'Na de inbegrepen hostingmaanden, en als het onderhoud stopt',
          body: (
            <>
              <p>
                Een pakket bevat een aantal maanden hosting en onderhoud. Een maand voordat die voorbij zijn, vragen we of je wilt doorgaan.
                Zeg je ja, dan betaal je daarna per maand, en kun je per maand opzeggen. Zeg je nee, dan krijg je alle bestanden van je
                website of systeem en je gegevens, zodat je het zelf of bij een ander kunt laten draaien, en stoppen wij de hosting.
              </p>
              <p>
                Stop je het onderhoudsplan, dan blijft je licentie gewoon geldig; je krijgt alleen geen updates en nieuwe functies meer.
                Stoppen wij met het onderhoud, of stoppen we als bedrijf, dan krijg je de broncode van jouw installatie.
              </p>
            </>
          ),
        },
        {
          heading: 'Overmacht',
          body: (
            <p>
              Kunnen we door iets buiten onze macht tijdelijk niet leveren, zoals een storing bij onze hostingprovider of een
              overheidsmaatregel, dan schuiven onze verplichtingen op zolang dat duurt. We laten je dat meteen weten. Duurt het langer dan
              60 dagen, dan mogen we allebei de opdracht schriftelijk beëindigen; je betaalt dan alleen voor wat al geleverd is.
            </p>
          ),
        },
        {
          heading: 'Aansprakelijkheid',
          body: (
            <p>
              We doen ons werk zorgvuldig, maar de beslissingen over je bedrijf neem je zelf. Onze aansprakelijkheid is beperkt tot het
              bedrag van de opdracht, behalve bij opzet of bewuste roekeloosheid.
            </p>
          ),
        },
        {
          heading: 'Klachten',
          body: (
            <p>
              Ben je ergens niet tevreden over, meld het ons dan zo snel mogelijk, het liefst binnen 14 dagen nadat je het merkte, via{' '}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>. Je krijgt binnen 14 dagen een inhoudelijke reactie. Komen we er samen
              niet uit, dan kun je naar de rechter hieronder.
            </p>
          ),
        },
        {
          heading: 'Herroepingsrecht voor consumenten',
          body: (
            <p>
              Ben je consument en sluit je de overeenkomst online, per telefoon of buiten ons kantoor, dan mag je hem binnen 14 dagen zonder
              opgave van reden ontbinden. Vraag je ons binnen die 14 dagen al te beginnen, dan betaal je bij herroeping het deel dat we al
              deden. Is de dienst binnen die termijn helemaal uitgevoerd en wist je dat je daarmee je herroepingsrecht verloor, dan vervalt
              het. Voor ondernemers geldt geen herroepingsrecht.
            </p>
          ),
        },
        {
          heading: 'Toepasselijk recht en bevoegde rechter',
          body: (
            <p>
              Op onze afspraken is Nederlands recht van toepassing. Een geschil leggen we voor aan de rechtbank Midden-Nederland. Ben je
              consument, dan mag je ook kiezen voor de rechter die volgens de wet bevoegd is.
            </p>
          ),
        },
        {
          heading: 'Privacy en vragen',
          body: (
            <p>
              Hoe we met je gegevens omgaan, lees je in onze <Link to="/privacy">privacyverklaring</Link>. Vragen over deze voorwaarden?
              Mail naar <a href={`mailto:${contact.email}`}>{contact.email}</a>.
            </p>
          ),
        },
      ]}
    />
  );
}
