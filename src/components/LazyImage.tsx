import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useImageUrl } from '../app/ConfigContext';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const FALLBACK_IMAGE = '/fallback.svg';
/** Spec §2: the real image loads once a fifth of it is in view. */
export const VISIBLE_THRESHOLD = 0.2;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | undefined;
  alt: string;
  /** Above the fold on every screen (the first cards of a grid): loads at once, first in line, as the largest paint. */
  priority?: boolean;
};

/** A placeholder until the image scrolls into view, then the image; the fallback image if it fails. */
export default function LazyImage({ src, alt, className, priority = false, onError, ...rest }: Props) {
  const toUrl = useImageUrl();
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(priority);
  const [failed, setFailed] = useState(false);

  useEffect(() => setFailed(false), [src]);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
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

  const url = !src || failed ? FALLBACK_IMAGE : visible ? toUrl(src) : PLACEHOLDER_IMAGE;
  return (
    <img
      ref={ref}
      src={url}
      alt={alt}
      className={`lazy-image${visible && !failed ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
