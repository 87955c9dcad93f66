import { MessageCircle, X } from '../../icons/icons.tsx';
import { useRef, useState } from 'react';
import { contact, replyTime, whatsappChatUrl } from '../../../../shared/business-facts.ts';
import { useCoversControl } from '../../lib/use-covers-control.ts';
import { useEscapeKey } from '../../lib/use-escape-key.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ExampleValue, exampleAttributes } from '../ui/example-mark.tsx';
import { Tooltip } from '../ui/tooltip.tsx';

// Fixed ids rather than useId: the bubble is part of an island and is on every page once.
const panelId = 'whatsapp-venster';
const headingId = 'whatsapp-venster-titel';

/**
 * The first tap opens a small panel; a second tap or 'Start chat' opens the chat in a
 * new tab with the greeting filled in, and closes the panel.
 */
export function WhatsAppBubble() {
  const [open, setOpen] = useState(false);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [focused, setFocused] = useState(false);
  // Out of the way while it would lie on a link or button, unless the visitor is using it.
  const stepsAside = useCoversControl(bubbleRef, containerRef) && !open && !focused;

  const startChat = () => {
    window.open(whatsappChatUrl, '_blank', 'noopener,noreferrer');
    setOpen(false);
  };

  const close = () => {
    setOpen(false);
    bubbleRef.current?.focus();
  };
  useEscapeKey(open, close);

  return (
    <div
      ref={containerRef}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={`quick-contact ${stepsAside ? 'invisible opacity-0' : ''}`}
    >
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          className="animate-toast-in w-72 rounded-card border border-line bg-white p-4 shadow-float"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id={headingId} className="font-semibold text-ink">
              Vragen? App ons gerust
            </h2>
            <button
              type="button"
              onClick={close}
              className="-m-1 rounded-md p-1 text-muted hover:bg-canvas hover:text-ink"
              aria-label="WhatsApp-venster sluiten"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="mt-2 text-sm text-ink-soft">
            Stel je vraag via WhatsApp op <ExampleValue example={contact.example}>{contact.phoneDisplay}</ExampleValue>. We antwoorden{' '}
            {replyTime.promise}.
          </p>
          <button
            type="button"
            onClick={startChat}
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control bg-whatsapp px-4 font-semibold text-white hover:bg-whatsapp-dark"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Start chat
          </button>
        </section>
      ) : null}
      {hydrated ? (
        <Tooltip id="whatsapp-hint" content="Chat met ons via WhatsApp" side="left">
          <button
            ref={bubbleRef}
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={open ? 'Start de WhatsApp-chat in een nieuw tabblad' : 'Open het WhatsApp-venster'}
            onClick={() => (open ? startChat() : setOpen(true))}
            className="whatsapp-bubble"
            data-testid="whatsapp-bubble"
          >
            <MessageCircle aria-hidden="true" className="size-7" />
          </button>
        </Tooltip>
      ) : (
        // Without JavaScript (or before it runs) the bubble is a plain link to the chat.
        // An icon has no room for a visible mark: while the number is an example, the link says so to a screen reader.
        <a
          href={whatsappChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="whatsapp-bubble"
          data-testid="whatsapp-bubble"
          {...exampleAttributes(contact.example)}
        >
          <MessageCircle aria-hidden="true" className="size-7" />
          <span className="sr-only">
            Chat met ons via WhatsApp (opent in een nieuw tabblad){contact.example ? '; het nummer is een voorbeeld' : ''}
          </span>
        </a>
      )}
    </div>
  );
}
