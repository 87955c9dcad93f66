/** Which FAQ item is open: at most one, or none. */
export type AccordionState = { open: number | null };

/** What the visitor did to an item: the browser reports each details element opening or closing. */
export type AccordionEvent = { type: 'opened' | 'closed'; index: number } | { type: 'toggle'; index: number };

export const initialAccordion: AccordionState = { open: null };

/**
 * One item open at a time: opening an item closes the other; closing the open item leaves none open.
 * A 'closed' report about an item that is no longer the open one changes nothing, because the browser
 * reports the old item closing after (or before) the new one opened.
 */
export function accordionReducer(state: AccordionState, event: AccordionEvent): AccordionState {
  switch (event.type) {
    case 'opened':
      return state.open === event.index ? state : { open: event.index };
    case 'closed':
      return state.open === event.index ? { open: null } : state;
    case 'toggle':
      return { open: state.open === event.index ? null : event.index };
  }
}

/** The header to move to with the arrow, Home and End keys, wrapping around at the ends; null for other keys. */
export function headerIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
