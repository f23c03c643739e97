import { render, screen } from '@testing-library/react';
import { ConfigContext } from '../../../app/ConfigContext';
import { readConfig } from '../../../app/config';
import ProductGallery from './ProductGallery';

const gallery = (images: string[]) =>
  render(
    <ConfigContext.Provider value={readConfig({ imageWidths: [400, 800] })}>
      <ProductGallery images={images} title="Vibe Skull Oversized T-Shirt" />
    </ConfigContext.Provider>,
  );

describe('ProductGallery: the main picture, the details page’s largest paint', () => {
  it('comes first in line and, when it is a photo, at the width the screen needs', () => {
    gallery(['/uploads/front.jpg', '/uploads/back.jpg']);
    const main = screen.getByRole('img', { name: 'Vibe Skull Oversized T-Shirt' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('srcset', '/uploads/front.jpg?w=400 400w, /uploads/front.jpg?w=800 800w');
    expect(main).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
  });

  it('is used as it is when it is an SVG', () => {
    gallery(['/images/items/MM-10001/1.svg']);
    const main = screen.getByRole('img', { name: 'Vibe Skull Oversized T-Shirt' });
    expect(main).toHaveAttribute('src', '/images/items/MM-10001/1.svg');
    expect(main).not.toHaveAttribute('srcset');
  });
});
