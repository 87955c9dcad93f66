import { describe, expect, it } from 'vitest';
import { deprioritizeModulePreloads } from './externalize-inline-scripts.ts';

describe('the prerendered pages after the build', () => {
  it('load their module preloads at low priority, so stylesheet, font and images come first', () => {
    const head = '<link rel="modulepreload" href="/assets/site-abc.js"/><link rel="stylesheet" href="/assets/root.css"/>';

    expect(deprioritizeModulePreloads(head)).toBe(
      '<link rel="modulepreload" href="/assets/site-abc.js" fetchpriority="low"/><link rel="stylesheet" href="/assets/root.css"/>',
    );
    expect(deprioritizeModulePreloads(deprioritizeModulePreloads(head))).toBe(deprioritizeModulePreloads(head));
  });
});
