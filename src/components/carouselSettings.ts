import { useSyncExternalStore } from 'react';
import type { Settings } from 'react-slick';

/** Spec §9: product sliders move on every 7 s. */
export const AUTOPLAY_MS = 7000;

/** Spec §2's steps, widest first: 5 items from 1600 px, 4 from 991, 3 from 700, 2 from 500, else 1. */
const SLIDE_STEPS: readonly { minWidth: number; slides: number }[] = [
  { minWidth: 1600, slides: 5 },
  { minWidth: 991, slides: 4 },
  { minWidth: 700, slides: 3 },
  { minWidth: 500, slides: 2 },
];

/** How many items a carousel shows at a screen width. */
export function slidesAt(width: number): number {
  return SLIDE_STEPS.find((step) => width >= step.minWidth)?.slides ?? 1;
}

/**
 * The item count for the current window. Computed here rather than with react-slick's `responsive`,
 * which 0.31 applies only after a resize, so a phone would open on the desktop's five items.
 */
export function useSlidesToShow(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => slidesAt(window.innerWidth),
    () => 1,
  );
}

export const carouselSettings: Settings = {
  slidesToScroll: 1,
  autoplay: true,
  autoplaySpeed: AUTOPLAY_MS,
  pauseOnHover: true,
  pauseOnFocus: true,
  arrows: true,
  dots: false,
  swipeToSlide: true,
};
