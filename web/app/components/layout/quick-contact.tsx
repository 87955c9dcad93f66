import { scrollTopTrackClass } from './scroll-to-top-threshold.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { WhatsAppBubble, WhatsAppPanel } from './whatsapp-bubble.tsx';

/**
 * The two floating buttons in the corner, HTML and CSS only (design.css, "The quick-contact corner"): a page
 * whose other interactions are also HTML loads no script. The aside is the scroll-to-top link's track. In the
 * page's order: the bubble (fixed in the corner), its panel and chat link (at the start of the track's content,
 * far below the fold, so their rules stay out of the first screen's inline CSS), back to the top.
 */
export function QuickContact() {
  return (
    <aside aria-label="Snel contact" className={scrollTopTrackClass}>
      <WhatsAppBubble />
      <div>
        <WhatsAppPanel />
      </div>
      <ScrollToTop />
    </aside>
  );
}
