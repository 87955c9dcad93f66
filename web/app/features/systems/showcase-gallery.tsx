import { showcaseItems } from '../../content/systems.ts';

/** Screenshots of systems we built, drawn as SVG files so they cost no JavaScript. */
export function ShowcaseGallery({ count = showcaseItems.length }: { count?: number }) {
  return (
    // A wrapping row that centres its last line, so an odd count (seven on /tools) still looks deliberate.
    <ul className="flex flex-wrap justify-center gap-6">
      {showcaseItems.slice(0, count).map((item) => (
        <li
          key={item.image}
          className={`group w-full overflow-hidden rounded-card border border-line bg-white shadow-card sm:w-[calc(50%-0.75rem)] ${count > 6 ? 'lg:w-[calc(25%-1.125rem)]' : 'lg:w-[calc(33.333%-1rem)]'}`}
        >
          <figure className="flex h-full flex-col">
            <div className="overflow-hidden border-b border-line bg-canvas">
              <img
                src={item.image}
                alt={item.alt}
                width="800"
                height="520"
                loading="lazy"
                decoding="async"
                className="w-full transition-transform duration-300 group-hover:scale-[1.02]"
              />
            </div>
            <figcaption className="flex-1 p-5">
              <span className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{item.category}</span>
              <span className="mt-1 block font-bold text-ink">{item.title}</span>
              <span className="mt-1 block text-sm text-ink-soft">{item.description}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
