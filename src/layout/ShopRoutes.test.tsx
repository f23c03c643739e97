import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useLocation, useNavigationType, type RouteObject } from 'react-router-dom';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';
import { useRouteHandle } from './routeHandle';
import ShopRouter, { pageNavigator, usePageLoading } from './ShopRouter';
import ShopRoutes from './ShopRoutes';
import { PageOutlet } from './PageOutlet';
import { Link } from '../components/Link';
import RouteErrorBoundary from './RouteErrorBoundary';

/** A shell that says what the router tells it: the page's loading state and the page's handle. */
function Shell() {
  const loading = usePageLoading();
  const handle = useRouteHandle();
  const location = useLocation();
  return (
    <main aria-busy={loading}>
      <p data-testid="title">{handle?.title}</p>
      <p data-testid="move">{`${useNavigationType()} ${location.pathname}${location.search}`}</p>
      <Link to="/later">Later</Link>
      <Suspense fallback={<p>skeleton</p>}>
        <PageOutlet />
      </Suspense>
    </main>
  );
}

function Broken(): never {
  throw new Error('a page that fails to render');
}

function openAt(address: string, loadPages?: (to: unknown) => Promise<unknown>) {
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
  const navigator = loadPages && pageNavigator(history, loadPages);
  render(
    <TextsContext.Provider value={englishTexts}>
      <ShopRouter history={history} navigator={navigator}>
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

  it('tell the shell how the address changed: a replaced address is a REPLACE, which keeps the shopper’s place', () => {
    const { history } = openAt('/first');
    act(() => history.replace('/first?page=2'));
    expect(screen.getByTestId('move')).toHaveTextContent('REPLACE /first?page=2');
    act(() => history.push('/first?page=3'));
    expect(screen.getByTestId('move')).toHaveTextContent('PUSH /first?page=3');
  });
});

describe('a navigator that waits for the page', () => {
  it('keeps the address and the page on screen until the next page is in, the shell loading; the last move wins', async () => {
    const arrivals: Array<() => void> = [];
    const loadPages = () => new Promise<void>((resolve) => arrivals.push(resolve));
    const { history } = openAt('/first', loadPages);

    act(() => screen.getByRole('link', { name: 'Later' }).click());
    expect(history.location.pathname).toBe('/first');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();

    act(() => screen.getByRole('link', { name: 'Later' }).click());
    await act(async () => arrivals[1]());
    await act(async () => arrivals[0]());
    // The first move, overtaken by the second, is dropped: one entry was added, not two.
    expect(history.location.pathname).toBe('/later');
    expect(history.index).toBe(1);
  });
});
