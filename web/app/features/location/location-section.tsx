import { Clock, MapPin } from '../../icons/icons.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { address, brand, geo, officeHours, ourClaims } from '../../../../shared/business-facts.ts';
import { Button, buttonClass } from '../../components/ui/button-base.tsx';
import { ExampleValue } from '../../components/ui/example-mark.tsx';
import { SectionHeading } from '../../components/ui/section.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

type Place = keyof typeof geo;

/** `office`: our office is in this place, so its maps mark the address and carry the office's label. */
const places: Record<Place, { title: string; intro: ReactNode; mapLabel: string; office: boolean }> = {
  zeist: {
    title: 'Te vinden in Zeist',
    // The office itself is a claim until it is real (business-facts.ts, ourClaims); its directions an example too.
    intro: (
      <ExampleValue example={ourClaims.officeInZeist.example || address.example}>
        Ons {ourClaims.officeInZeist.value} ligt {address.directions}.
      </ExampleValue>
    ),
    mapLabel: ourClaims.officeInZeist.example ? 'Kaart van Zeist' : 'Kaart van Zeist met ons kantoor',
    office: true,
  },
  utrecht: {
    title: 'Dichtbij in Utrecht',
    intro: (
      <>
        We spreken af bij jou in Utrecht of op een werkplek in de stad.{' '}
        <ExampleValue example={ourClaims.officeInZeist.example}>
          Ons {ourClaims.officeInZeist.value} ligt op een kwartier rijden.
        </ExampleValue>
      </>
    ),
    mapLabel: 'Kaart van Utrecht en omgeving',
    office: false,
  },
};

/**
 * The OpenStreetMap embed around a point. Only the office gets a marker: elsewhere (Utrecht) is where we
 * meet starters, not an address of ours, so its map shows the city without one.
 */
function embedUrl(place: Place): string {
  const { latitude, longitude } = geo[place];
  const bbox = [longitude - 0.02, latitude - 0.01, longitude + 0.02, latitude + 0.01].map((n) => n.toFixed(4)).join(',');
  const marker = places[place].office ? `&marker=${latitude},${longitude}` : '';
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik${marker}`;
}

/** The same place on openstreetmap.org itself, for a visitor without JavaScript. */
function openStreetMapUrl(place: Place): string {
  const { latitude, longitude } = geo[place];
  const marker = places[place].office ? `?mlat=${latitude}&mlon=${longitude}` : '';
  return `https://www.openstreetmap.org/${marker}#map=15/${latitude}/${longitude}`;
}

/**
 * Where to find us, with office hours. The map is our own drawing until the visitor asks for the real one:
 * only then does the page load anything from another host (OpenStreetMap), so nobody is seen by a third
 * party before they choose to.
 */
export function LocationSection({ place = 'zeist' }: { place?: Place }) {
  const [mapLoaded, setMapLoaded] = useState(false);
  const hydrated = useHydrated();
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone once the map is there; focus moves to the map instead of the page top.
  useEffect(() => {
    if (mapLoaded) frame.current?.focus();
  }, [mapLoaded]);
  const copy = places[place];
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-center">
      <div>
        <SectionHeading id="locatie" eyebrow="Locatie" title={copy.title}>
          <p>{copy.intro}</p>
        </SectionHeading>
        <ul className="mt-6 space-y-3 text-ink-soft">
          <li className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              <ExampleValue example={address.example}>
                {address.street}, {address.postalCode} {address.city}
              </ExampleValue>
            </span>
          </li>
          <li className="flex items-start gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              Kantoor open {officeHours.days} van {officeHours.opens} tot {officeHours.closes} uur, op afspraak
            </span>
          </li>
        </ul>
      </div>
      <div className="relative overflow-hidden rounded-card border border-line bg-white shadow-card">
        <div className="relative aspect-[8/5]">
          {mapLoaded ? (
            <iframe
              ref={frame}
              title={copy.mapLabel}
              src={embedUrl(place)}
              className="absolute inset-0 size-full border-0"
              loading="lazy"
              referrerPolicy="no-referrer"
              data-map-frame
            />
          ) : (
            <>
              <img
                src={`/images/map-${place}.svg`}
                alt={`Getekende ${copy.mapLabel.charAt(0).toLowerCase()}${copy.mapLabel.slice(1)}`}
                width="640"
                height="400"
                className="absolute inset-0 size-full object-cover"
              />
              {copy.office ? (
                // The office's label sits on the drawing here, not in it, so it follows the business facts.
                <p
                  aria-hidden="true"
                  className="absolute top-[31.5%] left-[54.4%] rounded-lg border border-line bg-white px-3 py-1.5 text-xs leading-tight shadow-card"
                >
                  <span className="block font-bold text-ink">{brand.name}</span>
                  <span className="block text-muted">Kantoor {address.city}</span>
                </p>
              ) : null}
            </>
          )}
        </div>
        {mapLoaded ? null : (
          // Below the map on a phone, where laid over it it would hide half the drawing; over its foot from sm up.
          <div className="flex flex-col items-start gap-2 border-t border-line p-4 sm:absolute sm:inset-x-0 sm:bottom-0 sm:flex-row sm:items-center sm:justify-between sm:border-0 sm:bg-gradient-to-t sm:from-white sm:via-white/95 sm:to-transparent sm:pt-10">
            <p className="text-sm text-ink-soft">Als je klikt, laden we een kaart van OpenStreetMap.</p>
            {hydrated ? (
              <Button type="button" variant="primary" onClick={() => setMapLoaded(true)} data-map-button>
                <MapPin aria-hidden="true" className="size-4" /> Kaart laden
              </Button>
            ) : (
              // Before hydration, or without JavaScript, the same choice opens the map on OpenStreetMap itself.
              <a href={openStreetMapUrl(place)} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
                <MapPin aria-hidden="true" className="size-4" /> Kaart laden
              </a>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
