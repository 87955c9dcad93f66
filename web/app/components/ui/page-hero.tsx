import { CheckCircle2 } from '../../icons/icons.tsx';
import type { ReactNode } from 'react';
import { lineText, type Line } from '../../content/claimed.ts';
import { LineText } from './example-mark.tsx';

/** The hero's picture: an illustration (560x500) or a framed screenshot (800x520). */
export type HeroImage = { src: string; width: number; height: number; framed?: boolean };

/** What the hidden `<img>` shows below the breakpoint: nothing, without a request. */
const emptyImage = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * The opening of a marketing page: optional breadcrumb and badge, the page's one h1, an introduction,
 * actions, trust points and a picture on the right from the large breakpoint on. The picture is decorative
 * and hidden below that breakpoint, so there it is a `<source>` that does not match: a phone never fetches
 * it, and React does not preload an image inside `<picture>`.
 */
export function PageHero({
  breadcrumb,
  badge,
  title,
  children,
  actions,
  points,
  image,
  footer,
}: {
  breadcrumb?: ReactNode;
  badge?: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Trust points; one that states a claim carries its example mark. */
  points?: readonly Line[];
  image?: HeroImage;
  footer?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50rem_28rem_at_90%_0%,var(--color-brand-100),transparent_70%),radial-gradient(30rem_20rem_at_0%_100%,var(--color-accent-50),transparent_70%)]"
      />
      <div className="container-page relative py-12 sm:py-20">
        {breadcrumb ? <div className="mb-8">{breadcrumb}</div> : null}
        <div className={image ? 'grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]' : ''}>
          <div>
            {badge ? <div className="mb-5">{badge}</div> : null}
            <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance break-words text-ink sm:text-5xl lg:text-display">
              {title}
            </h1>
            <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-ink-soft sm:text-xl">{children}</div>
            {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
            {points ? (
              <ul className="mt-8 grid gap-2.5 text-ink-soft sm:grid-cols-3 sm:gap-4">
                {points.map((point) => (
                  <li key={lineText(point)} className="flex items-start gap-2 text-[0.95rem] font-medium">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <span>
                      <LineText line={point} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {image ? (
            <picture className="hidden lg:block">
              {/* The media query is Tailwind's lg breakpoint, the one that shows the picture. */}
              <source media="(min-width: 64rem)" srcSet={image.src} />
              <img
                src={emptyImage}
                alt=""
                width={image.width}
                height={image.height}
                decoding="async"
                className={`w-full ${image.framed ? 'rounded-card shadow-float ring-1 ring-line' : ''}`}
              />
            </picture>
          ) : null}
        </div>
        {footer ? <div className="mt-12">{footer}</div> : null}
      </div>
    </section>
  );
}
