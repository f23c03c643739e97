import { Suspense, useMemo, useState } from 'react';
import { lazyChunk } from '../../../app/chunks';
import { useImageUrl, usePictureSrcSet } from '../../../app/ConfigContext';
import { FALLBACK_IMAGE, PLACEHOLDER_IMAGE } from '../../../components/LazyImage';
import { useHydrated } from '../../../components/useHydrated';
import { useMediaQuery } from '../../../components/useMediaQuery';
import { pictureColours, shownPicture } from '../../../domain/colourPictures';
import { localName } from '../../../domain/localNames';
import { colorValues } from '../../../domain/skuSelection';
import type { Item } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import type { Texts } from '../../../i18n/texts';
import { useSkuChooser } from './useSkuChooser';

const ZoomModal = lazyChunk(() => import(/* webpackChunkName: "zoom" */ './ZoomModal'));

/** Spec §2: the zoom modal only on screens wider than 767 px. */
export const ZOOM_QUERY = '(min-width: 768px)';
/** The main picture's width: half the page beside the details from 768 px (details.css), else the whole screen. */
const MAIN_SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * A thumbnail is drawn 72 px wide: a photo's narrowest width serves it, not the full picture. Its picture comes once the
 * page has hydrated, the shop's placeholder (the page's other pictures share its file) holding its place till then: on
 * a slow link the thumbnails' files shared the bandwidth with the script the page waits for to answer a tap (five
 * 2 KiB pictures held the size tapped at first paint back by some 200 ms on the slow profile, and a photo's narrowest
 * file is ten times that), while the main picture already shows the product.
 */
function Thumbnail({ url, srcSet }: { url: string; srcSet: string | undefined }) {
  const hydrated = useHydrated();
  if (!hydrated) return <img src={PLACEHOLDER_IMAGE} alt="" width={72} height={72} />;
  return <img src={url} srcSet={srcSet} sizes={srcSet ? '72px' : undefined} alt="" width={72} height={72} loading="lazy" />;
}

const thumbLabel = ({ t }: Texts, index: number, count: number, colour: string | undefined) =>
  colour ? t('shop.gallery.thumbInColour', { index: index + 1, count, colour }) : t('shop.gallery.thumb', { index: index + 1, count });

/**
 * The product's pictures: the main one shows the chosen colour, and a thumbnail of another colour chooses that colour
 * (the size follows as the picker's rules say), so the picture and Add to cart never disagree.
 */
export default function ProductGallery({ item }: { item: Item }) {
  const texts = useTexts();
  const toUrl = useImageUrl();
  const toSrcSet = usePictureSrcSet();
  const { choice, choose } = useSkuChooser(item);
  const [picked, setPicked] = useState<string>();
  const [zoomOpen, setZoomOpen] = useState(false);
  const canZoom = useMediaQuery(ZOOM_QUERY);
  const title = item.title;
  const images = item.images.length ? item.images : item.image ? [item.image] : [];
  const colours = useMemo(() => pictureColours(item), [item]);
  const colourNames = new Map(colorValues(item).map((colour) => [colour.id, localName(colour, texts.language)]));
  const current = shownPicture(images, colours, choice.colorId, picked);
  const pick = (image: string) => {
    setPicked(image);
    const colorId = colours.get(image);
    if (colorId && colorId !== choice.colorId) choose('colorId', colorId);
  };
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
        <button
          type="button"
          className="gallery__main gallery__main--zoomable"
          onClick={() => setZoomOpen(true)}
          aria-label={texts.t('shop.gallery.zoomInto', { title })}
        >
          {main}
        </button>
      ) : (
        <div className="gallery__main">{main}</div>
      )}
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={texts.t('shop.gallery.images')}>
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={image === current}
                aria-label={thumbLabel(texts, i, images.length, colourNames.get(colours.get(image) ?? ''))}
                onClick={() => pick(image)}
              >
                <Thumbnail url={toUrl(image)!} srcSet={toSrcSet(toUrl(image)!)} />
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
