import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';
import HomeCarousel from './HomeCarousel';

const inEnglish = (ui: ReactElement) => <TextsContext.Provider value={englishTexts}>{ui}</TextsContext.Provider>;
const render = (ui: ReactElement) => renderBare(inEnglish(ui));

const items = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}` }));

test('the slides out of view are inert, so their links are out of the tab order; the ones in view are not', () => {
  const { container } = render(
    <HomeCarousel
      id="popular"
      title="Popular"
      items={items}
      loading={false}
      failed={false}
      onRetry={jest.fn()}
      renderItem={(item) => <a href={`/details?id=${item.id}`}>{item.id}</a>}
      skeleton={null}
    />,
  );
  const slides = [...container.querySelectorAll('.slick-slide')];
  const hidden = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true');
  const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(hidden.length).toBeGreaterThan(0);
  expect(shown.length).toBeGreaterThan(0);
  expect(hidden.every((slide) => slide.hasAttribute('inert'))).toBe(true);
  expect(shown.some((slide) => slide.hasAttribute('inert'))).toBe(false);
});

test('the server’s HTML has every card once, with no looping clones; the browser adds the loop once hydrated', async () => {
  const carousel = inEnglish(
    <HomeCarousel
      id="popular"
      title="Popular"
      items={items}
      loading={false}
      failed={false}
      onRetry={jest.fn()}
      renderItem={(item) => <a href={`/details?id=${item.id}`}>{item.id}</a>}
      skeleton={null}
    />,
  );
  const host = document.createElement('div');
  host.innerHTML = renderToString(carousel);
  expect(host.querySelectorAll('.slick-cloned')).toHaveLength(0);
  expect([...host.querySelectorAll('.slick-slide a')].map((link) => link.textContent)).toEqual(items.map((item) => item.id));

  document.body.append(host);
  await act(async () => {
    hydrateRoot(host, carousel);
  });
  expect(host.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
  host.remove();
});

test('a list that failed keeps its title, says so in shop words and offers Try again; an empty answer shows nothing', () => {
  const retry = jest.fn();
  const { container, unmount } = render(
    <HomeCarousel
      id="popular"
      title="Popular Stock"
      items={[]}
      loading={false}
      failed
      onRetry={retry}
      renderItem={() => null}
      skeleton={null}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Popular Stock' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(englishTexts.t('shop.home.listNotLoaded'));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
  unmount();
  render(
    <HomeCarousel
      id="popular"
      title="Popular Stock"
      items={[]}
      loading={false}
      failed={false}
      onRetry={retry}
      renderItem={() => null}
      skeleton={null}
    />,
  );
  expect(container.querySelector('section')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Popular Stock' })).not.toBeInTheDocument();
});
