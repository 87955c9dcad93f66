import { ExampleMark, exampleAttributes } from '../../components/ui/example-mark.tsx';
import { adviceNote, type Author } from './authors.ts';
import { dayLongText } from '../../../../shared/agency-clock.ts';

/** The writer's name as a byline, with the "Voorbeeld" mark while the writer is example content. */
export function AuthorName({ author, className = '' }: { author: Author; className?: string }) {
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-2 ${className}`} {...exampleAttributes(author.example)}>
      <span className="font-medium text-ink">{author.name}</span>
      {author.example ? <ExampleMark /> : null}
    </span>
  );
}

/**
 * Under an article: who wrote it, when it was last checked, the official sites it rests on, and that it is no
 * personal tax advice.
 */
export function AboutArticle({ author, updated, sources }: { author: Author; updated?: string; sources: readonly string[] }) {
  // One text node after the date: React writes a comment between two.
  const sourcesLine = `Officiële bronnen in dit artikel: ${sources.join(', ')}.`;
  return (
    <section aria-labelledby="over-artikel-titel" className="mt-12 max-w-[42rem] rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="over-artikel-titel" className="text-lg font-bold tracking-tight text-ink">
        Over dit artikel
      </h2>
      <p className="mt-3">
        <AuthorName author={author} />
        <span className="block text-sm text-muted">{author.role}</span>
      </p>
      <p className="mt-2 leading-relaxed text-ink-soft">
        {`${author.profile} `}
        <a href={author.path} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Meer over de schrijver
        </a>
      </p>
      <p className="mt-3 text-sm leading-relaxed text-ink-soft">
        {updated ? (
          <>
            Bijgewerkt op <time dateTime={updated}>{dayLongText(updated)}</time>
            {`. ${sourcesLine}`}
          </>
        ) : (
          sourcesLine
        )}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-muted">{adviceNote}</p>
    </section>
  );
}
