import { describe, expect, it } from 'vitest';
import { pageMetaProblems } from './page-meta.ts';

const page = (title: string, description?: string, robots?: string) =>
  `<head><title>${title}</title>${description === undefined ? '' : `<meta name="description" content="${description}"/>`}${
    robots ? `<meta name="robots" content="${robots}"/>` : ''
  }</head>`;

describe('the page meta check', () => {
  it('passes a title of 60 and a description of 155 characters, counted as a visitor reads them', () => {
    const title = `Zzp&#x27;er of bv: ${'a'.repeat(46)}`;
    expect(title.replace('&#x27;', "'")).toHaveLength(60);

    expect(pageMetaProblems(page(title, `Caf&amp;é ${'b'.repeat(149)}`), '/x/index.html')).toEqual([]);
  });

  it('refuses a title over 60 and a description over 155 characters, naming the page and the text', () => {
    const problems = pageMetaProblems(page('t'.repeat(61), 'd'.repeat(156)), '/services/index.html');

    expect(problems).toEqual([
      `/services/index.html: de titel heeft 61 tekens, hoogstens 60: „${'t'.repeat(61)}”`,
      `/services/index.html: de beschrijving heeft 156 tekens, hoogstens 155: „${'d'.repeat(156)}”`,
    ]);
  });

  it('refuses a page without a title, and an indexable page without a description', () => {
    expect(pageMetaProblems('<head></head>', '/a/index.html')).toEqual([
      '/a/index.html: heeft geen <title>.',
      '/a/index.html: heeft geen beschrijving (<meta name="description">), en mag wel in zoekmachines.',
    ]);
  });

  it('lets a page that asks not to be indexed go without a description', () => {
    expect(pageMetaProblems(page('Leads | Startsprong beheer', undefined, 'noindex, nofollow'), '/beheer/index.html')).toEqual([]);
  });
});
