import { pictureSrcSet } from './pictures';

describe('pictureSrcSet', () => {
  const widths = [400, 800];

  test.each([
    [
      'https://cdn.example.com/items/shirt.jpg',
      'https://cdn.example.com/items/shirt.jpg?w=400 400w, https://cdn.example.com/items/shirt.jpg?w=800 800w',
    ],
    ['/images/items/MM-10001/1.png', '/images/items/MM-10001/1.png?w=400 400w, /images/items/MM-10001/1.png?w=800 800w'],
    ['/uploads/Shirt.JPEG?v=3', '/uploads/Shirt.JPEG?v=3&w=400 400w, /uploads/Shirt.JPEG?v=3&w=800 800w'],
    ['/uploads/shirt.webp', '/uploads/shirt.webp?w=400 400w, /uploads/shirt.webp?w=800 800w'],
  ])('offers the raster picture %s at each width', (url, srcSet) => {
    expect(pictureSrcSet(url, widths)).toBe(srcSet);
  });

  test.each([
    '/images/items/MM-10001/1.svg',
    '/images/news/warfaze.svg?v=2',
    '/uploads/png-sheet.svg',
    '/uploads/shirt',
    'data:image/png;base64,iVBOR',
  ])('leaves %s as it is: vector, or no format it can tell', (url) => expect(pictureSrcSet(url, widths)).toBeUndefined());

  test('offers nothing when the image host draws no other widths', () => {
    expect(pictureSrcSet('/uploads/shirt.jpg', [])).toBeUndefined();
  });
});
