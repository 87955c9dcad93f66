import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from './intake-draft.ts';
import { emptyAnswers, progressPercent, stepOfErrors, toggleChoice, toRequest, validateStep } from './intake-state.ts';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
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
  it('survives a save and a load', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const draft = {
      answers: { ...emptyAnswers, firstName: 'Sanne', existingAssets: ['none' as const] },
      step: 4 as const,
      submissionId: 'abc',
      fillMs: 5,
      savedAt: 10,
      files: [
        { name: 'plan.pdf', size: 2048, key: 'pending/abc/1.pdf' },
        { name: 'half.png', size: 99 },
      ],
    };

    saveDraft(storage, draft);

    expect(loadDraft(storage, 20)).toEqual(draft);
  });

  it('is forgotten once it has not changed for longer than its lifetime', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const draft = {
      answers: { ...emptyAnswers, firstName: 'Sanne' },
      step: 1 as const,
      submissionId: 'a',
      fillMs: 0,
      savedAt: 1000,
      files: [],
    };
    saveDraft(storage, draft);

    expect(loadDraft(storage, 1000 + DRAFT_MAX_AGE_MS)).toEqual(draft);
    expect(loadDraft(storage, 1001 + DRAFT_MAX_AGE_MS)).toBeNull();
    expect(storage.getItem('startsprong:intake-concept:v1')).toBeNull();
  });

  it('keeps only well-formed files from a draft', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem(
      'startsprong:intake-concept:v1',
      JSON.stringify({
        step: 9,
        submissionId: 'x',
        fillMs: 1,
        savedAt: 1,
        files: [{ name: 'a.pdf', size: 1, key: 7 }, 'b', { name: 'c.pdf', size: 2 }],
      }),
    );

    expect(loadDraft(storage, 2)?.files).toEqual([{ name: 'c.pdf', size: 2 }]);
  });

  it('ignores a broken or tampered draft', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem('startsprong:intake-concept:v1', '{"step": 42, "submissionId": "x", "fillMs": 1}');
    expect(loadDraft(storage)).toBeNull();
    storage.setItem('startsprong:intake-concept:v1', 'niet-json');
    expect(loadDraft(storage)).toBeNull();
  });

  it('keeps only known fields of the right type', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem(
      'startsprong:intake-concept:v1',
      JSON.stringify({ step: 2, submissionId: 'x', fillMs: 1, answers: { firstName: 7, email: 'a@b.nl', evil: '<script>' } }),
    );

    const draft = loadDraft(storage, 2);

    expect(draft?.answers.firstName).toBe('');
    expect(draft?.answers.email).toBe('a@b.nl');
    expect(draft?.answers).not.toHaveProperty('evil');
  });
});
