import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { ShopApi } from '../api/shopApi';
import AppLayout from '../layout/AppLayout';
import ShopRoutes from '../layout/ShopRoutes';
import { setupStore } from '../root/store';
import { qaRecorder } from './qaSession';
import { fakeDeps, memoryStorage } from '../test/fakes';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';
import QaTools from './QaTools';

jest.mock('./qaSession', () => ({
  qaRecorder: { enabled: false, middleware: () => (next: unknown) => next, log: () => ({ actions: [] }) },
}));

// The header's calls never answer: this test is about the shell.
const silentApi = new Proxy({} as ShopApi, { get: () => () => new Promise(() => {}) });

function renderLayout() {
  const { store } = setupStore(fakeDeps({ api: silentApi }), memoryStorage());
  const routes = [
    {
      path: '/',
      element: (
        <AppLayout>
          <QaTools />
        </AppLayout>
      ),
      children: [{ index: true, handle: { title: 'titles.home' }, element: <h1>Home</h1> }],
    },
  ];
  render(
    <Provider store={store}>
      <TextsContext.Provider value={englishTexts}>
        <MemoryRouter>
          <ShopRoutes routes={routes} />
        </MemoryRouter>
      </TextsContext.Provider>
    </Provider>,
  );
}

describe('QaTools in the shell', () => {
  // The lazy chunk is compiled on first import; on a busy CI machine that alone has taken more than 5 s.
  it('loads the Download action log button when the session is in QA mode', async () => {
    qaRecorder.enabled = true;
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Download action log' }, { timeout: 15_000 })).toBeInTheDocument();
  }, 20_000);

  // Runs second: the lazy button is loaded by now, so it would show at once if it were rendered.
  it('shows no recorder button to shoppers', async () => {
    qaRecorder.enabled = false;
    renderLayout();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download action log' })).not.toBeInTheDocument();
  });
});
