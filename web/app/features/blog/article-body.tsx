/*
 * Typesetting for the article's HTML, which comes from Markdown and so carries no classes of its own: one
 * class on the wrapper (`article-body`, web/app/design.css) styles the elements inside it.
 */

/** The article's text; its links are plain links, which load the prerendered page. */
export function ArticleBody({ html }: { html: string }) {
  return <div className="article-body" data-article-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
