import { describe, expect, it } from 'vitest';
import { loadDraft } from './intake-draft.ts';

/** A history entry holding one saved draft with these files. */
function historyWith(files: unknown): Pick<History, 'state' | 'replaceState'> {
  return { state: { startsprongIntake: { step: 9, submissionId: '0b0f2c1e-6a3d-4f0e-9c1b-2d3e4f5a6b7c', files } }, replaceState: () => {} };
}

describe('the files a draft remembers', () => {
  it('keeps the reserved place of an upload that had not finished, so removing it can give the place back', () => {
    const draft = loadDraft(historyWith([{ name: 'half.pdf', size: 10, permit: 'pending/x/a.pdf' }]));

    expect(draft?.files).toEqual([{ name: 'half.pdf', size: 10, permit: 'pending/x/a.pdf' }]);
  });

  it('keeps only the key of a finished upload, and drops a place that is not text', () => {
    const draft = loadDraft(
      historyWith([
        { name: 'plan.pdf', size: 10, key: 'pending/x/b.pdf', permit: 'pending/x/b.pdf' },
        { name: 'raar.pdf', size: 10, permit: 42 },
      ]),
    );

    expect(draft?.files).toEqual([{ name: 'plan.pdf', size: 10, key: 'pending/x/b.pdf' }]);
  });
});
