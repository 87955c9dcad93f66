import type { BrandMark } from '../../icons/drawings.ts';
import { Drawing, Link2 } from '../../icons/icons.tsx';
import type { MouseEvent } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { popupFeatures, shareUrls } from './share.ts';

export const COPIED = { title: 'Link gekopieerd!', description: 'De link is naar je klembord gekopieerd.' } as const;

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
        <ShareLink href={targets.linkedin} label="Deel op LinkedIn" mark="merk-linkedin" onClick={openPopup} />
        <ShareLink href={targets.facebook} label="Deel op Facebook" mark="merk-facebook" onClick={openPopup} />
        <ShareLink href={targets.twitter} label="Deel op X (Twitter)" mark="merk-x" onClick={openPopup} />
        <button type="button" onClick={copyLink} className="share-button needs-js w-auto gap-2 px-3.5 text-sm font-semibold">
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
  mark,
  onClick,
}: {
  href: string;
  label: string;
  mark: BrandMark;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opent in een nieuw venster)`}
      title={label}
      onClick={onClick}
      className="share-button"
    >
      <Drawing drawing={mark} className="size-5 fill-current" />
    </a>
  );
}
