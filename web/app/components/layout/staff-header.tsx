import { Logo } from './logo.tsx';

/**
 * The staff area's own top bar: the mark and where you are. Staff work in the area, not on the site, so
 * the visitor's menu, footer and quick-contact buttons stay out of it (and out of the way on a phone).
 */
export function StaffHeader() {
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex min-h-16 items-center gap-3">
        <a href="/beheer" className="rounded-lg" aria-label="Beheer, naar de leads">
          <Logo />
        </a>
        <span className="text-ink-soft" aria-hidden="true">
          Beheer
        </span>
      </div>
    </header>
  );
}
