import type { ResponsiveImageFragment } from '../gql/graphql';

interface ResponsiveImageProps {
  image: ResponsiveImageFragment;
  /** The size the layout gives the image, e.g. "310px" or "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  width: number;
  height: number;
  alt?: string;
  className?: string;
  eager?: boolean;
}

/** An image of the shop with its thumbnails as srcset; lazy unless it is above the fold. */
export function ResponsiveImage({ image, sizes, width, height, alt, className, eager = false }: ResponsiveImageProps) {
  const srcSet =
    image.srcset.length > 0 ? image.srcset.map((source) => `${source.url} ${source.width}w`).join(', ') : undefined;
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt ?? image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
