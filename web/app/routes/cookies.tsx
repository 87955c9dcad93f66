import { Link } from 'react-router';
import { brand, intakeDraftDays } from '../../../shared/business-facts.ts';
import { pendingExpiryDays } from '../../../shared/upload-keys.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Cookiebeleid',
    description: `${brand.name} gebruikt geen tracking- of advertentiecookies. Lees wat de site wel in je browser bewaart, en waarom.`,
    path: '/cookies',
  });

export default function Cookies() {
  return (
    <ProsePage
      eyebrow="Cookies"
      title="Cookiebeleid"
      updated="28 november 2026"
      intro={<p>Kort gezegd: we volgen je niet. Daarom zie je bij ons ook geen cookiebanner.</p>}
      sections={[
        {
          heading: 'Geen tracking, geen advertenties',
          body: (
            <p>
              Deze site plaatst geen analytische, tracking- of advertentiecookies, en laadt geen scripts, lettertypen of afbeeldingen van
              andere partijen. Alles komt van onze eigen server.
            </p>
          ),
        },
        {
          heading: 'Wat we wel in je browser bewaren',
          body: (
            <>
              <p>
                Vul je de intake in, dan bewaren we je antwoorden als concept in de lokale opslag van je eigen browser. Zo ben je niets
                kwijt als je de pagina ververst of later terugkomt. Je antwoorden verlaten je apparaat pas als je het formulier verstuurt,
                en we wissen het concept zodra dat gelukt is. Verander je {intakeDraftDays} dagen niets, dan vergeet je browser het concept;
                met &lsquo;Wis mijn antwoorden&rsquo; onder het formulier wis je het meteen zelf, bijvoorbeeld op een gedeelde computer.
              </p>
              <p>
                Bestanden die je bij de intake kiest, gaan wel meteen naar onze opslag in de Europese Unie, al voordat je verstuurt.
                Verstuur je de intake niet, dan wissen we ze uiterlijk {pendingExpiryDays} dagen later vanzelf. Meer daarover lees je in
                onze <Link to="/privacy">privacyverklaring</Link>.
              </p>
            </>
          ),
        },
        {
          heading: 'Waar je bezoek begon',
          body: (
            <p>
              Om te weten welke pagina’s en campagnes aanvragen opleveren, onthoudt je browser in de sessieopslag van het tabblad (geen
              cookie) waar je bezoek begon: de eerste pagina, de domeinnaam van de site die je doorstuurde en de campagnecodes van de link
              waarmee je kwam. Je browser wist dat als je het tabblad sluit. Het gaat alleen naar ons als je zelf een formulier verstuurt,
              en geen andere partij krijgt het te zien. Hoe lang we het dan bewaren, lees je in onze{' '}
              <Link to="/privacy">privacyverklaring</Link>.
            </p>
          ),
        },
        {
          heading: 'Kaarten en externe links',
          body: (
            <p>
              Een kaart van onze locatie laden we pas als je daar zelf op klikt. Kies je voor WhatsApp of het plannen van een afspraak, dan
              ga je naar die dienst en gelden hun voorwaarden.
            </p>
          ),
        },
        {
          heading: 'Vragen',
          body: (
            <p>
              Lees onze <Link to="/privacy">privacyverklaring</Link> of <Link to="/contact">neem contact op</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
