import { X } from '../../icons/icons.tsx';
import { useRef, useState, type MouseEvent } from 'react';
import { showcaseItems } from '../../content/systems.ts';

type Item = (typeof showcaseItems)[number];

// A fixed id, not useId: the gallery is an island and is on a page once.
const titleId = 'galerij-vergroot';

/**
 * Screenshots of systems we built, drawn as SVG files. A tile is about 250 px wide on a desktop, too small
 * to read, so each image is a link to its full-size file: without JavaScript that opens the file itself,
 * with it a modal dialog shows it large (Escape or Sluiten closes it and focus returns to the tile).
 */
export function ShowcaseGallery({ count = showcaseItems.length }: { count?: number }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLAnchorElement | null>(null);
  const [shown, setShown] = useState<Item | null>(null);

  const open = (event: MouseEvent<HTMLAnchorElement>, item: Item) => {
    // A new tab or window (modifier keys, middle click) keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openerRef.current = event.currentTarget;
    setShown(item);
    dialogRef.current?.showModal();
  };

  return (
    <>
      {/* A wrapping row that centres its last line, so an odd count (seven on /tools) still looks deliberate. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {showcaseItems.slice(0, count).map((item) => (
          <li
            key={item.image}
            className={`group w-full overflow-hidden rounded-card border border-line bg-white shadow-card sm:w-[calc(50%-0.75rem)] ${count > 6 ? 'lg:w-[calc(25%-1.125rem)]' : 'lg:w-[calc(33.333%-1rem)]'}`}
          >
            <figure className="flex h-full flex-col">
              <a
                href={item.image}
                onClick={(event) => open(event, item)}
                className="block cursor-zoom-in overflow-hidden border-b border-line bg-canvas"
              >
                <img
                  src={item.image}
                  alt={item.alt}
                  width="800"
                  height="520"
                  loading="lazy"
                  decoding="async"
                  className="w-full transition-transform duration-300 group-hover:scale-[1.02]"
                />
                <span className="sr-only"> (vergroten)</span>
              </a>
              <figcaption className="flex-1 p-5">
                <span className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{item.category}</span>
                <span className="mt-1 block font-bold text-ink">{item.title}</span>
                <span className="mt-1 block text-sm text-ink-soft">{item.description}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => {
          setShown(null);
          openerRef.current?.focus();
        }}
        className="m-auto w-[min(94vw,72rem)] max-w-none rounded-card border border-line bg-white p-0 shadow-float backdrop:bg-ink/70"
        data-testid="gallery-dialog"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-5">
          <h2 id={titleId} className="font-bold text-ink">
            {shown?.title ?? 'Vergrote schermafbeelding'}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 font-semibold text-ink-soft hover:bg-canvas hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" /> Sluiten
          </button>
        </div>
        {shown ? <img src={shown.image} alt={shown.alt} width="800" height="520" className="block h-auto w-full" /> : null}
      </dialog>
    </>
  );
}
