import { brand } from '../../../../shared/business-facts.ts';
import { Menu, X } from '../../icons/icons.tsx';
import { mainNav, primaryCta } from '../../content/navigation.ts';
import { buttonClass } from '../ui/button-base.tsx';
import { Logo } from './logo.tsx';

/** Home is current only on itself; every other item also on the pages below it. */
function isCurrent(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

const menuId = 'mobiel-menu';

/**
 * The site's header, static HTML without any script: the phone menu is a popover opened by its button
 * (`popovertarget`), so the browser opens and closes it, closes it on Escape or a tap beside it and then
 * returns focus to the button; `autofocus` on its first link moves focus into it on open. The button's
 * icon and name follow the popover's state in CSS (`:popover-open`). Plain links: a page is a full load.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  // Opaque: a see-through header behind a backdrop blur was unreadable over the page where the blur is not
  // painted (Firefox without a GPU).
  return (
    <header className="group/kop sticky top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <a href="/" className="rounded-lg" aria-label={`${brand.name}, naar de homepage`}>
          <Logo />
        </a>
        <nav aria-label="Hoofdmenu" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <a href={item.to} className="nav-link" aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={primaryCta.to} className={buttonClass('accent', 'md', 'max-[359px]:hidden')}>
            {primaryCta.label}
          </a>
          <button type="button" popoverTarget={menuId} className="menu-button">
            <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]/kop:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]/kop:block" />
            {/* A name hidden with display: none is left out of the button's name, so one of the two counts. */}
            <span className="sr-only group-has-[:popover-open]/kop:hidden">Menu openen</span>
            <span className="sr-only hidden group-has-[:popover-open]/kop:inline">Menu sluiten</span>
          </button>
        </div>
      </div>
      {/* In the top layer, right under the header (4rem and its 1px border) and no taller than the screen
          below it; its borders show where it ends, in forced colours too. */}
      <div id={menuId} popover="auto" className="mobile-menu">
        <nav aria-label="Mobiel menu" className="container-page py-3">
          <ul className="space-y-1">
            {mainNav.map((item, index) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  className="mobile-nav-link"
                  aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
                  // Inside a popover autofocus acts when it opens, not at page load: it moves focus into the menu.
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the visitor into the opened menu
                  autoFocus={index === 0}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <a href={primaryCta.to} className={buttonClass('accent', 'lg', 'mt-3 w-full')}>
            {primaryCta.label}
          </a>
        </nav>
      </div>
    </header>
  );
}
