import { Check, Lightbulb } from '../../icons/icons.tsx';
import { priceParts, promises, vatStatus } from '../../../../shared/business-facts.ts';
import { Card, IconBadge } from '../../components/ui/card.tsx';
import { systemCards } from '../../content/systems.ts';

/** The six systems for sale, each with what it does, why it helps and its starting price. */
export function SystemCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {systemCards.map((system) => (
        <Card as="li" key={system.id} className="flex flex-col transition-shadow hover:shadow-float">
          <div className="flex items-start justify-between gap-3">
            <IconBadge icon={system.icon} />
            <span className="rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold text-muted ring-1 ring-line ring-inset">
              {system.category}
            </span>
          </div>
          <h3 className="mt-5 text-xl font-bold text-ink">{system.name}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{system.description}</p>
          <p className="mt-4 flex items-start gap-2 rounded-control bg-accent-50 p-3 text-sm text-ink">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            <span>
              <span className="font-semibold">Waarom: </span>
              {system.why}
            </span>
          </p>
          <ul className="mt-4 flex-1 space-y-2 text-[0.95rem] text-ink-soft">
            {system.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" strokeWidth={2.5} /> {feature}
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t border-line pt-5">
            <p className="text-sm text-muted">Vanaf</p>
            <p>
              <span className="block text-3xl font-extrabold tracking-tight text-brand-800 tabular-nums">
                {priceParts(system.priceFrom).incl}
              </span>{' '}
              <span className="text-sm text-muted">
                {vatStatus.incl} ({priceParts(system.priceFrom).excl} {vatStatus.excl})
              </span>
            </p>
            <p className="text-sm text-muted">eenmalig, {promises.licence}; hosting en gebruik per maand</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
