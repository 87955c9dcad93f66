import { Link } from 'react-router';
import { address, attachmentRetentionDays, brand, contact, dataRetentionMonths, logRetentionDays } from '../../../shared/business-facts.ts';
import { agePurpose } from '../../../shared/intake-copy.ts';
import { mailReputation } from '../../../shared/mail-reputation.ts';
import { pendingExpiryDays } from '../../../shared/upload-keys.ts';
import { ExampleValue } from '../components/ui/example-mark.tsx';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Privacyverklaring',
    description: `Welke gegevens ${brand.name} verwerkt als je de site bezoekt, een formulier invult of ons appt: waarom, op welke grondslag, hoe lang, en je rechten.`,
    path: '/privacy',
  });

const retention = `${dataRetentionMonths} maanden, daarna automatisch gewist; word je klant, dan wat we voor de opdracht nodig hebben langer (zie ‘Hoe lang we bewaren’)`;

const preContract = 'Stappen op jouw verzoek, voordat er een overeenkomst is (art. 6 lid 1 sub b AVG)';
const questionBasis = `${preContract}; gaat je vraag niet over een opdracht, dan ons gerechtvaardigd belang om vragen te beantwoorden die je ons stelt (sub f)`;

/**
 * Purpose, data, legal basis (art. 6 lid 1 AVG) and retention, one row per purpose. Consent is the basis of the
 * newsletter only: the intake's checkbox accepts the terms and says the statement was read, it asks no consent.
 */
const purposes = [
  {
    purpose: 'Je vraag beantwoorden (contactformulier, e-mail of telefoon)',
    data: 'Naam, e-mailadres, telefoonnummer als je dat geeft, je bericht',
    basis: questionBasis,
    retention,
  },
  {
    purpose: 'Je vraag beantwoorden via WhatsApp',
    data: 'Je telefoonnummer, de naam en foto van je WhatsApp-profiel, je berichten en wat je meestuurt',
    basis: questionBasis,
    retention: `${dataRetentionMonths} maanden na het laatste bericht, daarna verwijderen we de chat`,
  },
  {
    purpose: 'Je intake beoordelen en een voorstel maken',
    data: `Je antwoorden, je contactgegevens, de bestanden die je meestuurt, je leeftijd en woonplaats als je die invult, en het moment waarop je de voorwaarden accepteerde. Je leeftijd vragen we omdat die bepaalt welke regels voor je gelden. ${agePurpose}`,
    basis: preContract,
    retention: `${retention}. Je bestanden verwijderen we eerder zolang we je aanvraag niet in behandeling nemen: na ${attachmentRetentionDays.unreviewed} dagen, en na ${attachmentRetentionDays.flagged} dagen als je aanvraag eruitziet alsof een programma hem verstuurde`,
  },
  {
    purpose: 'Een kennismakingsgesprek plannen, verzetten of annuleren',
    data: 'Naam, e-mailadres, telefoonnummer als je dat invult, het onderwerp en je toelichting, en het moment dat je kiest',
    basis: preContract,
    retention,
  },
  {
    purpose: 'De nieuwsbrief sturen',
    data: 'E-mailadres, het moment van aanmelden en van bevestigen',
    basis: 'Je toestemming (art. 6 lid 1 sub a AVG)',
    retention: 'Tot je je afmeldt; een aanmelding die je niet bevestigt, na 7 dagen',
  },
  {
    purpose: 'De site en de formulieren veilig en bereikbaar houden, misbruik tegengaan',
    data: 'IP-adres, browser, tijdstip en opgevraagde pagina, in de toegangslogs van CloudFront; in de logs van onze API staat in plaats van je IP-adres een code die we er met een geheime sleutel van afleiden',
    basis: 'Gerechtvaardigd belang: een veilige, werkende site (art. 6 lid 1 sub f AVG)',
    retention: `${logRetentionDays} dagen`,
  },
  {
    purpose: 'Geen e-mail meer sturen naar een adres dat niet bestaat, of dat een e-mail van ons als spam meldde',
    data: 'Een code die we met een geheime sleutel van het e-mailadres afleiden (niet het adres zelf), met de reden en de datum',
    basis: 'Gerechtvaardigd belang: niemand mailen die dat niet wil, en onze e-mail bereikbaar houden (art. 6 lid 1 sub f AVG)',
    retention: `Na een spammelding ${mailReputation.complaintSuppressionDays} dagen; bij een adres dat niet bestaat zolang we e-mail versturen. Wil je eerder weer e-mail van ons, mail ons dan`,
  },
  {
    purpose: 'Je opdracht uitvoeren en factureren, als je klant wordt',
    data: 'Naam, bedrijfsgegevens, offertes, facturen en wat we voor je maken',
    basis: 'De overeenkomst met jou (art. 6 lid 1 sub b AVG); voor de facturen onze wettelijke bewaarplicht (sub c)',
    retention: '7 jaar na het jaar van de factuur, de fiscale bewaarplicht',
  },
] as const;

