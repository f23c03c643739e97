import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, Outlet, UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router-dom';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';
import { useRouteHandle } from './routeHandle';
import ShopRouter, { usePageLoading } from './ShopRouter';
import ShopRoutes from './ShopRoutes';
import RouteErrorBoundary from './RouteErrorBoundary';

/** A shell that says what the router tells it: the page's loading state and the page's handle. */
function Shell() {
  const loading = usePageLoading();
  const handle = useRouteHandle();
  return (
    <main aria-busy={loading}>
      <p data-testid="title">{handle?.title}</p>
      <Link to="/later">Later</Link>
      <Suspense fallback={<p>skeleton</p>}>
        <Outlet />
      </Suspense>
    </main>
  );
}

function Broken(): never {
  throw new Error('a page that fails to render');
}

function openAt(address: string) {
  let arrive = () => {};
  const Later = lazy(
    () =>
      new Promise<{ default: () => React.ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Later page</h1> });
      }),
  );
  const page = (path: string, title: string, element: React.ReactElement): RouteObject => ({
    path,
    handle: { title },
    element: <RouteErrorBoundary>{element}</RouteErrorBoundary>,
  });
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Shell />,
      children: [
        page('first', 'titles.home', <h1>First page</h1>),
        page('later', 'titles.shop', <Later />),
        page('broken', 'titles.cart', <Broken />),
      ],
    },
  ];
  const history = createMemoryHistory({ initialEntries: [address], v5Compat: true });
  render(
    <TextsContext.Provider value={englishTexts}>
      <ShopRouter history={history}>
        <ShopRoutes routes={routes} />
      </ShopRouter>
    </TextsContext.Provider>,
  );
  return { history, arrive: () => act(async () => arrive()) };
}

describe('the shop’s routes', () => {
  it('keep the page before on screen, the shell loading, while the next page’s chunk loads', async () => {
    const { arrive } = openAt('/first');
    expect(screen.getByTestId('title')).toHaveTextContent('titles.home');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');

    act(() => screen.getByRole('link', { name: 'Later' }).click());
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('title')).toHaveTextContent('titles.home');

    await arrive();
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('title')).toHaveTextContent('titles.shop');
  });

  it('show the error page in place of a page that fails, in the shell, until the shopper moves on', () => {
    // React reports the error it caught; that report is not this test's subject.
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { history } = openAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent(englishTexts.t('shell.error.title'));
    expect(screen.getByTestId('title')).toHaveTextContent('titles.cart');

    act(() => history.push('/first'));
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    report.mockRestore();
  });

  it('answer an address no page reads with the not-found error page', () => {
    // react-router's own warning that no route matched.
    const warning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    openAt('/first\u2028');
    expect(screen.getByRole('alert')).toHaveTextContent(englishTexts.t('shell.error.notFound'));
    warning.mockRestore();
  });
});
