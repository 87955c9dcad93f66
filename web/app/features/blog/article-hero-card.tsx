import { brand } from '../../../../shared/business-facts.ts';
import { Drawing } from '../../icons/icons.tsx';
import { categories, type Category } from './categories.ts';

/**
 * An article's title card at the top of its page, drawn in the page itself rather than loaded as an image:
 * the image (web/scripts/blog-assets.ts, still the one shared and shown on the cards) was the page's largest
 * paint and needed a round trip of its own after the document, about 560 ms under slow 4G, so the page
 * painted its text at once and the card only later. Drawn inline it is there in the first frame. Its sizes
 * are the image's, in container units (1cqw is 8 of the image's 800 units), so it scales as the image did.
 * The image's diagonal gradient is the card's background (CSS `to bottom right` runs corner to corner as the
 * image's does); its figure and mark are a symbol of the cached icon sprite (hero-art.ts, heroDrawings), as
 * drawn in each page they were some 0.3 KB of its first round trip. Neither is text, so the page's largest
 * paint never waits for the sprite.
 * Hidden from screen readers: it repeats the heading and the category just above it. Its label is a shade
 * darker than the image's orange: as text in the page it needs a contrast of 4.5 with its white letters.
 */
export function ArticleHeroCard({ title, category }: { title: string; category: Category }) {
  // The image steps the title down from 44 to 28 units until it fits above the mark; two steps do here.
  const titleSize = title.length > 52 ? 'text-[4.5cqw]' : 'text-[5.5cqw]';
  return (
    <div aria-hidden="true" className="hero-card">
      <Drawing drawing={`kaart-${category}`} className="absolute inset-0 size-full" />
      <div className="relative pt-[7cqw] pl-[6cqw]">
        <span className="hero-card-label">{categories[category]}</span>
        <p className={`hero-card-title ${titleSize}`}>{title}</p>
      </div>
      <span className="hero-card-brand">{brand.name}</span>
    </div>
  );
}
