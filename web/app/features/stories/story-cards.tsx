import { ArrowUpRight, MapPin, TrendingUp } from '../../icons/icons.tsx';
import { ExampleMark, exampleAttributes } from '../../components/ui/example-mark.tsx';
import { ExternalLink } from '../../components/ui/external-link.tsx';
import type { LaunchedCompany } from '../../../../shared/showcase.ts';

/**
 * Success stories of launched companies: who, where, what we did and what it brought. A real company gets a
 * link to its site; an invented example gets a "Voorbeeld" label and no link.
 */
export function StoryCards({ companies, detailed = false }: { companies: readonly LaunchedCompany[]; detailed?: boolean }) {
  const columns = companies.length === 2 ? 'md:grid-cols-2' : 'sm:grid-cols-2';
  return (
    <ul className={`grid gap-5 ${columns}`}>
      {companies.map((company) => (
        <li
          key={company.id}
          id={detailed ? company.id : undefined}
          {...exampleAttributes(company.example)}
          className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
        >
          <div className="flex items-start justify-between gap-4">
            <img src={company.logo} alt="" width="160" height="48" className="h-9 w-auto" />
            <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden="true" className="size-4" /> {company.city}
            </span>
          </div>
          <h3 className="mt-5 flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
            {company.name}
            {company.example ? <ExampleMark /> : null}
          </h3>
          <p className="text-sm text-muted">{company.sector}</p>
          <dl className="mt-4 space-y-3 text-[0.95rem]">
            <div>
              <dt className="font-semibold text-ink">Wat we deden</dt>
              <dd className="text-ink-soft">{company.story.service}</dd>
            </div>
            <div className="rounded-control bg-brand-50 p-3">
              <dt className="sr-only">Resultaat</dt>
              <dd className="flex items-start gap-2 font-semibold text-brand-800">
                <TrendingUp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {company.story.result}
              </dd>
            </div>
          </dl>
          {detailed ? <p className="mt-4 leading-relaxed text-ink-soft">{company.story.summary}</p> : null}
          {company.url && !company.example ? (
            <ExternalLink
              href={company.url}
              className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              Bekijk {company.name}
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </ExternalLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
