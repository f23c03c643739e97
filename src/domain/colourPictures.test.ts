import { COLOR_OPTION_ID, SIZE_OPTION_ID } from './options';
import { pictureColours, shownPicture } from './colourPictures';
import type { Sku } from './types';

const sku = (code: string, colorId: string, images: string[]): Sku => ({
  code,
  salesPrice: 900,
  discountedSalesPrice: 0,
  salesDiscount: 0,
  images,
  attributeValues: [
    { id: colorId, optionId: COLOR_OPTION_ID, optionName: 'Color', name: colorId },
    { id: `size-${code}`, optionId: SIZE_OPTION_ID, optionName: 'Size', name: 'M' },
  ],
  stocks: [],
});

const item = {
  skus: [sku('B-M', 'black', ['/1.svg', '/3.svg']), sku('B-L', 'black', ['/1.svg', '/3.svg']), sku('R-M', 'red', ['/2.svg'])],
};
const pictures = ['/1.svg', '/2.svg', '/3.svg', '/4.svg'];
const colours = pictureColours(item);

describe('pictures by colour', () => {
  it('reads each picture’s colour from the SKUs that show it; a picture no SKU names has none', () => {
    expect(Object.fromEntries(colours)).toEqual({ '/1.svg': 'black', '/3.svg': 'black', '/2.svg': 'red' });
  });

  it('shows the chosen colour’s first picture when nothing fitting was picked', () => {
    expect(shownPicture(pictures, colours, 'red', undefined)).toBe('/2.svg');
    expect(shownPicture(pictures, colours, 'black', '/2.svg')).toBe('/1.svg');
  });

  it('keeps a picked picture of the chosen colour, or of no colour', () => {
    expect(shownPicture(pictures, colours, 'black', '/3.svg')).toBe('/3.svg');
    expect(shownPicture(pictures, colours, 'red', '/4.svg')).toBe('/4.svg');
  });

  it('falls back to the first picture for a colour without pictures, a product without colours, or a picture not in the list', () => {
    expect(shownPicture(pictures, colours, 'white', undefined)).toBe('/1.svg');
    expect(shownPicture(pictures, new Map(), undefined, '/3.svg')).toBe('/3.svg');
    expect(shownPicture(pictures, colours, 'red', '/9.svg')).toBe('/2.svg');
    expect(shownPicture([], colours, 'red', undefined)).toBeUndefined();
  });
});
