import { ArrowRight, type IconComponent } from '../../icons/icons.tsx';
import type { ReactNode } from 'react';

/** The one card surface of the site: white, rounded, a soft shadow. */
export function Card({
  className = '',
  children,
  as: Tag = 'div',
}: {
  className?: string;
  children: ReactNode;
  as?: 'div' | 'li' | 'article';
}) {
  return <Tag className={`rounded-card border border-line bg-white p-6 shadow-card ${className}`}>{children}</Tag>;
}

/** The rounded square an icon sits in on cards. */
export function IconBadge({ icon: Icon, tone = 'brand' }: { icon: IconComponent; tone?: 'brand' | 'accent' }) {
  const colours = tone === 'brand' ? 'bg-brand-50 text-brand-700 ring-brand-100' : 'bg-accent-50 text-accent-700 ring-accent-100';
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset ${colours}`}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/** A card with an icon, an h3 and a short text, optionally ending in a link. */
export function IconCard({
  icon,
  title,
  children,
  link,
  tone,
  as = 'li',
  headingLevel = 3,
}: {
  icon: IconComponent;
  title: ReactNode;
  children: ReactNode;
  link?: { to: string; label: string };
  tone?: 'brand' | 'accent';
  as?: 'div' | 'li' | 'article';
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Card as={as} className="flex flex-col transition-shadow hover:shadow-float">
      <IconBadge icon={icon} tone={tone} />
      <Heading className="mt-5 text-lg font-bold text-ink">{title}</Heading>
      <div className="mt-2 flex-1 leading-relaxed text-ink-soft">{children}</div>
      {link ? (
        <a href={link.to} className="group mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800">
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </a>
      ) : null}
    </Card>
  );
}
