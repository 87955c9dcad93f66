import { Link } from 'react-router';
import { brand } from '../../../shared/business-facts.ts';
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
                Niets in cookies, lokale opslag of sessieopslag. Vul je de intake in, dan onthoudt je browser je antwoorden bij de
                intakepagina in de geschiedenis van dat ene tabblad. Zo ben je niets kwijt als je de pagina herlaadt of even teruggaat;
                sluit je het tabblad, dan zijn ze weg, en met &lsquo;Wis mijn antwoorden&rsquo; boven het formulier wis je ze meteen zelf.
                Je antwoorden verlaten je apparaat pas als je de intake verstuurt.
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
          heading: 'Waar je vandaan kwam',
          body: (
            <p>
              Verstuur je een formulier, dan gaat daarmee mee wat de pagina met dat formulier zelf weet: haar adres, de pagina of de site
              waar je vandaan kwam en de campagnecodes in haar adres, en je antwoord op &lsquo;Hoe heb je ons gevonden?&rsquo; als je dat
              wilt geven. Daarvoor bewaren we niets op je apparaat, en zonder dat je een formulier verstuurt, krijgen we niets. Wat we
              precies ontvangen en hoe lang we het bewaren, lees je in onze <Link to="/privacy">privacyverklaring</Link>.
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
