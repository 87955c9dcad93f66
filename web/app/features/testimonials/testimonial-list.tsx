import { Quote, Star } from '../../icons/icons.tsx';
import { ExampleMark, ExampleNote, exampleAttributes } from '../../components/ui/example-mark.tsx';
import { ExternalLink } from '../../components/ui/external-link.tsx';
import { testimonials } from '../../../../shared/showcase.ts';

function Rating({ value }: { value: number }) {
  return (
    <p className="flex items-center gap-0.5" aria-label={`${value} van de 5 sterren`} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-4 ${n <= value ? 'fill-accent-500 text-accent-500' : 'fill-line text-line'}`} />
      ))}
    </p>
  );
}

/** What clients say, as quote cards; an invented one carries a "Voorbeeld" label and never links a site. */
export function TestimonialList() {
  const anyExample = testimonials.some((item) => item.example);
  return (
    <div {...exampleAttributes(anyExample)}>
      {anyExample ? <ExampleNote className="mb-5">Deze ervaringen zijn voorbeelden, nog geen echte klantverhalen.</ExampleNote> : null}
      <ul className="grid gap-5 md:grid-cols-2">
        {testimonials.map((item) => (
          <li key={item.name} {...exampleAttributes(item.example)}>
            <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
              <div className="flex items-center justify-between">
                <div className="flex items-center gap-3">
                  <Rating value={item.rating} />
                  {item.example ? <ExampleMark /> : null}
                </div>
                <Quote aria-hidden="true" className="size-7 text-brand-100" />
              </div>
              <blockquote className="mt-4 flex-1 text-[1.05rem] leading-relaxed text-ink">
                <p>“{item.text}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {item.name
                    .split(' ')
                    .filter((part) => part[0] === part[0]?.toUpperCase())
                    .map((part) => part[0])
                    .slice(0, 2)
                    .join('')}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-ink">{item.name}</span>
                  <span className="block text-muted">
                    {item.role},{' '}
                    {item.companyUrl && !item.example ? (
                      <ExternalLink href={item.companyUrl} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                        {item.company}
                      </ExternalLink>
                    ) : (
                      item.company
                    )}{' '}
                    · {item.location}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
