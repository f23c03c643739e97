import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigContext } from '../app/ConfigContext';
import { readConfig } from '../app/config';
import LazyImage, { FALLBACK_IMAGE } from './LazyImage';

const withWidths = (ui: React.ReactElement, imageWidths: number[]) =>
  render(<ConfigContext.Provider value={readConfig({ imageHost: 'https://cdn.example', imageWidths })}>{ui}</ConfigContext.Provider>);
const CARD = '(min-width: 700px) 33vw, 100vw';

describe('LazyImage: right-sized pictures', () => {
  it('offers a raster picture at each width the image host draws, with the widths it is drawn at', () => {
    withWidths(<LazyImage src="/uploads/shirt.jpg" alt="Shirt" priority sizes={CARD} />, [400, 800]);
    const image = screen.getByRole('img', { name: 'Shirt' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/uploads/shirt.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      'https://cdn.example/uploads/shirt.jpg?w=400 400w, https://cdn.example/uploads/shirt.jpg?w=800 800w',
    );
    expect(image).toHaveAttribute('sizes', CARD);
  });

  it('uses an SVG, or any picture of a host that draws no widths, as it is', () => {
    withWidths(<LazyImage src="/images/items/MM-10001/1.svg" alt="Vector" priority sizes={CARD} />, [400, 800]);
    withWidths(<LazyImage src="/uploads/shirt.jpg" alt="Fixed" priority sizes={CARD} />, []);
    for (const name of ['Vector', 'Fixed']) {
      expect(screen.getByRole('img', { name })).not.toHaveAttribute('srcset');
      expect(screen.getByRole('img', { name })).not.toHaveAttribute('sizes');
    }
  });

  it('offers no widths for the placeholder before the picture is in view, nor for the fallback after a failure', () => {
    withWidths(<LazyImage src="/uploads/later.jpg" alt="Later" sizes={CARD} />, [400]);
    expect(screen.getByRole('img', { name: 'Later' })).not.toHaveAttribute('srcset');

    withWidths(<LazyImage src="/uploads/broken.jpg" alt="Broken" priority sizes={CARD} />, [400]);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByRole('img', { name: 'Broken' })).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(screen.getByRole('img', { name: 'Broken' })).not.toHaveAttribute('srcset');
  });
});
