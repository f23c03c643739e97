import { isShowroom, nativeMapsUrl } from './outletLinks';

describe('outlet links', () => {
  it.each([
    ['SHOWROOM', true],
    ['FRANCHISE_SHOWROOM', true],
    ['WAREHOUSE', false],
    ['showroom', false],
    ['', false],
  ])('a %p is a showroom: %p', (type, expected) => {
    expect(isShowroom({ type })).toBe(expected);
  });

  it('points the native maps link at the coordinates', () => {
    expect(nativeMapsUrl(23.7509, 90.3904)).toBe('https://www.google.com/maps/search/?api=1&query=23.7509,90.3904');
  });
});
