/*
 * Typesetting for the article's HTML, which comes from Markdown and so carries no classes of its own:
 * the wrapper styles the elements inside it. Measure about 70 characters, generous line height,
 * headings that clear the sticky site header when scrolled to.
 */
const prose = [
  'max-w-[42rem] text-[1.0625rem] leading-[1.75] [overflow-wrap:anywhere] text-ink-soft [&_table]:[overflow-wrap:normal]',
  '[&>*:first-child]:mt-0 [&_p]:mt-5',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink [&_h2]:outline-none sm:[&_h2]:text-[1.75rem]',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-ink',
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
  '[&_.checklist]:list-none [&_.checklist]:space-y-1 [&_.checklist]:rounded-control [&_.checklist]:border [&_.checklist]:border-line [&_.checklist]:bg-white [&_.checklist]:p-3 [&_.checklist]:pl-3 [&_.checklist_li]:mt-0 [&_.checklist_li]:pl-0',
  '[&_.checklist_label]:flex [&_.checklist_label]:cursor-pointer [&_.checklist_label]:items-start [&_.checklist_label]:gap-3 [&_.checklist_label]:rounded-lg [&_.checklist_label]:px-2 [&_.checklist_label]:py-1.5 [&_.checklist_label:hover]:bg-brand-50',
  '[&_.checklist_input]:mt-1.5 [&_.checklist_input]:size-[1.125rem] [&_.checklist_input]:shrink-0 [&_.checklist_input]:accent-brand-700',
  '[&_.checklist-score]:mt-4 [&_.checklist-score]:rounded-control [&_.checklist-score]:bg-brand-50 [&_.checklist-score]:px-4 [&_.checklist-score]:py-3 [&_.checklist-score]:font-semibold [&_.checklist-score]:text-brand-800 [&_.checklist-score:empty]:sr-only',
].join(' ');

/** The article's text; its links are plain links, which load the prerendered page. */
export function ArticleBody({ html }: { html: string }) {
  return <div className={prose} data-article-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
