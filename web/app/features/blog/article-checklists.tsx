import { useEffect } from 'react';
import { checklistScore, type ChecklistVerdict } from './checklist-verdicts.ts';

/**
 * Counts the ticks of every checklist in the article into the line below it ("5 van de 12 aangevinkt"),
 * with the verdict that score means where the article has one (checklist-verdicts.ts).
 * An island that renders nothing: the article's text stays static HTML, sent once.
 */
export function ArticleChecklists({ verdicts = [] }: { verdicts?: readonly ChecklistVerdict[] }) {
  useEffect(() => {
    const root = document.querySelector<HTMLElement>('[data-article-body]');
    if (!root) return;
    const lists = [...root.querySelectorAll<HTMLElement>('[data-checklist]')];
    const show = (list: HTMLElement) => {
      const score = list.nextElementSibling;
      if (!(score instanceof HTMLElement) || !score.hasAttribute('data-checklist-score')) return;
      const boxes = [...list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      const ticked = boxes.filter((box) => box.checked).length;
      score.textContent = checklistScore(ticked, boxes.length, verdicts);
    };
    const onChange = (event: Event) => {
      const list = (event.target as HTMLElement).closest<HTMLElement>('[data-checklist]');
      if (list) show(list);
    };
    // The status line is in the page from the start (empty and visually hidden), so a screen reader hears the
    // count from the first tick on, not on arrival; boxes the browser restored (Back) count as a tick too.
    lists.filter((list) => list.querySelector('input:checked')).forEach(show);
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [verdicts]);
  return null;
}
