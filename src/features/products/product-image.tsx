import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE } from './product-media';
import styles from './product-image.module.css';

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  alt: string;
}

/**
 * A 300x400 product picture in a 3:4 box that is reserved before the picture
 * loads, so nothing shifts; a picture that fails shows the local placeholder
 * instead (DECISIONS.md, Data).
 */
export function ProductImage({
  src,
  alt,
  className,
  loading = 'lazy',
  ...rest
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <img
      {...rest}
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={failed ? FALLBACK_IMAGE : src}
      alt={alt}
      width={300}
      height={400}
      loading={loading}
      decoding="async"
      data-failed={failed || undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
