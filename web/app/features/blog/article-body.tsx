import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/*
 * Typesetting for the article's HTML, which comes from Markdown and so carries no classes of its own:
 * the wrapper styles the elements inside it. Measure about 70 characters, generous line height,
 * headings that clear the sticky site header when scrolled to.
 */
const prose = [
  'max-w-[42rem] text-[1.0625rem] leading-[1.75] text-ink-soft',
  '[&>*:first-child]:mt-0 [&_p]:mt-5',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink [&_h2]:outline-none sm:[&_h2]:text-[1.75rem]',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-200 [&_a]:decoration-2 [&_a]:underline-offset-2 [&_a:hover]:text-brand-800 [&_a:hover]:decoration-brand-600',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-600 [&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-r-control [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:bg-accent-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote_p]:mt-2 [&_blockquote>p:first-child]:mt-0',
  '[&_hr]:my-10 [&_hr]:border-line',
  '[&_code]:rounded [&_code]:bg-canvas [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-ink',
  '[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-control [&_.table-scroll]:border [&_.table-scroll]:border-line [&_.table-scroll]:bg-white',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-[0.95rem] [&_th]:bg-brand-50 [&_th]:px-4 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:whitespace-nowrap [&_th]:text-ink',
  '[&_td]:border-t [&_td]:border-line [&_td]:px-4 [&_td]:py-2.5 [&_td]:align-top',
].join(' ');

/** The article's text. Links to other pages of the site navigate inside the app instead of reloading it. */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/blog/rss.xml')) return;
    event.preventDefault();
    navigate(href);
  }

  // Enter on a focused link fires a click too, so keyboard use takes the same path.
  return <div className={prose} data-article-body="" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
