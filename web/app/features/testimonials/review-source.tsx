import { Star } from '../../icons/icons.tsx';
import { formatNumber, reviews } from '../../../../shared/business-facts.ts';
import { ExternalLink } from '../../components/ui/external-link.tsx';

/**
 * The rating with a link to the reviews behind it, on every page whose structured data carries that rating
 * (a rating in structured data must be visible and traceable on the page). Without a real source: nothing.
 */
export function ReviewSource() {
  if (!reviews.sourceUrl || reviews.example) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink-soft">
      <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
      <ExternalLink href={reviews.sourceUrl} className="underline underline-offset-2 hover:text-ink">
        Gemiddeld {formatNumber(reviews.ratingValue)} van de 5 uit {reviews.reviewCount} beoordelingen op {reviews.sourceName}
      </ExternalLink>
    </p>
  );
}
