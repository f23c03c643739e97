import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import HydrateLater from './HydrateLater';

const page = (
  <main>
    <h1>Wear the noise</h1>
    <HydrateLater>
      <footer>Stay connected</footer>
    </HydrateLater>
  </main>
);

test('the server renders its content in place, inside a Suspense boundary of its own that hydrates without a mismatch', async () => {
  const html = renderToString(page);
  expect(html).toBe('<main><h1>Wear the noise</h1><!--$--><footer>Stay connected</footer><!--/$--></main>');

  const host = document.createElement('div');
  host.innerHTML = html;
  const footer = host.querySelector('footer');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(host, page);
  });
  expect(errors).not.toHaveBeenCalled();
  // Hydrated, not rendered again: the server's element is the one on the page.
  expect(host.querySelector('footer')).toBe(footer);
  errors.mockRestore();
});
