import { MessageCircle } from '../../icons/icons.tsx';
import { contact, replyTime, whatsappChatUrl } from '../../../../shared/business-facts.ts';
import { ExampleValue, exampleAttributes } from '../ui/example-mark.tsx';

// Fixed ids: the bubble is on every page once.
const panelId = 'whatsapp-venster';
const headingId = 'whatsapp-venster-titel';

/*
 * The first tap opens a small panel; a second tap or 'Start chat' opens the chat in a new tab with the greeting
 * filled in, and closes the panel. Without script: the panel is a popover the bubble opens (`popovertarget`),
 * so the browser opens it, closes it on Escape or a tap beside it, and gives focus back to the bubble. While it
 * is open, the chat link lies over the bubble's place (design.css, `:popover-open ~`): the second tap lands on
 * the link, which opens the chat, and as that tap is outside the panel the browser closes the panel. The link
 * is the panel's 'Start chat' too, one control: a link inside the panel could not close it without script.
 */

/** The bubble, fixed in the corner (design.css, whatsapp-bubble). */
export function WhatsAppBubble() {
  return (
    <button
      type="button"
      popoverTarget={panelId}
      aria-label="Open het WhatsApp-venster"
      title="Chat met ons via WhatsApp"
      className="whatsapp-bubble"
      data-testid="whatsapp-bubble"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </button>
  );
}

/**
 * The panel and the chat link, placed by their CSS: after the bubble in the page, so Tab goes from the bubble
 * to the link (the panel's close button is for pointers, tabindex -1; the keyboard closes it with Escape).
 */
export function WhatsAppPanel() {
  return (
    <>
      <section id={panelId} popover="auto" role="dialog" aria-labelledby={headingId} className="whatsapp-panel">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="font-semibold text-ink">
            Vragen? App ons gerust
          </h2>
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            tabIndex={-1}
            className="whatsapp-close"
            aria-label="WhatsApp-venster sluiten"
          >
            ×
          </button>
        </div>
        <p className="mt-2 text-sm text-ink-soft">
          Stel je vraag via WhatsApp op <ExampleValue example={contact.example}>{contact.phoneDisplay}</ExampleValue>
          {`. We antwoorden ${replyTime.promise}.`}
        </p>
      </section>
      <a href={whatsappChatUrl} target="_blank" rel="noopener noreferrer" className="whatsapp-chat" {...exampleAttributes(contact.example)}>
        Start chat
        <span className="sr-only">{` (opent in een nieuw tabblad)${contact.example ? '; het nummer is een voorbeeld' : ''}`}</span>
      </a>
    </>
  );
}
