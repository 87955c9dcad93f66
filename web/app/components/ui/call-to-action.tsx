import { ArrowRight } from '../../icons/icons.tsx';
import type { ReactNode } from 'react';
import { ButtonLink } from './button.tsx';

export type CtaLink = { to: string; label: string };

/** The closing band of a page: one clear next step and, beside it, a quieter second one. */
export function CallToAction({
  title,
  children,
  primary,
  secondary,
}: {
  title: string;
  children: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <section aria-labelledby="afsluiting" className="bg-white py-16 sm:py-section">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-[1.75rem] bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(40rem_18rem_at_100%_0%,rgb(18_154_128/0.45),transparent_70%),radial-gradient(30rem_16rem_at_0%_100%,rgb(242_107_29/0.25),transparent_70%)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="afsluiting" className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
              {title}
            </h2>
            <div className="mt-4 text-lg leading-relaxed text-brand-100">{children}</div>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <ButtonLink to={primary.to} variant="accent" size="lg">
                {primary.label} <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              {secondary ? (
                <ButtonLink to={secondary.to} variant="inverted" size="lg">
                  {secondary.label}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
