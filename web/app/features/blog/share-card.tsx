import { Link2 } from '../../icons/icons.tsx';
import type { MouseEvent, ReactNode } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { popupFeatures, shareUrls } from './share.ts';

export const COPIED = { title: 'Link gekopieerd!', description: 'De link is naar je klembord gekopieerd.' } as const;

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-control bg-white text-ink-soft ring-1 ring-line ring-inset transition-colors hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200';

/** Share the article on LinkedIn, Facebook or X, or copy its link. Without JavaScript the share links open in a new tab. */
export function ShareCard({ url, title }: { url: string; title: string }) {
  const toast = useToast();
  const targets = shareUrls(url, title);

  /** A plain click opens the 600x400 popup; a click with a modifier key, or a blocked popup, leaves the new tab to the browser. */
  function openPopup(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    // Without "noopener" in the features, so a blocked popup can be told apart (null); the link is cut after.
    const popup = window.open(
      event.currentTarget.href,
      'delen',
      popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
    );
    if (!popup) return;
    popup.opener = null;
    event.preventDefault();
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ ...COPIED, variant: 'success' });
    } catch {
      toast({ title: 'Kopiëren lukte niet', description: `Kopieer de link zelf: ${url}`, variant: 'error' });
    }
  }

  return (
    <section aria-labelledby="delen-titel" className="rounded-card border border-line bg-white p-5 shadow-card">
      <h2 id="delen-titel" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Deel dit artikel
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <ShareLink href={targets.linkedin} label="Deel op LinkedIn" onClick={openPopup}>
          <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11.5H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1v5.85h-4v-5.2c0-1.24-.02-2.83-1.72-2.83-1.73 0-2 1.35-2 2.74v5.29h-4V9.75Z" />
        </ShareLink>
        <ShareLink href={targets.facebook} label="Deel op Facebook" onClick={openPopup}>
          <path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.92.26-1.55 1.58-1.55h1.68V3.9a22 22 0 0 0-2.45-.13c-2.43 0-4.1 1.48-4.1 4.2v2.33H7.5v3.2h2.71v8h3.29Z" />
        </ShareLink>
        <ShareLink href={targets.twitter} label="Deel op X (Twitter)" onClick={openPopup}>
          <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z" />
        </ShareLink>
        <button type="button" onClick={copyLink} className={`${buttonClass} needs-js w-auto gap-2 px-3.5 text-sm font-semibold`}>
          <Link2 aria-hidden="true" className="size-5" />
          Kopieer link
        </button>
      </div>
    </section>
  );
}

function ShareLink({
  href,
  label,
  onClick,
  children,
}: {
  href: string;
  label: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opent in een nieuw venster)`}
      title={label}
      onClick={onClick}
      className={buttonClass}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
        {children}
      </svg>
    </a>
  );
}
