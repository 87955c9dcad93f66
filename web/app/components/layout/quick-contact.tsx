import { ArrowUp, MessageCircle } from 'lucide-react';
import { contact, whatsappChatUrl } from '../../../../shared/business-facts.ts';
import { exampleAttributes } from '../ui/example-mark.tsx';

/** From this far down the page the scroll-to-top link shows on a wide screen (the `scroll-top-reveal` CSS). */
export const SCROLL_TO_TOP_THRESHOLD = 300;

/**
 * The two quick-contact links, static HTML without any script: the WhatsApp chat and back to the top.
 *
 * They cover nothing without having to look at what lies under them. On a screen of 80rem and wider they
 * float in the margin right of the page's column (72rem wide, container-page), where no link or button of
 * the page ever is. Narrower, there is no such margin, so they are not fixed: they sit at the end of the
 * page, in the footer's bottom padding kept free for them (site-footer.tsx, pb-24). Their transparent
 * border is drawn in forced colours, where the green background is not.
 */
export function QuickContact() {
  return (
    <aside
      aria-label="Snel contact"
      className="relative -mt-20 flex h-20 items-center justify-end gap-3 px-4 sm:px-6 xl:static xl:m-0 xl:block xl:h-0 xl:p-0"
    >
      <a
        href="#top"
        className="scroll-top-reveal z-30 inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card hover:bg-brand-50 xl:fixed xl:right-7 xl:bottom-24"
        data-testid="scroll-to-top"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
        <span className="sr-only">Terug naar boven</span>
      </a>
      {/* An icon has no room for a visible mark: while the number is an example, the link says so to a screen reader. */}
      <a
        href={whatsappChatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="z-40 inline-flex size-14 items-center justify-center rounded-full border-2 border-transparent bg-whatsapp text-white shadow-float transition-transform hover:scale-105 motion-reduce:hover:scale-100 xl:fixed xl:right-6 xl:bottom-6"
        data-testid="whatsapp-bubble"
        {...exampleAttributes(contact.example)}
      >
        <MessageCircle aria-hidden="true" className="size-7" />
        <span className="sr-only">
          Chat met ons via WhatsApp (opent in een nieuw tabblad){contact.example ? '; het nummer is een voorbeeld' : ''}
        </span>
      </a>
    </aside>
  );
}
