import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ConfigContext } from '../../../app/ConfigContext';
import { readConfig } from '../../../app/config';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '../../../domain/options';
import type { Item } from '../../../domain/types';
import { item, ONLINE, sku } from '../../../test/items';
import { fakeDeps, memoryStorage } from '../../../test/fakes';
import { renderWithStore } from '../../../test/render';
import { englishTexts } from '../../../test/texts';
import { TextsContext } from '../../../i18n/TextsContext';
import { setupStore } from '../../../root/store';
import { catalogActions } from '../catalogSlice';
import { selectChosenSku } from '../selectors';
import { PLACEHOLDER_IMAGE } from '../../../components/LazyImage';
import ProductGallery from './ProductGallery';

const TITLE = 'Vibe Skull Oversized T-Shirt';

function gallery(product: Item) {
  const view = renderWithStore(
    <ConfigContext.Provider value={readConfig({ imageWidths: [400, 800], onlineLocationId: ONLINE })}>
      <ProductGallery item={product} />
    </ConfigContext.Provider>,
  );
  act(() => {
    view.store.dispatch(catalogActions.detailsRequested({ id: product.id }));
    view.store.dispatch(catalogActions.detailsLoaded({ id: product.id, item: product }));
  });
  return { ...view, main: () => screen.getByRole('img', { name: TITLE }) };
}

const colourSku = (code: string, colour: string, size: string, images: string[]) =>
  sku(code, {
    images,
    attributeValues: [
      { id: colour, optionId: COLOR_OPTION_ID, optionName: 'Color', name: colour[0].toUpperCase() + colour.slice(1) },
      { id: size, optionId: SIZE_OPTION_ID, optionName: 'Size', name: size },
    ],
  });

/** Black in M and L (pictures 1 and 3), red in M and L (picture 2). */
const jersey = item('jersey', {
  title: TITLE,
  images: ['/images/jersey/1.svg', '/images/jersey/2.svg', '/images/jersey/3.svg'],
  skus: [
    colourSku('J-BLACK-M', 'black', 'M', ['/images/jersey/1.svg', '/images/jersey/3.svg']),
    colourSku('J-BLACK-L', 'black', 'L', ['/images/jersey/1.svg', '/images/jersey/3.svg']),
    colourSku('J-RED-M', 'red', 'M', ['/images/jersey/2.svg']),
    colourSku('J-RED-L', 'red', 'L', ['/images/jersey/2.svg']),
  ],
  defaultSkuCode: 'J-BLACK-L',
});

describe('ProductGallery: the main picture, the details page’s largest paint', () => {
  it('comes first in line and, when it is a photo, at the width the screen needs', () => {
    gallery(item('photo', { title: TITLE, images: ['/uploads/front.jpg', '/uploads/back.jpg'] }));
    const main = screen.getByRole('img', { name: TITLE });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('srcset', '/uploads/front.jpg?w=400 400w, /uploads/front.jpg?w=800 800w');
    expect(main).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
  });

  it('leaves the thumbnails of photos to their narrowest width, and SVG thumbnails as they are', () => {
    gallery(item('photo', { title: TITLE, images: ['/uploads/front.jpg', '/images/items/MM-10001/2.svg'] }));
    const [photo, svg] = screen.getByRole('list', { name: 'Product images' }).querySelectorAll('img');
    expect(photo).toHaveAttribute('srcset', '/uploads/front.jpg?w=400 400w, /uploads/front.jpg?w=800 800w');
    expect(photo).toHaveAttribute('sizes', '72px');
    expect(svg).toHaveAttribute('src', '/images/items/MM-10001/2.svg');
    expect(svg).not.toHaveAttribute('srcset');
    expect(svg).not.toHaveAttribute('sizes');
  });

  it('is used as it is when it is an SVG', () => {
    gallery(item('svg', { title: TITLE, images: ['/images/items/MM-10001/1.svg'] }));
    const main = screen.getByRole('img', { name: TITLE });
    expect(main).toHaveAttribute('src', '/images/items/MM-10001/1.svg');
    expect(main).not.toHaveAttribute('srcset');
  });
});

describe('ProductGallery: the thumbnails’ pictures wait for hydration', () => {
  it('the server’s page holds the placeholder in each thumbnail; hydrated, each shows its picture, without a mismatch', async () => {
    const product = item('photo', { title: TITLE, images: ['/uploads/front.jpg', '/uploads/back.jpg'] });
    const { store } = setupStore(fakeDeps(), memoryStorage());
    store.dispatch(catalogActions.detailsRequested({ id: product.id }));
    store.dispatch(catalogActions.detailsLoaded({ id: product.id, item: product }));
    const page = (
      <Provider store={store}>
        <TextsContext.Provider value={englishTexts}>
          <MemoryRouter>
            <ConfigContext.Provider value={readConfig({ imageWidths: [400, 800], onlineLocationId: ONLINE })}>
              <ProductGallery item={product} />
            </ConfigContext.Provider>
          </MemoryRouter>
        </TextsContext.Provider>
      </Provider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(page);
    const thumbnails = () => host.querySelector('.gallery__thumbs')!;
    const pictures = () => [...thumbnails().querySelectorAll('img')].map((picture) => picture.getAttribute('src'));
    expect(pictures()).toEqual([PLACEHOLDER_IMAGE, PLACEHOLDER_IMAGE]);
    expect(host.querySelector('.gallery__main-image')).toHaveAttribute('src', '/uploads/front.jpg');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(host, page);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(pictures()).toEqual(['/uploads/front.jpg', '/uploads/back.jpg']);
  });
});

describe('ProductGallery: the picture and the chosen colour agree', () => {
  it('shows the chosen colour, and follows when the picker chooses another', () => {
    const page = gallery(jersey);
    expect(page.main()).toHaveAttribute('src', '/images/jersey/1.svg');
    act(() => void page.store.dispatch(catalogActions.detailsSkuChosen({ skuCode: 'J-RED-L' })));
    expect(page.main()).toHaveAttribute('src', '/images/jersey/2.svg');
    expect(screen.getByRole('button', { name: 'Image 2 of 3, Red' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a thumbnail of another colour chooses that colour, keeping the size; one of the same colour only shows it', async () => {
    const page = gallery(jersey);
    await userEvent.click(screen.getByRole('button', { name: 'Image 2 of 3, Red' }));
    expect(selectChosenSku(page.store.getState())?.code).toBe('J-RED-L');
    expect(page.main()).toHaveAttribute('src', '/images/jersey/2.svg');

    await userEvent.click(screen.getByRole('button', { name: 'Image 3 of 3, Black' }));
    expect(selectChosenSku(page.store.getState())?.code).toBe('J-BLACK-L');
    expect(page.main()).toHaveAttribute('src', '/images/jersey/3.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Image 1 of 3, Black' }));
    expect(selectChosenSku(page.store.getState())?.code).toBe('J-BLACK-L');
    expect(page.main()).toHaveAttribute('src', '/images/jersey/1.svg');
  });
});
