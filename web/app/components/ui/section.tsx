import type { ReactNode } from 'react';

export type SectionTone = 'white' | 'canvas' | 'brand';

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  canvas: 'bg-canvas',
  brand: 'bg-brand-900 text-brand-100',
};

/** A full-width band of a page with the site's vertical rhythm; its heading comes from SectionHeading. */
export function Section({
  id,
  tone = 'white',
  labelledBy,
  className = '',
  children,
}: {
  id?: string;
  tone?: SectionTone;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-16 sm:py-section ${tones[tone]} ${className}`}>
      <div className="container-page">{children}</div>
    </section>
  );
}

/** The eyebrow, h2 and introduction that open a section, in one style on every page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
  inverted = false,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'left' | 'center';
  inverted?: boolean;
}) {
  const centered = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${centered}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wide uppercase ${inverted ? 'text-accent-100' : 'text-accent-700'}`}>{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${inverted ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 space-y-3 text-lg leading-relaxed ${inverted ? 'text-brand-100' : 'text-ink-soft'}`}>{children}</div>
      ) : null}
    </div>
  );
}
