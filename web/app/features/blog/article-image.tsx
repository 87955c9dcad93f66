import type { ArticleImage as Image } from './categories.ts';

/**
 * An article's 800x400 image: the WebP (400 wide where `sizes` says that is enough), which every browser the
 * site supports shows, so no PNG fallback beside it (the PNG is the social card's image, og:image, and shown
 * only where an article has no WebP). Width and height are always set, so the page never shifts when it
 * arrives; the hero loads eagerly, cards lazily.
 * `priority` (high fetch priority) is for a hero that is the page's largest paint; where text is, the
 * image would only take bandwidth from the stylesheet.
 */
export function ArticleImage({
  image,
  hero = false,
  priority = hero,
  className = '',
  sizes,
}: {
  image: Image;
  hero?: boolean;
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  // Inside <picture>, which React's server renderer never preloads: an eager image that is not the page's
  // largest paint (the blog's featured card) must not take bandwidth from the stylesheet in the head.
  return (
    <picture>
      <img
        src={image.webp ?? image.png}
        srcSet={image.webp && image.webpSmall ? `${image.webpSmall} 400w, ${image.webp} 800w` : undefined}
        sizes={image.webp && image.webpSmall ? sizes : undefined}
        alt=""
        width={800}
        height={400}
        loading={hero ? 'eager' : 'lazy'}
        decoding={hero ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={`aspect-[2/1] h-auto w-full bg-brand-800 object-cover ${className}`.trim()}
      />
    </picture>
  );
}
