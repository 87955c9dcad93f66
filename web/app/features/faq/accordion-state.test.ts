import { describe, expect, it } from 'vitest';
import { accordionReducer, headerIndexForKey, initialAccordion } from './accordion-state.ts';

describe('the FAQ accordion', () => {
  it('starts with every answer closed', () => {
    expect(initialAccordion).toEqual({ open: null });
  });

  it('opens the item the visitor chose', () => {
    expect(accordionReducer(initialAccordion, { type: 'opened', index: 2 })).toEqual({ open: 2 });
  });

  it('keeps one item open at a time: opening another closes the first', () => {
    const first = accordionReducer(initialAccordion, { type: 'opened', index: 0 });
    expect(accordionReducer(first, { type: 'opened', index: 3 })).toEqual({ open: 3 });
  });

  it('closes the open item when the visitor closes it', () => {
    expect(accordionReducer({ open: 1 }, { type: 'closed', index: 1 })).toEqual({ open: null });
  });

  it('ignores the late close report of an item that is no longer open', () => {
    expect(accordionReducer({ open: 4 }, { type: 'closed', index: 1 })).toEqual({ open: 4 });
  });

  it('toggles: the open item closes, a closed item opens', () => {
    expect(accordionReducer({ open: 2 }, { type: 'toggle', index: 2 })).toEqual({ open: null });
    expect(accordionReducer({ open: 2 }, { type: 'toggle', index: 0 })).toEqual({ open: 0 });
  });

  it('moves between headers with the arrow keys, wrapping at the ends, and jumps with Home and End', () => {
    expect(headerIndexForKey('ArrowDown', 4, 5)).toBe(0);
    expect(headerIndexForKey('ArrowUp', 0, 5)).toBe(4);
    expect(headerIndexForKey('ArrowDown', 1, 5)).toBe(2);
    expect(headerIndexForKey('Home', 3, 5)).toBe(0);
    expect(headerIndexForKey('End', 0, 5)).toBe(4);
    expect(headerIndexForKey('Tab', 0, 5)).toBeNull();
  });
});
