import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../test/render';
import { atMostPerLine, TOASTS } from '../../../domain/texts';
import { ITEM_TOAST_MS, itemWarning, uiActions } from '../uiSlice';
import ToastPresenter from './ToastPresenter';

describe('ToastPresenter', () => {
  it('shows one toast for the same words asked again and again, and each different one on its own', async () => {
    const { store } = renderWithStore(<ToastPresenter />);
    await act(async () => {
      for (let press = 0; press < 8; press += 1)
        store.dispatch(uiActions.toastRequested({ kind: 'warning', text: TOASTS.noMoreStock, durationMs: ITEM_TOAST_MS }));
      for (let press = 0; press < 8; press += 1) store.dispatch(itemWarning(atMostPerLine(10)));
      store.dispatch(uiActions.toastRequested({ kind: 'success', text: TOASTS.itemAdded, durationMs: ITEM_TOAST_MS }));
    });
    expect(await screen.findAllByText(TOASTS.noMoreStock)).toHaveLength(1);
    expect(screen.getAllByText(atMostPerLine(10))).toHaveLength(1);
    expect(screen.getAllByText(TOASTS.itemAdded)).toHaveLength(1);
    expect(store.getState().ui.toasts).toEqual([]);
  });
});
