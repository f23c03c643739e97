import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import cart, { cartActions } from '../features/cart/cartSlice';
import { bigShirt } from '../test/qaJourney';
import { parseActionLog } from './actionLog';
import type { ActionRecorder } from './actionRecorder';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';
import QaDownloads from './QaDownloads';

// jsdom's Blob has no text().
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('QaDownloads', () => {
  const created: Blob[] = [];
  const names: string[] = [];
  let clicked: jest.SpyInstance;
  beforeEach(() => {
    created.length = 0;
    names.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:qa-download';
    });
    URL.revokeObjectURL = jest.fn();
    clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:qa-download');
      names.push(this.download);
    });
  });
  afterEach(() => clicked.mockRestore());

  function renderDownloads(recorder: ActionRecorder) {
    const store = configureStore({ reducer: { cart } });
    store.dispatch(cartActions.itemAdded(bigShirt));
    render(
      <Provider store={store}>
        <TextsContext.Provider value={englishTexts}>
          <QaDownloads recorder={recorder} />
        </TextsContext.Provider>
      </Provider>,
    );
    return store;
  }

  const callMade = () => () => {};

  it('downloads the recorded session as a DevTools export that replay reads back', async () => {
    const log = { preloadedState: { cart: { items: [], quantity: 0, total: 0 } }, actions: [cartActions.itemAdded(bigShirt)] };
    renderDownloads({ enabled: true, middleware: () => (next) => next, log: () => ({ ...log, bySaga: [false], calls: [] }), callMade });
    fireEvent.click(screen.getByRole('button', { name: 'Download action log' }));

    expect(names).toEqual([expect.stringMatching(/^action-log-.+\.json$/)]);
    expect(parseActionLog(await textOf(created[0]))).toEqual(log);
  });

  it("downloads the page's current state, for replay's --expect", async () => {
    const store = renderDownloads({
      enabled: true,
      middleware: () => (next) => next,
      log: () => ({ preloadedState: undefined, actions: [], bySaga: [], calls: [] }),
      callMade,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download state' }));

    expect(names).toEqual([expect.stringMatching(/^state-.+\.json$/)]);
    expect(JSON.parse(await textOf(created[0]))).toEqual(store.getState());
    expect(store.getState().cart.quantity).toBe(2);
  });
});
