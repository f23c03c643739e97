import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore } from '../root/store';
import type { RootState } from '../root/rootReducer';
import type { SagaDeps } from '../app/deps';
import { fakeDeps, memoryStorage } from './fakes';

/** Renders a component with a real store (fake dependencies) and a router at `route`. */
export function renderWithStore(
  ui: ReactElement,
  { route = '/', preloadedState, deps = fakeDeps() }: { route?: string; preloadedState?: Partial<RootState>; deps?: SagaDeps } = {},
) {
  const { store } = setupStore(deps, memoryStorage(), preloadedState);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** Makes window.matchMedia answer `matches` for every query, for components that read the screen size. */
export function setScreenMatches(matches: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
