import { ScrollToTop } from './scroll-to-top.tsx';
import { WhatsAppBubble } from './whatsapp-bubble.tsx';

/** The two floating buttons in the corner, hydrated together as one island on every page. */
export function QuickContact() {
  return (
    <>
      <ScrollToTop />
      <WhatsAppBubble />
    </>
  );
}
