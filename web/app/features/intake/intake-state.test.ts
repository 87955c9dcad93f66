import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './intake-draft.ts';
import { emptyAnswers, progressPercent, stepOfErrors, toggleChoice, toRequest, validateStep } from './intake-state.ts';

/** A tab's history entry as the draft uses it: one state, replaced. */
class MemoryHistory {
  state: unknown = null;
  replaceState(state: unknown) {
    this.state = structuredClone(state);
  }
}

describe('the intake form state', () => {
  it('reads progress as step out of ten', () => {
    expect(progressPercent(1)).toBe(10);
    expect(progressPercent(7)).toBe(70);
    expect(progressPercent(10)).toBe(100);
  });

  it('toggles a key in and out of a multi-select', () => {
    expect(toggleChoice(['website'], 'branding')).toEqual(['website', 'branding']);
    expect(toggleChoice(['website', 'branding'], 'website')).toEqual(['branding']);
  });

  it('lets "Geen van deze" exclude the other assets, and an asset exclude it', () => {
    expect(toggleChoice(['website', 'logo-branding'], 'none', 'none')).toEqual(['none']);
    expect(toggleChoice(['none'], 'website', 'none')).toEqual(['website']);
  });

  it('validates only the current step', () => {
    expect(validateStep(2, emptyAnswers)).toEqual({ businessType: 'Selecteer wat je wilt starten' });
    expect(validateStep(9, emptyAnswers)).toEqual({});
  });

  it('sends a conditional field only while the answer that reveals it holds, the two "other" answers apart', () => {
    const answers = {
      ...emptyAnswers,
      businessType: 'webshop',
      businessOther: 'een foodtruck',
      helpOther: 'een pitch',
      appDescription: 'een app',
    };
    const meta = { submissionId: 'id', fillMs: 1, uploadedFiles: [], website: '' };

    expect(toRequest(answers, meta)).toMatchObject({ businessOther: '', helpOther: '', appDescription: '' });
    expect(toRequest({ ...answers, businessType: 'other' }, meta)).toMatchObject({ businessOther: 'een foodtruck', helpOther: '' });
    expect(toRequest({ ...answers, helpNeeded: ['something-else'] }, meta)).toMatchObject({ businessOther: '', helpOther: 'een pitch' });
    expect(toRequest({ ...answers, businessType: 'app-software' }, meta)).toMatchObject({ appDescription: 'een app' });
  });

  it('finds the step a server-side error belongs to', () => {
    expect(stepOfErrors({ email: 'x' })).toBe(1);
    expect(stepOfErrors({ budget: 'x', dreamDescription: 'y' })).toBe(7);
    expect(stepOfErrors({ uploadedFiles: 'x' })).toBe(9);
  });
});

describe('the intake draft', () => {
  it("survives a save and a load, as a reload finds it in the tab's history entry", () => {
    const history = new MemoryHistory();
    const draft = {
      answers: { ...emptyAnswers, firstName: 'Sanne', existingAssets: ['none' as const] },
      step: 4 as const,
      submissionId: 'abc',
      fillMs: 5,
      files: [
        { name: 'plan.pdf', size: 2048, key: 'pending/abc/1.pdf' },
        { name: 'half.png', size: 99 },
      ],
    };

    saveDraft(history, draft);

    expect(loadDraft(history)).toEqual(draft);
  });

  it('keeps what else the history entry holds, and leaves it when the draft is cleared', () => {
    const history = new MemoryHistory();
    history.state = { scrolled: 120 };
    saveDraft(history, { answers: emptyAnswers, step: 1, submissionId: 'a', fillMs: 0, files: [] });

    clearDraft(history);

    expect(history.state).toEqual({ scrolled: 120 });
    expect(loadDraft(history)).toBeNull();
  });

  it('keeps only well-formed files from a draft', () => {
    const history = new MemoryHistory();
    history.state = {
      startsprongIntake: {
        step: 9,
        submissionId: 'x',
        fillMs: 1,
        files: [{ name: 'a.pdf', size: 1, key: 7 }, 'b', { name: 'c.pdf', size: 2 }],
      },
    };

    expect(loadDraft(history)?.files).toEqual([{ name: 'c.pdf', size: 2 }]);
  });

  it('ignores a broken or tampered draft', () => {
    const history = new MemoryHistory();
    history.state = { startsprongIntake: { step: 42, submissionId: 'x', fillMs: 1 } };
    expect(loadDraft(history)).toBeNull();
    history.state = 'niet-een-object';
    expect(loadDraft(history)).toBeNull();
  });

  it('keeps only known fields of the right type', () => {
    const history = new MemoryHistory();
    history.state = {
      startsprongIntake: { step: 2, submissionId: 'x', fillMs: 1, answers: { firstName: 7, email: 'a@b.nl', evil: '<script>' } },
    };

    const draft = loadDraft(history);

    expect(draft?.answers.firstName).toBe('');
    expect(draft?.answers.email).toBe('a@b.nl');
    expect(draft?.answers).not.toHaveProperty('evil');
  });
});
