import { AUTOPLAY_MS, carouselSettings, slidesAt } from './carouselSettings';

describe('carousel settings', () => {
  it.each([
    [309, 1],
    [499, 1],
    [500, 2],
    [699, 2],
    [700, 3],
    [990, 3],
    [991, 4],
    [1599, 4],
    [1600, 5],
    [2400, 5],
  ])('at %i px shows %i items', (width, items) => {
    expect(slidesAt(width)).toBe(items);
  });

  it('autoplays every 7 s', () => {
    expect(carouselSettings.autoplay).toBe(true);
    expect(carouselSettings.autoplaySpeed).toBe(AUTOPLAY_MS);
    expect(AUTOPLAY_MS).toBe(7000);
  });
});
