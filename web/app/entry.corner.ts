/**
 * The quick-contact corner's only script (quick-contact.tsx), on every content page and without React: the
 * corner works without it, and this adds the two things HTML and CSS cannot know.
 *
 * - A floating button steps aside while it lies on a link or control of the page: on a phone the WhatsApp
 *   bubble would otherwise hide the right third of "Volgende" or the footer's legal links. It fades out
 *   (`data-aside`, design.css) and returns as soon as the page scrolls it clear; never while it has focus,
 *   nor the bubble while its panel is open. Checked on scroll, on resize and when the page's layout
 *   changes, at most once a frame.
 * - "Start chat" closes the panel when it opens the chat, also by keyboard (a tap closes it without script).
 *
 * A module of its own in the islands build (vite.islands.config.ts) that imports nothing: a few hundred
 * bytes, deferred, run after the page is parsed.
 */

const CONTROLS = 'a[href],button,input,select,textarea,summary,label,[role="button"],[tabindex]:not([tabindex="-1"])';

/** Boxes that share more than a pixel each way; touching edges do not count. */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
}

function startCorner(corner: HTMLElement): void {
  const panel = corner.querySelector<HTMLElement>('[popover]');
  const floating = [...corner.querySelectorAll<HTMLElement>('.whatsapp-bubble, .scroll-top-link')];
  // From the panel's toggle events rather than `:popover-open`, a selector a browser without popovers rejects.
  let panelOpen = false;
  let frame = 0;
  const check = () => {
    frame = 0;
    const controls = [...document.querySelectorAll(CONTROLS)].filter((control) => !corner.contains(control));
    for (const button of floating) {
      const inUse = button.matches(':focus') || (panelOpen && button.hasAttribute('popovertarget'));
      const box = button.getBoundingClientRect();
      const covers =
        !inUse &&
        controls.some((control) => {
          const rect = control.getBoundingClientRect();
          return rect.width > 2 && rect.height > 2 && overlaps(box, rect);
        });
      button.toggleAttribute('data-aside', covers);
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  schedule();
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  new ResizeObserver(schedule).observe(document.body);
  corner.addEventListener('focusin', schedule);
  corner.addEventListener('focusout', schedule);
  panel?.addEventListener('toggle', (event) => {
    panelOpen = (event as ToggleEvent).newState === 'open';
    schedule();
  });
  corner.querySelector('.whatsapp-chat')?.addEventListener('click', () => {
    if (panelOpen) panel?.hidePopover();
  });
}

const corner = document.querySelector<HTMLElement>('aside.scroll-top-track');
if (corner) startCorner(corner);
