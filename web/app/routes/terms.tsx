import { Link } from 'react-router';
import { address, brand, contact, monthlyPriceText, prices, promises, taxYear } from '../../../shared/business-facts.ts';
import { ExampleValue } from '../components/ui/example-mark.tsx';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Algemene voorwaarden',
    description: `De voorwaarden van ${brand.name} voor consumenten en ondernemers: offerte, betaling, oplevering, eigendom, herroepingsrecht en aansprakelijkheid.`,
    path: '/algemene-voorwaarden',
  });

/*
 * The terms serve two audiences: consumers, whom the law protects whatever the terms say (Boek 6 and 7 BW), and
 * businesses, with whom more may be agreed. Each rule says which it is for. Written to be checked by a lawyer
 * before going live (docs/content.md, "Voor livegang vervangen").
 */
export default function Terms() {
  const mail = <a href={`mailto:${contact.email}`}>{contact.email}</a>;
  return (
    <ProsePage
      eyebrow="Voorwaarden"
      title="Algemene voorwaarden"
      updated="28 november 2026"
      intro={<p>De afspraken tussen jou en {brand.name}, zo helder mogelijk opgeschreven, voor consumenten en voor ondernemers.</p>}
      sections={[
        {
          heading: 'Wie we zijn en wanneer deze voorwaarden gelden',
          body: (
            <>
              <p>
                <ExampleValue example={brand.example || address.example}>
                  {brand.legalName}, {address.street}, {address.postalCode} {address.city}, KvK-nummer {brand.kvkNumber},
                  btw-identificatienummer {brand.vatNumber}
                </ExampleValue>
                ; hierna &lsquo;wij&rsquo;. Je bereikt ons via {mail}.
              </p>
              <p>
                Deze voorwaarden gelden voor elke offerte, opdracht en levering van ons, en voor de systemen die we in licentie geven.
                Wijken we ergens van af, dan leggen we dat samen schriftelijk vast. Waar de regels voor consumenten en ondernemers
                verschillen, staat dat erbij. Wat de wet voor consumenten dwingend regelt, gaat altijd voor.
              </p>
            </>
          ),
        },
        {
          heading: 'Ben je consument of ondernemer?',
          body: (
            <>
              <p>
                Je bent consument als je de opdracht als privépersoon geeft, niet voor een bedrijf of beroep. Geef je ons een opdracht voor
                een bedrijf dat je gaat starten, dan handel je volgens het Hof van Justitie van de Europese Unie al als ondernemer, ook als
                je nog niet bij de KvK staat ingeschreven.
              </p>
              <p>
                Omdat dat voor een starter niet altijd duidelijk is, staat in de offerte of we je als consument of als ondernemer zien.
                Klopt dat niet, zeg het dan voordat je akkoord geeft. Twijfelen we, dan behandelen we je als consument.
              </p>
            </>
          ),
        },
        {
          heading: 'Intake en offerte',
          body: (
            <p>
              De intake en het kennismakingsgesprek zijn gratis en verplichten je tot niets. Onze prijzen op de site zijn vanafprijzen voor
              een compacte, afgebakende uitvoering. We noemen ze inclusief {taxYear.vat.generalPercent}% btw, met de prijs exclusief btw
              ernaast, en zo staan ze ook in de offerte. Een offerte is 30 dagen geldig en beschrijft wat we maken, wat het kost en wanneer
              het klaar is; wat niet in de offerte staat, valt erbuiten. De opdracht begint als je de offerte schriftelijk of per e-mail
              accepteert.
            </p>
          ),
        },
        {
          heading: 'Eenmalige en maandelijkse kosten',
          body: (
            <p>
              {promises.oneTime} {promises.hosting} Hosting kost vanaf {monthlyPriceText(prices.hostingPerMonthFrom)}.{' '}
              {promises.maintenance} Een onderhoudsplan kost vanaf {monthlyPriceText(prices.maintenancePerMonthFrom)}. De precieze prijzen
              staan in de offerte.
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
          heading: 'Oplevering en fouten melden',
          body: (
            <>
              <p>
                Bij elk ontwerp horen correctierondes, zoals in de offerte staat. Na de oplevering kijk je of alles werkt zoals afgesproken.
                Vind je een fout, meld die dan zo snel mogelijk via {mail}; fouten in ons werk herstellen we kosteloos.
              </p>
              <ul>
                <li>
                  <strong className="font-semibold text-ink">Consumenten</strong>: de wet vraagt je een fout te melden binnen bekwame tijd
                  nadat je hem ontdekte (art. 6:89 BW). Wij vinden een melding binnen twee maanden daarna altijd op tijd. Je wettelijke
                  rechten als iets niet is wat je mocht verwachten, houd je altijd.
                </li>
                <li>
                  <strong className="font-semibold text-ink">Ondernemers</strong>: meld een fout binnen 30 dagen nadat je hem ontdekte of
                  redelijkerwijs had kunnen ontdekken.
                </li>
              </ul>
            </>
          ),
        },
        {
          heading: 'Annulering',
          body: (
            <p>
              Je kunt een opdracht schriftelijk annuleren. Annuleer je voordat we begonnen zijn, dan betaal je niets. Annuleer je later, dan
              betaal je het werk dat we al deden en de kosten die we al voor je maakten, naar verhouding van de offerte; wat al af is, krijg
              je van ons. Het herroepingsrecht hieronder gaat daar voor consumenten aan vooraf.
            </p>
          ),
        },
        {
          heading: 'Eigendom en auteursrecht',
          body: (
            <>
              <p>
                {promises.customWorkOwnership} De akte sturen we je mee met de laatste factuur. Daarin doen we ook afstand van ons recht om
                ons te verzetten tegen wijzigingen in het werk en in de naam ervan (art. 25 lid 3 Auteurswet). Zodra je de factuur betaald
                hebt en de akte getekend is, mag je alles laten aanpassen door wie je wilt. Alleen een verminking die de maker in zijn eer
                of naam schaadt, blijft volgens de wet verboden. Voorstellen die je niet kiest, blijven van ons.
              </p>
              <p>
                {promises.systemLicence} De licentie geldt voor je eigen bedrijf; je mag het systeem en de broncode niet doorverkopen of als
                eigen product aanbieden.
              </p>
              <p>Onderdelen van anderen, zoals lettertypen en open-sourcebibliotheken, gebruik je onder hun eigen licentie.</p>
            </>
          ),
        },
        {
          heading: 'Na de inbegrepen hostingmaanden, en als het onderhoud stopt',
          body: (
            <>
              <p>
                Een pakket bevat een aantal maanden hosting. Een maand voordat die voorbij zijn, vragen we of je wilt doorgaan. Zeg je ja,
                dan betaal je daarna per maand, en kun je per maand opzeggen. Zeg je nee, dan krijg je alle bestanden van je website of
                systeem en je gegevens, zodat je het zelf of bij een ander kunt laten draaien, en stoppen wij de hosting.
              </p>
              <p>
                Stop je het onderhoudsplan, dan blijft je licentie gewoon geldig; je krijgt alleen geen updates en nieuwe functies meer.
                Stoppen wij met het onderhoud, dan zeggen we dat minstens drie maanden vooraf. De broncode van je installatie heb je dan al,
                zodat een andere partij het onderhoud kan overnemen.
              </p>
            </>
          ),
        },
        {
          heading: 'Overmacht',
          body: (
            <p>
              Overmacht is een gebeurtenis buiten onze macht die we niet konden voorzien, zoals een overstroming, een landelijke storing van
              stroom of internet, of een overheidsmaatregel. Dan schuiven onze verplichtingen op zolang het duurt, en laten we je dat meteen
              weten. Een storing of fout bij onze eigen leveranciers, zoals onze hostingprovider, of bij mensen die we inschakelen, is geen
              overmacht: daar staan we zelf voor in. Duurt overmacht langer dan 60 dagen, dan mogen we allebei de opdracht schriftelijk
              beëindigen; je betaalt dan alleen voor wat al geleverd is.
            </p>
          ),
        },
        {
          heading: 'Aansprakelijkheid',
          body: (
            <>
              <p>
                We doen ons werk zorgvuldig. Wat we zeggen over je rechtsvorm, belastingen of financiering is advies naar beste weten, geen
                persoonlijk fiscaal of juridisch advies van een belastingadviseur of advocaat; de beslissingen over je bedrijf neem je zelf.
              </p>
              <ul>
                <li>
                  <strong className="font-semibold text-ink">Consumenten</strong>: we zijn aansprakelijk zoals de wet dat regelt; deze
                  voorwaarden beperken dat niet.
                </li>
                <li>
                  <strong className="font-semibold text-ink">Ondernemers</strong>: onze aansprakelijkheid voor schade door een fout van ons
                  is beperkt tot het bedrag dat je voor de opdracht betaalde, en bij hosting en onderhoud tot wat je in de twaalf maanden
                  voor de schade betaalde. Voor gevolgschade, zoals gemiste omzet, zijn we niet aansprakelijk. Die beperkingen gelden niet
                  bij opzet of bewuste roekeloosheid van ons.
                </li>
              </ul>
            </>
          ),
        },
        {
          heading: 'Klachten',
          body: (
            <p>
              Ben je ergens niet tevreden over, meld het ons dan via {mail}. We bevestigen je klacht en geven je binnen 14 dagen een
              inhoudelijk antwoord. Komen we er samen niet uit, dan kun je naar de rechter hieronder.
            </p>
          ),
        },
        {
          heading: 'Herroepingsrecht voor consumenten',
          body: (
            <>
              <p>
                Sluit je als consument een overeenkomst met ons op afstand (online, per e-mail of telefoon) of buiten ons kantoor, dan mag
                je die binnen 14 dagen zonder opgave van reden ontbinden: herroepen. De bedenktijd begint de dag nadat we de overeenkomst
                sloten; voor iets wat we je toesturen, de dag nadat je het ontving. Voor ondernemers geldt geen herroepingsrecht.
              </p>
              <p>
                Herroepen doe je met een duidelijke verklaring aan {mail} of per post, bijvoorbeeld met het modelformulier hieronder. We
                bevestigen je herroeping meteen per e-mail en betalen wat je al betaalde binnen 14 dagen terug.
              </p>
              <p>
                Vraag je ons uitdrukkelijk om binnen de bedenktijd al te beginnen en herroep je daarna, dan betaal je het deel van de
                opdracht dat we al uitvoerden (art. 6:230s BW). Het herroepingsrecht geldt niet (art. 6:230p BW):
              </p>
              <ul>
                <li>
                  voor een dienst die we helemaal hebben uitgevoerd, als je vooraf uitdrukkelijk vroeg om binnen de bedenktijd te beginnen
                  en verklaarde dat je je herroepingsrecht verliest zodra we klaar zijn;
                </li>
                <li>voor iets wat we volgens jouw specificaties maken, zoals drukwerk met je nieuwe logo;</li>
                <li>
                  voor digitale inhoud, zoals de installatie van een systeem uit onze tools, die we al leverden nadat je daar uitdrukkelijk
                  toestemming voor gaf en verklaarde dat je daarmee je herroepingsrecht verliest.
                </li>
              </ul>
              <p>
                Die toestemming en verklaring vragen we je apart, bij je akkoord op de offerte. Je mag ook kiezen om de bedenktijd af te
                wachten.
              </p>
            </>
          ),
        },
        {
          heading: 'Modelformulier voor herroeping',
          body: (
            <>
              <p>Vul dit formulier alleen in en stuur het terug als je de overeenkomst wilt herroepen.</p>
              <div className="rounded-card border border-line bg-white p-5 text-[0.95rem]">
                <ul className="list-none! space-y-2 pl-0!">
                  <li>
                    Aan:{' '}
                    <ExampleValue example={brand.example || address.example}>
                      {brand.legalName}, {address.street}, {address.postalCode} {address.city}
                    </ExampleValue>
                    , {contact.email}
                  </li>
                  <li>
                    Ik/Wij (*) deel/delen (*) u hierbij mede dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende
                    goederen/levering van de volgende dienst (*) herroep/herroepen (*):
                  </li>
                  <li>Besteld op (*)/Ontvangen op (*):</li>
                  <li>Naam/Namen consument(en):</li>
                  <li>Adres consument(en):</li>
                  <li>Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend):</li>
                  <li>Datum:</li>
                </ul>
                <p className="mt-3 text-sm text-muted">(*) Doorhalen wat niet van toepassing is.</p>
              </div>
            </>
          ),
        },
        {
          heading: 'Toepasselijk recht en bevoegde rechter',
          body: (
            <p>
              Op onze afspraken is Nederlands recht van toepassing. Een geschil met een ondernemer leggen we voor aan de rechtbank
              Midden-Nederland. Ben je consument, dan gaat een geschil naar de rechter die volgens de wet bevoegd is, meestal die bij jou in
              de buurt.
            </p>
          ),
        },
        {
          heading: 'Wijzigingen, privacy en vragen',
          body: (
            <p>
              Passen we deze voorwaarden aan, dan gelden voor een lopende opdracht de voorwaarden van het moment waarop je akkoord gaf. Hoe
              we met je gegevens omgaan, lees je in onze <Link to="/privacy">privacyverklaring</Link>. Vragen over deze voorwaarden? Mail
              naar {mail}.
            </p>
          ),
        },
      ]}
    />
  );
}