/** The services that process personal data for us, and what each does. */
const processors = [
  ['Amazon CloudFront', 'levert de site af en houdt toegangslogs bij (met je IP-adres)'],
  ['Amazon S3', 'bewaart de bestanden van de site, je bijlagen en de toegangslogs'],
  ['Amazon API Gateway', 'ontvangt wat je in een formulier invult en houdt toegangslogs bij (zonder je IP-adres)'],
  ['AWS Lambda', 'verwerkt je aanvraag'],
  ['Amazon DynamoDB', 'bewaart je aanvraag, bericht of aanmelding'],
  ['Amazon SQS', 'zet de e-mails over je aanvraag in een wachtrij'],
  ['Amazon SES', 'verstuurt de bevestiging aan jou en de melding aan ons'],
  [
    'Amazon CloudWatch',
    'bewaart technische logs (zonder je e-mailadres, bericht of IP-adres, wel met de code die we van je IP-adres afleiden) en waarschuwt ons bij storingen',
  ],
] as const;

export default function Privacy() {
  return (
    <ProsePage
      eyebrow="Privacy"
      title="Privacyverklaring"
      updated="28 november 2026"
      intro={<p>Je vertrouwt ons je gegevens toe als je een formulier invult. Hier lees je precies wat we daarmee doen, en wat niet.</p>}
      sections={[
        {
          heading: 'Wie we zijn',
          body: (
            <p>
              <ExampleValue example={brand.example || address.example}>
                {brand.legalName}, {address.street}, {address.postalCode} {address.city}, KvK-nummer {brand.kvkNumber}
              </ExampleValue>{' '}
              is verwerkingsverantwoordelijke voor je persoonsgegevens. Vragen over privacy stel je aan{' '}
              <a href={`mailto:${contact.email}`}>{contact.email}</a> of telefonisch op{' '}
              <ExampleValue example={contact.example}>
                <a href={contact.phoneHref}>{contact.phoneDisplay}</a>
              </ExampleValue>
              .
            </p>
          ),
        },
        {
          heading: 'Waarvoor we je gegevens gebruiken',
          body: (
            <>
              <p>Per doel: welke gegevens, op welke grondslag en hoe lang we ze bewaren.</p>
              {/* A phone gets the same rows as cards; the table from sm up. Only one of them is ever displayed. */}
              <ul className="list-none! space-y-3 pl-0! sm:hidden">
                {purposes.map((row) => (
                  <li key={row.purpose} className="rounded-card border border-line bg-white p-4">
                    <p className="font-semibold text-ink">{row.purpose}</p>
                    <dl className="mt-2 space-y-1.5 text-[0.95rem]">
                      <div>
                        <dt className="inline font-medium text-ink">Gegevens: </dt>
                        <dd className="inline">{row.data}</dd>
                      </div>
                      <div>
                        <dt className="inline font-medium text-ink">Grondslag: </dt>
                        <dd className="inline">{row.basis}</dd>
                      </div>
                      <div>
                        <dt className="inline font-medium text-ink">Bewaartermijn: </dt>
                        <dd className="inline">{row.retention}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
              <section
                className="hidden overflow-x-auto rounded-card border border-line sm:block"
                aria-label="Doelen, grondslagen en bewaartermijnen"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take focus to scroll by keyboard
                tabIndex={0}
              >
                <table className="w-full min-w-[36rem] border-collapse text-left text-[0.95rem]">
                  <thead className="bg-canvas">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold text-ink">
                        Doel
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold text-ink">
                        Gegevens
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold text-ink">
                        Grondslag
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold text-ink">
                        Bewaartermijn
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {purposes.map((row) => (
                      <tr key={row.purpose} className="border-t border-line align-top">
                        <th scope="row" className="px-4 py-3 font-medium text-ink">
                          {row.purpose}
                        </th>
                        <td className="px-4 py-3">{row.data}</td>
                        <td className="px-4 py-3">{row.basis}</td>
                        <td className="px-4 py-3">{row.retention}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
              <p>
                We verkopen je gegevens nooit, gebruiken ze niet voor advertenties en nemen geen besluiten over je die alleen een computer
                neemt.
              </p>
            </>
          ),
        },
        {
          heading: 'Hoe lang we bewaren',
          body: (
            <p>
              Word je geen klant, dan wist ons systeem je aanvraag, je bericht en je bestanden {dataRetentionMonths} maanden nadat je ze
              stuurde, vanzelf. Je bestanden gaan eerder zolang we je aanvraag niet in behandeling nemen: na{' '}
              {attachmentRetentionDays.unreviewed} dagen, en na {attachmentRetentionDays.flagged} dagen als je aanvraag eruitziet alsof een
              programma hem verstuurde. Word je wel klant, dan nemen we wat we voor de opdracht nodig hebben over in je klantdossier: dat
              bewaren we zolang de overeenkomst loopt, en daarna alleen wat de wet ons laat bewaren, zoals de facturen 7 jaar. Vraag je ons
              eerder om je gegevens te wissen, dan doen we dat, behalve wat we wettelijk moeten bewaren.
            </p>
          ),
        },
        {
          heading: 'Wat je moet invullen, en wat er gebeurt als je dat niet doet',
          body: (
            <>
              <p>
                Je bent niet wettelijk verplicht ons gegevens te geven. Wil je dat we je vraag beantwoorden of je een voorstel maken, dan
                hebben we wel het minimale nodig: bij het contactformulier je naam, je e-mailadres en je bericht; bij de intake je voornaam,
                je e-mailadres en je antwoorden op de vragen die niet ‘optioneel’ heten. Zonder die gegevens kan het formulier niet worden
                verstuurd en kunnen we je niet antwoorden. Voor de nieuwsbrief is alleen je e-mailadres nodig.
              </p>
              <p>
                Je telefoonnummer, leeftijd, woonplaats en bestanden geef je alleen als je wilt. Laat je ze leeg, dan heeft dat geen ander
                gevolg dan dat we je niet kunnen bellen of die informatie niet meewegen. Word je klant, dan hebben we voor de overeenkomst
                en de factuur je naam, adres en bedrijfsgegevens nodig: zonder die gegevens kunnen we geen overeenkomst sluiten, en de
                factuur moet ze volgens de wet bevatten.
              </p>
            </>
          ),
        },
        {
          heading: 'Je bestanden bij de intake',
          body: (
            <p>
              Een bestand dat je bij de intake kiest, stuurt je browser meteen naar onze opslag in de Europese Unie, dus al voordat je de
              intake verstuurt: zo gaat het versturen daarna snel. Je antwoorden zelf blijven tot het versturen op je apparaat. Haal je een
              bestand weg, of verstuur je de intake niet, dan wissen we dat bestand vanzelf, uiterlijk {pendingExpiryDays} dagen nadat je
              het koos. Verstuur je de intake wel, dan bewaren we ze bij je intake, net zo lang als de intake zelf.
            </p>
          ),
        },
        {
          heading: 'Kopieën in onze mailbox',
          body: (
            <p>
              Van elke aanvraag en elk bericht krijgen we een melding in onze mailbox, met je antwoorden en de namen van je bestanden, nooit
              de bestanden zelf: die openen we alleen in ons beveiligde beheer, waar elke keer dat iemand ze opent wordt vastgelegd. De
              meldingen wissen we met dezelfde termijn: na {dataRetentionMonths} maanden, of eerder als je ons vraagt je gegevens te wissen.
            </p>
          ),
        },
        {
          heading: 'Wie je gegevens voor ons verwerkt',
          body: (
            <>
              <p>
                De site en de formulieren draaien bij Amazon Web Services (Amazon Web Services EMEA SARL, Luxemburg), in een datacenter in
                de Europese Unie. Met AWS hebben we een verwerkersovereenkomst. Deze diensten van AWS gebruiken we:
              </p>
              <ul>
                {processors.map(([name, task]) => (
                  <li key={name}>
                    <strong className="font-semibold text-ink">{name}</strong>: {task}.
                  </li>
                ))}
              </ul>
              <p>
                Onze e-mail loopt via {contact.mailboxProvider}: die dienst ontvangt en bewaart de e-mails over je aanvraag, ook met een
                verwerkersovereenkomst. Een gesprek plan je op onze eigen site: het staat bij je aanvraag in onze eigen omgeving in de
                Europese Unie, en de uitnodiging voor de agenda gaat per e-mail naar jou en naar ons.
              </p>
              <p>
                App je ons, dan stuur je je bericht vanuit je eigen WhatsApp naar ons nummer, en wij antwoorden met de WhatsApp Business-app
                op een telefoon van ons team. De chat staat op jouw telefoon en op de onze; wij wissen hem {dataRetentionMonths} maanden na
                het laatste bericht. WhatsApp (WhatsApp Ireland Limited, onderdeel van Meta) bezorgt de berichten end-to-end versleuteld: de
                inhoud kan WhatsApp niet lezen, wel ziet het wie met wie appt en wanneer. Dat doet WhatsApp voor zichzelf, onder zijn eigen
                privacybeleid dat je accepteerde toen je de app ging gebruiken, en niet als verwerker voor ons: met de Business-app werkt
                WhatsApp niet in onze opdracht.
              </p>
            </>
          ),
        },
        {
          heading: 'Gegevens buiten de Europese Unie',
          body: (
            <p>
              Wat je via de site stuurt, staat in de Europese Unie. Amazon Web Services en Google zijn wel Amerikaanse bedrijven of
              onderdeel daarvan, en kunnen gegevens naar de Verenigde Staten doorgeven; CloudFront levert de site bovendien af vanaf de
              server die het dichtst bij je staat, soms buiten de EU. Voor elke doorgifte naar de Verenigde Staten gelden twee waarborgen:
              deze bedrijven zijn gecertificeerd onder het EU-VS Data Privacy Framework, en met elk gelden de standaardcontractbepalingen
              van de Europese Commissie. Wat WhatsApp (Meta) met de gegevens van een chat doet, regelt WhatsApp zelf, zoals hierboven staat.
            </p>
          ),
        },
        {
          heading: 'Diensten van anderen',
          body: (
            <p>
              Onze site laadt niets van andere partijen zolang jij daar niet zelf voor kiest. Klik je op ‘Kaart laden’, dan haalt je browser
              de kaart op bij OpenStreetMap, dat daarbij je IP-adres ziet. Kies je voor WhatsApp, dan opent je browser of telefoon de
              WhatsApp-chat; wat er dan gebeurt, lees je hierboven.
            </p>
          ),
        },
        {
          heading: 'Beveiliging',
          body: (
            <p>
              Je gegevens worden versleuteld verstuurd en opgeslagen. Alleen medewerkers die je aanvraag behandelen kunnen erbij. In onze
              technische logs staan geen e-mailadressen en geen berichten.
            </p>
          ),
        },
        {
          heading: 'Je rechten',
          body: (
            <>
              <p>Onder de AVG heb je deze rechten:</p>
              <ul>
                <li>je gegevens inzien, en laten verbeteren als ze niet kloppen;</li>
                <li>je gegevens laten wissen;</li>
                <li>de verwerking laten beperken, bijvoorbeeld zolang we uitzoeken of je gegevens kloppen;</li>
                <li>je gegevens krijgen in een gangbaar bestandsformaat, of laten doorsturen naar een ander (overdraagbaarheid);</li>
                <li>bezwaar maken tegen een verwerking op grond van ons gerechtvaardigd belang, zoals de toegangslogs;</li>
                <li>
                  je toestemming intrekken, bijvoorbeeld voor de nieuwsbrief: met de afmeldlink in elke nieuwsbrief of met een mail. Wat we
                  daarvoor al deden, blijft rechtmatig.
                </li>
              </ul>
              <p>
                Mail je verzoek naar <a href={`mailto:${contact.email}`}>{contact.email}</a>. We handelen het binnen een maand af, zoals de
                AVG vraagt. Ben je het niet met ons eens, dan kun je een klacht indienen bij de{' '}
                <a href="https://www.autoriteitpersoonsgegevens.nl/" target="_blank" rel="noopener noreferrer">
                  Autoriteit Persoonsgegevens
                  <span className="sr-only"> (opent in een nieuw tabblad)</span>
                </a>
                .
              </p>
            </>
          ),
        },
        {
          heading: 'Hoe je bij ons binnenkwam',
          body: (
            <>
              <p>
                Om te weten welke pagina’s en campagnes aanvragen opleveren, stuurt een formulier dat je verstuurt (contact, intake of
                nieuwsbrief) mee wat de pagina met dat formulier zelf weet. Dat is het adres van die pagina; het adres van de pagina van
                onze site waar je vandaan kwam, als dat zo was (allebei zonder wat er na een vraagteken staat); de domeinnaam van de site
                die je naar die pagina stuurde, als je van een andere site kwam (bijvoorbeeld www.google.com, nooit de pagina daar); en de
                campagnecodes in het adres van de pagina zelf (utm_source, utm_medium en utm_campaign, bijvoorbeeld
                &lsquo;nieuwsbrief&rsquo; en &lsquo;voorjaar&rsquo;).
              </p>
              <p>
                Bij elk formulier staat ook de vraag &lsquo;Hoe heb je ons gevonden?&rsquo;. Die is niet verplicht: of je een antwoord
                kiest, en welk, bepaal je zelf.
              </p>
              <p>
                Niets hiervan bewaren we vooraf op je apparaat: geen cookie, geen lokale opslag en geen sessieopslag. Het gaat alleen mee
                als je zelf een formulier verstuurt. Dan bewaren we het bij je bericht, intake of aanmelding, en net zo lang:{' '}
                {dataRetentionMonths} maanden, of voor de nieuwsbrief tot je je afmeldt. Alleen onze medewerkers zien het, in de melding die
                we krijgen en in ons beheer; het staat nooit in een e-mail aan jou en gaat naar geen andere partij.
              </p>
              <p>
                Daarnaast tellen we per week hoeveel aanvragen via welke bron, welke pagina en welk antwoord binnenkwamen. Die tellingen
                zeggen niets over wie je bent; we bewaren ze ook {dataRetentionMonths} maanden. De grondslag is ons gerechtvaardigd belang:
                weten wat onze site oplevert, zonder je te volgen (art. 6 lid 1 sub f AVG). Wil je niet dat we zien via welke pagina of site
                je kwam, open het formulier dan door het adres zelf in te typen, of stel je browser zo in dat hij geen verwijzende pagina
                (referrer) meestuurt.
              </p>
            </>
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
        {
          heading: 'Wijzigingen',
          body: (
            <p>
              Verandert er iets in hoe we met je gegevens omgaan, dan passen we deze verklaring aan. Bovenaan staat de datum van de laatste
              wijziging.
            </p>
          ),
        },
      ]}
    />
  );
}
