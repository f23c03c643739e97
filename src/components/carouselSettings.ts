import type { Settings } from 'react-slick';

/** Spec §9: product sliders move on every 7 s. */
export const AUTOPLAY_MS = 7000;

/**
 * Spec §2's breakpoints, mobile first: 1 item from 309 px, 2 from 500, 3 from 700, 4 from 991, 5 from 1600.
 * react-slick applies a `breakpoint` at and below its width, so each is one pixel under the next step.
 */
export const carouselSettings: Settings = {
  slidesToShow: 5,
  slidesToScroll: 1,
  autoplay: true,
  autoplaySpeed: AUTOPLAY_MS,
  pauseOnHover: true,
  pauseOnFocus: true,
  infinite: true,
  arrows: true,
  dots: false,
  swipeToSlide: true,
  responsive: [
    { breakpoint: 1599, settings: { slidesToShow: 4 } },
    { breakpoint: 990, settings: { slidesToShow: 3 } },
    { breakpoint: 699, settings: { slidesToShow: 2 } },
    { breakpoint: 499, settings: { slidesToShow: 1 } },
  ],
};

/** How many items the carousel shows at a screen width (the spec's table, for tests and skeleton counts). */
export function slidesAt(width: number): number {
  const matching = (carouselSettings.responsive ?? []).filter((r) => width <= r.breakpoint).sort((a, b) => a.breakpoint - b.breakpoint)[0];
  const settings = matching?.settings;
  return typeof settings === 'object' && settings.slidesToShow ? settings.slidesToShow : carouselSettings.slidesToShow!;
}
