import { Check, Sparkles } from '../../icons/icons.tsx';
import { vatStatus } from '../../../../shared/business-facts.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { LineText } from '../../components/ui/example-mark.tsx';
import { enterprisePrice, packages } from '../../content/packages.ts';

/** A card shows its first four features; the comparison table below has the rest. */
const FEATURES_SHOWN = 4;

/** Starter, Pro and Empire side by side, with Enterprise as a wide card underneath. */
export function PackageCards() {
  const tiers = packages.filter((item) => item.id !== 'enterprise');
  const enterprise = packages.find((item) => item.id === 'enterprise');
  return (
    <div>
      <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {tiers.map((item) => (
          <li
            key={item.id}
            className={`relative flex flex-col rounded-card border bg-white p-7 ${item.popular ? 'border-brand-600 shadow-float ring-2 ring-brand-600 lg:-my-3 lg:py-10' : 'border-line shadow-card'}`}
          >
            {item.badge ? (
              <span className="absolute -top-3.5 left-7 inline-flex items-center gap-1 rounded-full bg-accent-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                <Sparkles aria-hidden="true" className="size-3.5" /> <LineText line={item.badge} />
              </span>
            ) : null}
            <h3 className="text-2xl font-extrabold text-ink">{item.title}</h3>
            <p className="mt-1 text-ink-soft">{item.subtitle}</p>
            {/* Incl. btw first: towards consumers that is the price (art. 6:230m BW); the excl. amount beside it. */}
            {item.price ? (
              <>
                <p className="mt-5">
                  <span className="block text-3xl font-extrabold tracking-tight text-brand-800 tabular-nums">{item.price.incl}</span>{' '}
                  <span className="text-sm text-muted">{vatStatus.incl}, eenmalig voor de bouw</span>
                </p>
                <p className="text-sm text-muted tabular-nums">
                  {item.price.excl} {vatStatus.excl}
                </p>
              </>
            ) : null}
            {item.timeline ? <p className="mt-2 text-sm font-semibold text-ink-soft">{item.timeline}</p> : null}
            <ul className="mt-6 flex-1 space-y-2.5">
              {item.features.slice(0, FEATURES_SHOWN).map((feature) => (
                <li key={feature} className="flex items-start gap-2.5 text-ink-soft">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" strokeWidth={2.5} />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted">
              <LineText line={item.note} />
            </p>
            <ButtonLink
              to="/start"
              variant={item.popular ? 'accent' : 'secondary'}
              size="lg"
              className="mt-4 w-full"
              aria-label={`${item.cta}: start de intake`}
            >
              {item.cta}
            </ButtonLink>
          </li>
        ))}
      </ul>
      {enterprise ? (
        <div className="mt-8 flex flex-col gap-6 rounded-card bg-ink p-7 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h3 className="text-2xl font-extrabold">
              {enterprise.title} <span className="ml-2 align-middle text-base font-semibold text-accent-100">{enterprisePrice}</span>
            </h3>
            <p className="mt-2 text-slate-300">
              {enterprise.subtitle}. <LineText line={enterprise.note} />
            </p>
            <ul className="mt-4 grid gap-2 text-slate-200 sm:grid-cols-2">
              {enterprise.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" /> {feature}
                </li>
              ))}
            </ul>
          </div>
          <ButtonLink to="/start" variant="accent" size="lg">
            {enterprise.cta}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
