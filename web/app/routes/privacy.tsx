import { Link } from 'react-router';
import { address, brand, contact, dataRetentionMonths } from '../../../shared/business-facts.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Privacyverklaring',
    description: `Welke gegevens ${brand.name} bewaart als je een formulier invult, waarom, hoe lang, en welke rechten je hebt onder de AVG.`,
    path: '/privacy',
  });

export default function Privacy() {
  return (
    <ProsePage
      eyebrow="Privacy"
      title="Privacyverklaring"
      updated="23 november 2026"
      intro={<p>Je vertrouwt ons je gegevens toe als je een formulier invult. Hier lees je precies wat we daarmee doen, en wat niet.</p>}
      sections={[
        {
          heading: 'Wie we zijn',
          body: (
            <p>
              {brand.legalName}, gevestigd in {address.city} (KvK {brand.kvkNumber}), is verantwoordelijk voor de verwerking van je
              persoonsgegevens. Vragen over privacy stel je aan <a href={`mailto:${contact.email}`}>{contact.email}</a>.
            </p>
          ),
        },
        {
          heading: 'Welke gegevens we bewaren',
          body: (
            <ul>
              <li>Via het contactformulier: je naam, e-mailadres, telefoonnummer (als je dat invult) en je bericht.</li>
              <li>Via de intake: je antwoorden op de vragen, je contactgegevens en de bestanden die je meestuurt.</li>
              <li>Via de nieuwsbrief: je e-mailadres en het moment waarop je je aanmeldde en bevestigde.</li>
            </ul>
          ),
        },
        {
          heading: 'Waarom we ze bewaren',
          body: (
            <p>
              Om je vraag te beantwoorden, een voorstel te maken en contact met je te houden over je plannen. De grondslag is je toestemming
              en ons gerechtvaardigd belang om op je aanvraag te reageren. We verkopen je gegevens nooit en gebruiken ze niet voor
              advertenties.
            </p>
          ),
        },
        {
          heading: 'Hoe lang we ze bewaren',
          body: (
            <p>
              Aanvragen, berichten en bijlagen worden na {dataRetentionMonths} maanden automatisch verwijderd, tenzij je klant wordt: dan
              gelden de wettelijke bewaartermijnen voor onze administratie.
            </p>
          ),
        },
        {
          heading: 'Waar je gegevens staan',
          body: (
            <p>
              Je gegevens staan versleuteld bij Amazon Web Services in de Europese Unie. Alleen onze medewerkers kunnen erbij. E-mails over
              je aanvraag versturen we via dezelfde dienst.
            </p>
          ),
        },
        {
          heading: 'Diensten van anderen',
          body: (
            <p>
              Onze site laadt niets van andere partijen zolang jij daar niet zelf voor kiest. Klik je op &lsquo;Kaart laden&rsquo;, dan
              haalt je browser de kaart op bij OpenStreetMap, dat daarbij je IP-adres ziet. Kies je voor WhatsApp of voor het inplannen van
              een afspraak, dan ga je naar die dienst en gelden hun privacyvoorwaarden.
            </p>
          ),
        },
        {
          heading: 'Je rechten',
          body: (
            <p>
              Je mag je gegevens inzien, laten verbeteren of laten verwijderen, en je kunt bezwaar maken tegen het gebruik ervan. Mail ons
              via <a href={`mailto:${contact.email}`}>{contact.email}</a>; we reageren binnen een maand. Ben je het niet met ons eens, dan
              kun je een klacht indienen bij de Autoriteit Persoonsgegevens.
            </p>
          ),
        },
        {
          heading: 'Cookies',
          body: (
            <p>
              We gebruiken geen tracking- of advertentiecookies. Lees er meer over in ons <Link to="/cookies">cookiebeleid</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
