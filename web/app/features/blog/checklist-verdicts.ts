/** What a score on an article's checklist means: from `min` ticks up, until the next band. */
export type ChecklistVerdict = { readonly min: number; readonly verdict: string };

/**
 * The verdicts of the articles whose checklist scores the reader (spec §4: 8 or more ticks means time for
 * a bv, 4 to 7 prepare within a year, fewer than 4 stay zzp'er), in the words of the article's own key.
 */
export const checklistVerdicts: Readonly<Record<string, readonly ChecklistVerdict[]>> = {
  'zzp-naar-bv': [
    { min: 8, verdict: 'het is tijd voor een bv.' },
    { min: 4, verdict: 'bereid de overstap binnen een jaar voor.' },
    { min: 0, verdict: 'blijf voorlopig zzp’er.' },
  ],
};

/** The score line under a checklist: the count, and the verdict that applies once there is one. */
export function checklistScore(ticked: number, total: number, verdicts: readonly ChecklistVerdict[] = []): string {
  const count = `Je hebt ${ticked} van de ${total} uitspraken aangevinkt`;
  const band = [...verdicts].sort((a, b) => b.min - a.min).find((candidate) => ticked >= candidate.min);
  return band ? `${count}: ${band.verdict}` : `${count}.`;
}
