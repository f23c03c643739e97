import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore } from '../../root/store';
import { memoryStorage } from '../../test/fakes';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import { CHECKOUT_MESSAGES, TRACKING } from '../../domain/texts';
import { TRACKING_PAGE } from '../../domain/pageTexts';
import { fakeDeps } from '../../test/fakes';
import { trackedOrder } from '../../test/orders';
import { renderRoute } from '../../test/render';
import orderTrackRoute from './orderTrack.route';
import OrderTrackPage from './OrderTrackPage';

const order = trackedOrder('INV-7KQ2XMH4TB');

function open(address: string, answer: ApiResult<unknown>) {
  const trackOrder = jest.fn(() => Promise.resolve(answer));
  const view = renderRoute(orderTrackRoute, <OrderTrackPage />, { address, deps: fakeDeps({ api: { trackOrder } as unknown as ShopApi }) });
  return { ...view, trackOrder };
}

describe('the order tracking page', () => {
  it('fills the invoice in from the address, checks the number before asking, and shows the order the server answers', async () => {
    const user = userEvent.setup();
    const { trackOrder } = open('/order/track?invoiceId=INV-7KQ2XMH4TB', { status: 200, networkError: false, body: order });
    expect(screen.getByLabelText(TRACKING_PAGE.invoiceLabel)).toHaveValue('INV-7KQ2XMH4TB');

    await user.click(screen.getByRole('button', { name: TRACKING_PAGE.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(TRACKING_PAGE.mobileMissing);
    expect(screen.getByLabelText(TRACKING_PAGE.mobileLabel)).toHaveFocus();
    expect(screen.getByLabelText(TRACKING_PAGE.mobileLabel)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(TRACKING_PAGE.mobileLabel), '01212345678');
    await user.click(screen.getByRole('button', { name: TRACKING_PAGE.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.mobileInvalid);
    expect(trackOrder).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(TRACKING_PAGE.mobileLabel));
    await user.type(screen.getByLabelText(TRACKING_PAGE.mobileLabel), '০১৭১২০০০১১১');
    await user.click(screen.getByRole('button', { name: TRACKING_PAGE.submit }));
    expect(trackOrder).toHaveBeenCalledWith('INV-7KQ2XMH4TB', '০১৭১২০০০১১১');
    expect(await screen.findByTestId('tracked-status')).toHaveTextContent(TRACKING_PAGE.status.shipped);
    // The form is gone: the focus goes to the page's heading, above the order.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const steps = screen.getByRole('list', { name: 'Order timeline' }).querySelectorAll('li');
    expect([...steps].map((step) => step.textContent)).toEqual([
      `${TRACKING_PAGE.status.placed} 27 Nov 2026, 10:00 AM`,
      `${TRACKING_PAGE.status.confirmed} 27 Nov 2026, 11:00 AM`,
      `${TRACKING_PAGE.status.packed} 27 Nov 2026, 12:00 PM`,
      `${TRACKING_PAGE.status.shipped} 27 Nov 2026, 1:00 PM`,
      `${TRACKING_PAGE.status.delivered} ${TRACKING_PAGE.toCome}`,
    ]);
    expect(screen.getByRole('link', { name: TRACKING_PAGE.courierLink })).toHaveAttribute('href', 'https://courier.example/t/PX-2211-884');
    expect(screen.getByText('Tk 1,980')).toBeInTheDocument();
    expect(screen.getByTestId('tracked-address')).toHaveTextContent('Ho••• ••, Dhanmondi, Dhaka');

    await user.click(screen.getByRole('button', { name: TRACKING_PAGE.another }));
    await waitFor(() => expect(screen.getByLabelText(TRACKING_PAGE.invoiceLabel)).toHaveFocus());
    expect(screen.getByLabelText(TRACKING_PAGE.mobileLabel)).toHaveValue('');
  });

  it('says no order was found, in the shop’s words, and keeps what was typed', async () => {
    const user = userEvent.setup();
    open('/order/track', { status: 404, networkError: false, body: { error: 'No order was found…' } });
    await user.type(screen.getByLabelText(TRACKING_PAGE.invoiceLabel), 'INV-ABCDEFGHJK');
    await user.type(screen.getByLabelText(TRACKING_PAGE.mobileLabel), '01712000111');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: TRACKING_PAGE.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TRACKING.notFound));
    warn.mockRestore();
    expect(screen.getByLabelText(TRACKING_PAGE.mobileLabel)).toHaveValue('01712000111');
    // Once the number is edited, the answer no longer speaks of what is typed.
    await user.type(screen.getByLabelText(TRACKING_PAGE.mobileLabel), '{backspace}2');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('a number typed before the page hydrated (a slow phone)', () => {
  it('stays in the box, and Track order asks with it', async () => {
    // The server has not answered yet: the form stays on screen, re-rendered as loading.
    const trackOrder = jest.fn(() => new Promise(() => {}));
    const { store } = setupStore(fakeDeps({ api: { trackOrder } as unknown as ShopApi }), memoryStorage());
    const page = (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/order/track?invoiceId=INV-7KQ2XMH4TB']}>
          <OrderTrackPage />
        </MemoryRouter>
      </Provider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(page);
    document.body.appendChild(host);
    const box = host.querySelector<HTMLInputElement>('#track-mobile')!;
    box.value = '01712000111';
    const errors = jest.spyOn(console, 'error');
    await act(async () => void hydrateRoot(host, page));
    expect(box.value).toBe('01712000111');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await act(async () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(trackOrder).toHaveBeenCalledWith('INV-7KQ2XMH4TB', '01712000111');
    expect(store.getState().orders.tracking.status).toBe('loading');
    expect(box.value).toBe('01712000111');
    host.remove();
  });
});
