import React from 'react';

/**
 * A CMS image as the site build gives it (gatsby-source-cms, decision 045): the site's own
 * copy with its size, a `srcset` in its format and the same widths in modern formats. The
 * preview page passes CMS images with the address only; they render as a plain image.
 */
export interface CmsImageFile {
  url: string;
  width?: number | null;
  height?: number | null;
  srcSet?: string | null;
  sources?: readonly { type: string; srcSet: string }[] | null;
}

export interface CmsImageProps {
  image: CmsImageFile;
  alt: string;
  /** How wide the image is shown, for the browser's choice in the srcset (`sizes`). */
  sizes: string;
  className?: string;
  /**
   * `high`: the largest picture of the first screen (loaded at once, before other images);
   * `eager`: on the first screen; otherwise loaded when it comes near the viewport.
   */
  priority?: 'high' | 'eager';
}

export function CmsImage({ image, alt, sizes, className, priority }: CmsImageProps) {
  const srcSet = image.srcSet || undefined;
  // React 18 knows no `fetchPriority` prop: the attribute is passed through in lower case.
  const fetchPriority = priority === 'high' ? { fetchpriority: 'high' } : {};
  const img = (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority === 'high' ? undefined : 'async'}
      {...fetchPriority}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
