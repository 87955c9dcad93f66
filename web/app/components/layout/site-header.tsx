import { brand } from '../../../../shared/business-facts.ts';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mainNav, primaryCta } from '../../content/navigation.ts';
import { useEscapeKey } from '../../lib/use-escape-key.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonClass } from '../ui/button-base.tsx';
import { Logo } from './logo.tsx';
import { footerNavId } from './site-footer.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-[0.95rem] font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-soft hover:bg-canvas hover:text-ink'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-control px-4 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas'}`;

/** Home is current only on itself; every other item also on the pages below it. */
function isCurrent(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

const menuId = 'mobiel-menu';

/**
 * An island (web/app/lib/island.tsx), so plain links instead of the router's: on the content pages there is
 * no router, and from the hydrated apps a full page load of a prerendered page is as fast.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // Navigating inside a hydrated app closes the menu, adjusted while rendering rather than in an effect, so
  // no frame shows it open.
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  useEscapeKey(open, () => {
    close();
    toggleRef.current?.focus();
  });

  // Opaque: a see-through header behind a backdrop blur was unreadable over the page where the blur is not
  // painted (Firefox without a GPU).
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <a href="/" className="rounded-lg" aria-label={`${brand.name}, naar de homepage`}>
          <Logo />
        </a>
        <nav aria-label="Hoofdmenu" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  className={linkClass({ isActive: isCurrent(item.to, pathname) })}
                  aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={primaryCta.to} className={buttonClass('accent', 'md', 'px-3 max-[359px]:hidden sm:px-4')}>
            {primaryCta.label}
          </a>
          {hydrated ? (
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas lg:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
              <span className="sr-only">{open ? 'Menu sluiten' : 'Menu openen'}</span>
            </button>
          ) : (
            // Without JavaScript (or before it runs) the menu button is a link to the footer's navigation.
            <a
              href={`#${footerNavId}`}
              className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas lg:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
              <span className="sr-only">Menu</span>
            </a>
          )}
        </div>
      </div>
      <div
        id={menuId}
        ref={panelRef}
        hidden={!open}
        className="border-t border-line bg-white lg:hidden"
        onBlur={(event) => {
          // Tabbing out of the open menu closes it, so focus never sits behind a covering panel.
          const next = event.relatedTarget as Node | null;
          if (next && !event.currentTarget.contains(next) && next !== toggleRef.current) close();
        }}
      >
        <nav aria-label="Mobiel menu" className="container-page py-3">
          {/* Every link closes the menu itself, also the one to the page already open (no location change then). */}
          <ul className="space-y-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  className={mobileLinkClass({ isActive: isCurrent(item.to, pathname) })}
                  aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
                  onClick={close}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <a href={primaryCta.to} className={buttonClass('accent', 'lg', 'mt-3 w-full')} onClick={close}>
            {primaryCta.label}
          </a>
        </nav>
      </div>
    </header>
  );
}
