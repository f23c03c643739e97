import { lazy, Suspense, useState } from 'react';
import { useImageUrl, usePictureSrcSet } from '../../../app/ConfigContext';
import { FALLBACK_IMAGE } from '../../../components/LazyImage';
import { useMediaQuery } from '../../../components/useMediaQuery';

const ZoomModal = lazy(() => import(/* webpackChunkName: "zoom" */ './ZoomModal'));

/** Spec §2: the zoom modal only on screens wider than 767 px. */
export const ZOOM_QUERY = '(min-width: 768px)';
/** The main picture's width: half the page beside the details from 768 px (details.css), else the whole screen. */
const MAIN_SIZES = '(min-width: 768px) 50vw, 100vw';

export default function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const toUrl = useImageUrl();
  const toSrcSet = usePictureSrcSet();
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const canZoom = useMediaQuery(ZOOM_QUERY);
  const current = images[index] ?? images[0];
  const picture = current ? toUrl(current)! : FALLBACK_IMAGE;
  const srcSet = current ? toSrcSet(picture) : undefined;
  const main = (
    <img
      src={picture}
      srcSet={srcSet}
      sizes={srcSet ? MAIN_SIZES : undefined}
      alt={title}
      className="gallery__main-image"
      width={600}
      height={600}
      fetchPriority="high"
      onError={(e) => {
        e.currentTarget.removeAttribute('srcset');
        e.currentTarget.src = FALLBACK_IMAGE;
      }}
    />
  );

  return (
    <div className="gallery">
      {canZoom && current ? (
        <button type="button" className="gallery__main gallery__main--zoomable" onClick={() => setZoomOpen(true)} aria-label={`Zoom into ${title}`}>
          {main}
        </button>
      ) : (
        <div className="gallery__main">{main}</div>
      )}
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image}>
              <button type="button" className="gallery__thumb" aria-pressed={i === index} aria-label={`Image ${i + 1} of ${images.length}`} onClick={() => setIndex(i)}>
                <img src={toUrl(image)} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && current && (
        <Suspense fallback={null}>
          <ZoomModal image={current} alt={title} open={zoomOpen} onClose={() => setZoomOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
