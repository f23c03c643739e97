import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../test/render';
import { ITEM_TOAST_MS, itemWarning, uiActions } from '../uiSlice';
import ToastPresenter from './ToastPresenter';

describe('ToastPresenter', () => {
  it('shows one toast for the same words asked again and again, and each different one on its own', async () => {
    const { store } = renderWithStore(<ToastPresenter />);
    await act(async () => {
      for (let press = 0; press < 8; press += 1)
        store.dispatch(uiActions.toastRequested({ kind: 'warning', text: 'common.toast.noMoreStock', durationMs: ITEM_TOAST_MS }));
      for (let press = 0; press < 8; press += 1) store.dispatch(itemWarning({ id: 'common.toast.atMostPerLine', values: { units: 10 } }));
      store.dispatch(uiActions.toastRequested({ kind: 'success', text: 'common.toast.itemAdded', durationMs: ITEM_TOAST_MS }));
    });
    expect(await screen.findAllByText('No more Stock')).toHaveLength(1);
    expect(screen.getAllByText('At most 10 of one item per order')).toHaveLength(1);
    expect(screen.getAllByText('Item added')).toHaveLength(1);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('speaks the page’s language', async () => {
    const { store } = renderWithStore(<ToastPresenter />, { language: 'bn' });
    await act(async () => {
      store.dispatch(itemWarning('common.toast.noMoreStock'));
    });
    expect(await screen.findByText('আর স্টক নেই')).toBeInTheDocument();
  });
});
