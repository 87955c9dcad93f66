import { Marked, Renderer, type Tokens } from 'marked';
import { uniqueIds, type TocEntry } from './headings.ts';
import { countWords } from './reading-time.ts';
import { trackingParameters } from './sources.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/** Plain text of an HTML fragment: tags dropped, the entities marked writes decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The rendered article, with the other sites it links (absolute URLs, in order) for the build's source check. */
export type RenderedArticle = { html: string; toc: TocEntry[]; words: number; externalLinks: string[] };

/**
 * Markdown to HTML, at build time only. Every h2 gets an id by the TOC rule and becomes a TOC entry;
 * tables get a scrolling, keyboard-focusable wrapper so a wide table never widens a phone's page. Links to other
 * sites open as links do, in the same tab (the reader decides), and carry no tracking parameters.
 */
export function renderMarkdown(markdown: string, fileName = 'artikel'): RenderedArticle {
  const nextId = uniqueIds();
  const toc: TocEntry[] = [];
  const externalLinks: string[] = [];
  // Each table is named after the heading above it ("Tabel: Wat kost een logo?"), so a page with several
  // tables has landmarks a screen reader can tell apart.
  let lastHeading = '';
  const tablesUnder = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth === 1) throw new Error(`${fileName}: gebruik geen kop van niveau 1 (# ...) in de tekst; de titel is al de h1.`);
        const text = textOf(inner);
        lastHeading = text;
        if (depth !== 2) return `<h${depth}>${inner}</h${depth}>\n`;
        const id = nextId(text);
        toc.push({ id, text, level: 2 });
        return `<h2 id="${escapeAttribute(id)}" tabindex="-1">${inner}</h2>\n`;
      },
      // A scrolling, keyboard-focusable region around every table, so a wide one never widens a phone's page.
      table(token: Tokens.Table) {
        const count = (tablesUnder.get(lastHeading) ?? 0) + 1;
        tablesUnder.set(lastHeading, count);
        const name = `Tabel${count > 1 ? ` ${count}` : ''}${lastHeading ? `: ${lastHeading}` : ''}`;
        const table = Renderer.prototype.table.call(this, token).trimEnd();
        return `<section class="table-scroll" tabindex="0" aria-label="${escapeAttribute(name)}">${table}</section>\n`;
      },
      // Markdown tables have one header row, so every header cell heads its column; an empty corner cell of a
      // comparison table heads nothing and, as a header, would confuse screen readers.
      tablecell(token: Tokens.TableCell) {
        const content = this.parser.parseInline(token.tokens);
        const align = token.align ? ` align="${token.align}"` : '';
        if (!token.header) return `<td${align}>${content}</td>\n`;
        if (content === '') return '<td></td>\n';
        return `<th scope="col"${align}>${content}</th>\n`;
      },
      // A GFM task list ("- [ ] ...") is a checklist the reader can tick: each item a real, labelled checkbox,
      // and below the list a line ArticleChecklists (article-checklists.tsx) fills with the count once JavaScript runs.
      list(token: Tokens.List) {
        if (!token.items.some((item) => item.task) || token.loose) return false;
        const items = token.items.map((item) => `<li><label>${this.parser.parse(item.tokens)}</label></li>\n`).join('');
        return `<ul class="checklist" data-checklist="">\n${items}</ul>\n<p class="checklist-score" data-checklist-score="" role="status"></p>\n`;
      },
      checkbox({ checked }: Tokens.Checkbox) {
        return `<input type="checkbox"${checked ? ' checked=""' : ''}> `;
      },
      // Articles are Markdown only: raw HTML, and links that are not to a page, an anchor, a website or an
      // email address, stop the build instead of reaching a visitor.
      html({ text }: Tokens.HTML | Tokens.Tag) {
        throw new Error(`${fileName}: HTML in een artikel is niet toegestaan (${text.trim().slice(0, 40)}); schrijf het in Markdown.`);
      },
      link({ href, title, tokens }: Tokens.Link) {
        if (!/^(https?:\/\/|\/(?!\/)|#|mailto:)/.test(href))
          throw new Error(`${fileName}: de link '${href}' gaat niet naar een pagina, website of e-mailadres.`);
        if (/^https?:\/\//.test(href)) {
          const tracking = trackingParameters(href);
          if (tracking.length > 0)
            throw new Error(`${fileName}: de link '${href}' draagt volgparameters (${tracking.join(', ')}); link de pagina zonder.`);
          externalLinks.push(href);
        }
        const inner = this.parser.parseInline(tokens);
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
        return `<a href="${escapeAttribute(href)}"${titleAttribute}>${inner}</a>`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  return { html, toc, words: countWords(textOf(html)), externalLinks };
}
