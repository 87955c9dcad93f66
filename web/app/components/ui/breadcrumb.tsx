import { ChevronRight } from '../../icons/icons.tsx';

export type Crumb = { label: string; to: string };

/** Where the page sits in the site; the last crumb is the page itself. BreadcrumbList data comes from the same list. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Kruimelpad" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.to} className="inline-flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="line-clamp-1 max-w-[40ch] font-medium text-ink">
                  {item.label}
                </span>
              ) : (
                <>
                  <a href={item.to} className="hover:text-brand-700 hover:underline">
                    {item.label}
                  </a>
                  <ChevronRight aria-hidden="true" className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
