import type { ArticleImage as Image } from './categories.ts';

/**
 * An article's 800x400 image: WebP where the browser takes it (400 wide where `sizes` says that is enough), the PNG otherwise. Width and height
 * are always set, so the page never shifts when it arrives; the hero loads eagerly, cards lazily.
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
  return (
    <picture>
      {image.webp ? (
        <source
          type="image/webp"
          srcSet={image.webpSmall ? `${image.webpSmall} 400w, ${image.webp} 800w` : image.webp}
          sizes={image.webpSmall ? sizes : undefined}
        />
      ) : null}
      <img
        src={image.png}
        alt=""
        width={800}
        height={400}
        loading={hero ? 'eager' : 'lazy'}
        decoding={hero ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={`aspect-[2/1] h-auto w-full bg-brand-800 object-cover ${className}`}
      />
    </picture>
  );
}
