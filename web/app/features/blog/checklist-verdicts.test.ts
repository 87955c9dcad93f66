import { describe, expect, it } from 'vitest';
import { checklistScore, checklistVerdicts } from './checklist-verdicts.ts';

describe('the score under the zzp-naar-bv checklist', () => {
  const verdicts = checklistVerdicts['zzp-naar-bv'];

  it.each([
    [12, 'Je hebt 12 van de 12 uitspraken aangevinkt: het is tijd voor een bv.'],
    [8, 'Je hebt 8 van de 12 uitspraken aangevinkt: het is tijd voor een bv.'],
    [7, 'Je hebt 7 van de 12 uitspraken aangevinkt: bereid de overstap binnen een jaar voor.'],
    [4, 'Je hebt 4 van de 12 uitspraken aangevinkt: bereid de overstap binnen een jaar voor.'],
    [3, 'Je hebt 3 van de 12 uitspraken aangevinkt: blijf voorlopig zzp’er.'],
    [0, 'Je hebt 0 van de 12 uitspraken aangevinkt: blijf voorlopig zzp’er.'],
  ])('says the verdict of spec §4 for %i ticks', (ticked, line) => {
    expect(checklistScore(ticked, 12, verdicts)).toBe(line);
  });

  it('only counts on a checklist without verdicts', () => {
    expect(checklistScore(5, 9)).toBe('Je hebt 5 van de 9 uitspraken aangevinkt.');
  });
});
