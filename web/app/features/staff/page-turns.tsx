import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

export type CursorPages = {
  /** The cursor of the page to show; null for the first. */
  cursor: string | null;
  back: (() => void) | null;
  forward: (next: string) => void;
};

/**
 * Paging a staff list by the API's cursors: the cursors of the pages seen are kept for "Vorige", and a
 * new `key` (other filters) starts again at the first page. `onTurn` gets the cursor of the page turned to
 * (null for the first, which the route's loader has), to load it and move the keyboard to the results.
 */
export function useCursorPages(key: string, onTurn: (cursor: string | null) => void): CursorPages {
  const [paging, setPaging] = useState<{ key: string; cursors: (string | null)[] }>({ key, cursors: [null] });
  const cursors = paging.key === key ? paging.cursors : [null];
  const turn = (next: (string | null)[]) => {
    setPaging({ key, cursors: next });
    onTurn(next.at(-1) ?? null);
  };
  return {
    cursor: cursors.at(-1) ?? null,
    back: cursors.length > 1 ? () => turn(cursors.slice(0, -1)) : null,
    forward: (next) => turn([...cursors, next]),
  };
}

/** "Vorige pagina" and "Volgende pagina" ("Verder zoeken" when a search stopped at its reading limit). */
export function PageTurns({ pages, next, partial }: { pages: CursorPages; next: string | null | undefined; partial: boolean }) {
  return (
    <nav aria-label="Pagina's" className="mt-4 flex flex-wrap gap-3">
      {pages.back && (
        <Button variant="secondary" onClick={pages.back}>
          Vorige pagina
        </Button>
      )}
      {next && (
        <Button variant="secondary" onClick={() => pages.forward(next)}>
          {partial ? 'Verder zoeken' : 'Volgende pagina'}
        </Button>
      )}
    </nav>
  );
}
