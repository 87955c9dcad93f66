import { useEffect, useState, type RefObject } from 'react';

const CONTROLS = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Boxes that share more than a pixel each way; touching edges do not count. */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
}

/**
 * True while the fixed element in `ref` lies on top of a link or control of the page (on a phone the
 * WhatsApp bubble would otherwise hide the right third of "Volgende" or the footer's legal links). The
 * caller fades the element out then; it returns as soon as the page scrolls it clear. Checked on scroll,
 * on resize and when the page's layout changes, at most once a frame.
 */
export function useCoversControl(
  ref: RefObject<HTMLElement | null>,
  container: RefObject<HTMLElement | null>,
  /** False while the element is not rendered; the check runs again when it appears. */
  shown = true,
): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const own = container.current ?? element;
      const box = element.getBoundingClientRect();
      const found = [...document.querySelectorAll(CONTROLS)].some((control) => {
        if (own.contains(control)) return false;
        const rect = control.getBoundingClientRect();
        return rect.width > 2 && rect.height > 2 && overlaps(box, rect);
      });
      setCovers(found);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      layout.disconnect();
    };
  }, [ref, container, shown]);

  return covers;
}
