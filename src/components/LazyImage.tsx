import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useImageUrl, usePictureSrcSet } from '../app/ConfigContext';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const FALLBACK_IMAGE = '/fallback.svg';
/** Spec §2: the real image loads once a fifth of it is in view. */
export const VISIBLE_THRESHOLD = 0.2;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | undefined;
  alt: string;
  /** Above the fold on every screen (the first cards of a grid): loads at once, first in line, as the largest paint. */
  priority?: boolean;
  /** How wide the picture is drawn at each screen width, so a raster picture comes at the width it needs. */
  sizes?: string;
};

/** A placeholder until the image scrolls into view, then the image; the fallback image if it fails. */
export default function LazyImage({ src, alt, className, priority = false, sizes, onError, ...rest }: Props) {
  const toUrl = useImageUrl();
  const toSrcSet = usePictureSrcSet();
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(priority);
  // The picture that failed to load: a new src is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const failed = !!src && failedSrc === src;

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    // Without IntersectionObserver the picture shows at once, after hydration so the first render matches the server's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const picture = src && !failed && visible ? toUrl(src) : undefined;
  const url = picture ?? (!src || failed ? FALLBACK_IMAGE : PLACEHOLDER_IMAGE);
  const srcSet = picture && toSrcSet(picture);
  return (
    <img
      ref={ref}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      className={`lazy-image${visible && !failed ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
