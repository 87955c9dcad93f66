import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteAreaOf } from '../infra/security-headers.ts';
import { dataRetentionMonths, links } from '../shared/business-facts.ts';
import { pendingExpiryDays } from '../shared/upload-keys.ts';
import { builtPages } from '../web/scripts/built-files.ts';

/*
 * The privacy statement against what the system does, and the way to it from every form, as the built site
 * has them (build/client; the build runs when there is none).
 */
const site = resolve(import.meta.dirname, '..', 'build', 'client');

type Document = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.findAll>[number];
let pages: { path: string; document: Document }[] = [];
beforeAll(() => {
  pages = builtPages(site)
    .map((file) => ({ path: relative(site, file), html: readFileSync(file, 'utf8') }))
    .filter((page) => siteAreaOf(page.path) === 'site')
    .map((page) => ({ path: page.path, document: parseDocument(page.html, { decodeEntities: true }) }));
});

/** The nearest section (or the page's main) around an element: where a form and the note under it belong together. */
function sectionOf(element: Element): Element | null {
  let node = element.parent;
  while (node && 'name' in node && !['section', 'main'].includes(node.name)) node = node.parent;
  return node && 'name' in node ? node : null;
}

const isPrivacyLink = (node: Element) => node.name === 'a' && node.attribs.href === links.privacy;

describe('every form on the site', () => {
  it('is there to be checked: contact, intake, newsletter and its buttons', () => {
    const withForms = pages.filter((page) => DomUtils.findAll((node) => node.name === 'form', page.document.children).length > 0);
    expect(withForms.map((page) => page.path)).toEqual(
      expect.arrayContaining(['contact/index.html', 'start/index.html', 'blog/index.html', 'nieuwsbrief/bevestigen/index.html']),
    );
  });

  it('has a link to the privacy statement under it, in its own section', () => {
    const without = pages.flatMap((page) =>
      DomUtils.findAll((node) => node.name === 'form', page.document.children)
        .filter((form) => {
          const section = sectionOf(form);
          if (!section) return true;
          const all = DomUtils.findAll(() => true, section.children);
          const start = all.indexOf(form);
          return !all.slice(start).some(isPrivacyLink);
        })
        .map((form) => `${page.path}: <form action="${form.attribs.action ?? ''}">`),
    );

    expect(without).toEqual([]);
  });
});

describe('the privacy statement', () => {
  const text = () =>
    DomUtils.textContent(pages.find((page) => page.path === 'privacy/index.html')!.document.children)
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ');

  it('says what you must give, what you may leave out and what follows if you do not (art. 13 lid 2 sub e AVG)', () => {
    expect(text()).toContain('Wat je moet invullen, en wat er gebeurt als je dat niet doet');
    expect(text()).toMatch(/Je bent niet wettelijk verplicht ons gegevens te geven/);
  });

  it('says that files leave the device when they are chosen, and when unsent ones are erased', () => {
    expect(text()).toMatch(/stuurt je browser meteen naar onze opslag in de Europese Unie, dus al voordat je de intake verstuurt/);
    expect(text()).toContain(`uiterlijk ${pendingExpiryDays} dagen nadat je het koos`);
  });

  it('says that a notification to staff carries no files, only their names', () => {
    expect(text()).toContain('de namen van je bestanden, nooit de bestanden zelf');
    expect(text()).not.toMatch(/met je bijlagen als die passen/);
  });

  it('keeps leads that never become clients for the retention period the system erases them after', () => {
    expect(dataRetentionMonths).toBe(12);
    expect(text()).toContain(
      `Word je geen klant, dan wist ons systeem je aanvraag, je bericht en je bestanden ${dataRetentionMonths} maanden`,
    );
  });

  it('describes WhatsApp as it is used: the Business app, with WhatsApp no processor of ours', () => {
    expect(text()).toContain('WhatsApp Business-app');
    expect(text()).not.toMatch(/werkt WhatsApp voor ons/);
  });
});
