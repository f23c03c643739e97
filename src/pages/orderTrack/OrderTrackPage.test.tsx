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
import { TextsContext } from '../../i18n/TextsContext';
import type { MessageKey } from '../../i18n/texts';
import { bengaliTexts, englishTexts } from '../../test/texts';
import { fakeDeps } from '../../test/fakes';
import { trackedOrder } from '../../test/orders';
import { renderRoute } from '../../test/render';
import orderTrackRoute from './orderTrack.route';
import OrderTrackPage from './OrderTrackPage';
import { PAGE_SAGAS } from '../../test/pageSagas';
import { KNOWN_ORDERS_KEY, type KnownOrder } from '../../features/orders/knownOrders';

const order = trackedOrder('INV-7KQ2XMH4TB');
const say = (key: MessageKey) => englishTexts.t(key);

function open(address: string, answer: ApiResult<unknown>, language: 'en' | 'bn' = 'en', known: KnownOrder[] = []) {
  const trackOrder = jest.fn(() => Promise.resolve(answer));
  const deps = fakeDeps({ api: { trackOrder } as unknown as ShopApi });
  deps.sessionStorage.set(KNOWN_ORDERS_KEY, known);
  const view = renderRoute(orderTrackRoute, <OrderTrackPage />, { address, deps, language });
  return { ...view, trackOrder };
}

describe('the order tracking page', () => {
  it('fills the invoice in from the address, checks the number before asking, and shows the order the server answers', async () => {
    const user = userEvent.setup();
    const { trackOrder } = open('/order/track?invoiceId=INV-7KQ2XMH4TB', { status: 200, networkError: false, body: order });
    expect(screen.getByLabelText(say('orders.track.invoiceLabel'))).toHaveValue('INV-7KQ2XMH4TB');

    await user.click(screen.getByRole('button', { name: say('orders.track.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent(say('orders.track.mobileMissing'));
    expect(screen.getByLabelText(say('orders.track.mobileLabel'))).toHaveFocus();
    expect(screen.getByLabelText(say('orders.track.mobileLabel'))).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(say('orders.track.mobileLabel')), '01212345678');
    await user.click(screen.getByRole('button', { name: say('orders.track.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent(say('checkout.problem.mobileInvalid'));
    expect(trackOrder).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(say('orders.track.mobileLabel')));
    await user.type(screen.getByLabelText(say('orders.track.mobileLabel')), '০১৭১২০০০১১১');
    await user.click(screen.getByRole('button', { name: say('orders.track.submit') }));
    expect(trackOrder).toHaveBeenCalledWith('INV-7KQ2XMH4TB', '০১৭১২০০০১১১');
    expect(await screen.findByTestId('tracked-status')).toHaveTextContent(say('orders.tracked.status.shipped'));
    // The form is gone: the focus goes to the page's heading, above the order.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const steps = screen.getByRole('list', { name: 'Order timeline' }).querySelectorAll('li');
    expect([...steps].map((step) => step.textContent)).toEqual([
      `${say('orders.tracked.status.placed')} 27 Nov 2026, 10:00 AM`,
      `${say('orders.tracked.status.confirmed')} 27 Nov 2026, 11:00 AM`,
      `${say('orders.tracked.status.packed')} 27 Nov 2026, 12:00 PM`,
      `${say('orders.tracked.status.shipped')} 27 Nov 2026, 1:00 PM`,
      `${say('orders.tracked.status.delivered')} ${say('orders.tracked.toCome')}`,
    ]);
    expect(screen.getByRole('link', { name: say('orders.tracked.courierLink') })).toHaveAttribute(
      'href',
      'https://courier.example/t/PX-2211-884',
    );
    expect(screen.getByText('Tk 1,980')).toBeInTheDocument();
    expect(screen.getByTestId('tracked-address')).toHaveTextContent('Ho••• ••, Dhanmondi, Dhaka');
    expect(screen.queryByTestId('tracked-promo')).toBeNull();

    await user.click(screen.getByRole('button', { name: say('orders.track.another') }));
    await waitFor(() => expect(screen.getByLabelText(say('orders.track.invoiceLabel'))).toHaveFocus());
    expect(screen.getByLabelText(say('orders.track.mobileLabel'))).toHaveValue('');
  });

  it('shows the promo code the order used and what it took off, and no such line for an order without one', async () => {
    const user = userEvent.setup();
    const coded = trackedOrder('INV-7KQ2XMH4TB', { voucher: { code: 'METAL10', discount: 180 } });
    open('/order/track?invoiceId=INV-7KQ2XMH4TB', { status: 200, networkError: false, body: coded });
    await user.type(screen.getByLabelText(say('orders.track.mobileLabel')), '01712000111');
    await user.click(screen.getByRole('button', { name: say('orders.track.submit') }));
    expect(await screen.findByTestId('tracked-promo')).toHaveTextContent('−Tk 180');
    expect(screen.getByText('Promo METAL10')).toBeInTheDocument();
  });

  it('says no order was found, in the shop’s words, and keeps what was typed', async () => {
    const user = userEvent.setup();
    open('/order/track', { status: 404, networkError: false, body: { error: 'No order was found…' } });
    await user.type(screen.getByLabelText(say('orders.track.invoiceLabel')), 'INV-ABCDEFGHJK');
    await user.type(screen.getByLabelText(say('orders.track.mobileLabel')), '01712000111');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: say('orders.track.submit') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(say('orders.track.notFound')));
    warn.mockRestore();
    expect(screen.getByLabelText(say('orders.track.mobileLabel'))).toHaveValue('01712000111');
    // Once the number is edited, the answer no longer speaks of what is typed.
    await user.type(screen.getByLabelText(say('orders.track.mobileLabel')), '{backspace}2');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('the way back to an order in this tab', () => {
  const found: ApiResult<unknown> = { status: 200, networkError: false, body: order };

  it('Track this order for an order placed here fills the number in; the order shown stays in the address', async () => {
    const user = userEvent.setup();
    const { trackOrder, history } = open('/order/track?invoiceId=INV-7KQ2XMH4TB', found, 'en', [
      { invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111', shown: false },
    ]);
    expect(await screen.findByDisplayValue('01712000111')).toHaveAttribute('id', 'track-mobile');
    expect(trackOrder).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: say('orders.track.submit') }));
    expect(await screen.findByTestId('tracked-status')).toBeInTheDocument();
    expect(screen.getAllByTestId('all-orders-note')).toHaveLength(1);
    expect(history.location.search).toBe('?invoiceId=INV-7KQ2XMH4TB');

    await user.click(screen.getByRole('button', { name: say('orders.track.another') }));
    expect(history.location.search).toBe('');
    expect(screen.getByLabelText(say('orders.track.mobileLabel'))).toHaveValue('');
  });

  it('an order shown here before comes back on opening its address (a reload)', async () => {
    const { trackOrder } = open('/order/track?invoiceId=INV-7KQ2XMH4TB', found, 'en', [
      { invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111', shown: true },
    ]);
    expect(await screen.findByTestId('tracked-status')).toBeInTheDocument();
    expect(trackOrder).toHaveBeenCalledTimes(1);
    expect(trackOrder).toHaveBeenCalledWith('INV-7KQ2XMH4TB', '01712000111');
  });

  it('an invoice typed on the page goes into the address once its order is shown', async () => {
    const user = userEvent.setup();
    const { history, trackOrder } = open('/order/track', found);
    await user.type(screen.getByLabelText(say('orders.track.invoiceLabel')), 'INV-7KQ2XMH4TB');
    await user.type(screen.getByLabelText(say('orders.track.mobileLabel')), '01712000111');
    await user.click(screen.getByRole('button', { name: say('orders.track.submit') }));
    expect(await screen.findByTestId('tracked-status')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe('?invoiceId=INV-7KQ2XMH4TB'));
    expect(screen.getByTestId('tracked-status')).toBeInTheDocument();
    expect(trackOrder).toHaveBeenCalledTimes(1);
  });
});

describe('the order tracking page in Bengali', () => {
  const bn = (key: MessageKey) => bengaliTexts.t(key);

  it('takes an invoice number typed in Bengali digits, and shows the order in Bengali', async () => {
    const user = userEvent.setup();
    const { trackOrder } = open('/order/track', { status: 200, networkError: false, body: order }, 'bn');
    expect(screen.getByRole('heading', { level: 1, name: bn('orders.track.heading') })).toBeInTheDocument();
    await user.type(screen.getByLabelText(bn('orders.track.invoiceLabel')), 'INV-৭৪২');
    await user.type(screen.getByLabelText(bn('orders.track.mobileLabel')), '০১৭১২০০০১১১');
    await user.click(screen.getByRole('button', { name: bn('orders.track.submit') }));
    expect(trackOrder).toHaveBeenCalledWith('INV-742', '০১৭১২০০০১১১');

    expect(await screen.findByTestId('tracked-status')).toHaveTextContent(bn('orders.tracked.status.shipped'));
    const steps = screen.getByRole('list', { name: bn('orders.tracked.timeline') }).querySelectorAll('li');
    expect([...steps].map((step) => step.textContent)).toEqual([
      'অর্ডার করা হয়েছে ২৭ নভে, ২০২৬, ১০:০০ AM',
      'শপ নিশ্চিত করেছে ২৭ নভে, ২০২৬, ১১:০০ AM',
      'প্যাক করা হয়েছে ২৭ নভে, ২০২৬, ১২:০০ PM',
      'কুরিয়ারে দেওয়া হয়েছে ২৭ নভে, ২০২৬, ১:০০ PM',
      'ডেলিভারি হয়েছে এখনো বাকি',
    ]);
    expect(screen.getByTestId('tracked-courier')).toHaveTextContent('Pathao Courier, ট্র্যাকিং নম্বর PX-2211-884');
    expect(screen.getByText('২ × ৳৯৫০ = ৳১,৯০০')).toBeInTheDocument();
    expect(screen.getByText('৳১,৯৮০')).toBeInTheDocument();
    expect(screen.getByText('ক্যাশ অন ডেলিভারি')).toBeInTheDocument();
    expect(screen.getByTestId('tracked-address')).toHaveTextContent('Ho••• ••, Dhanmondi, Dhakaঢাকার ভেতরে');
    expect(screen.getByRole('button', { name: bn('orders.track.another') })).toBeInTheDocument();
  });

  it('says what is missing in Bengali', async () => {
    const user = userEvent.setup();
    open('/order/track', { status: 404, networkError: false, body: {} }, 'bn');
    await user.click(screen.getByRole('button', { name: bn('orders.track.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent(bn('orders.track.invoiceMissing'));
  });
});

describe('a number typed before the page hydrated (a slow phone)', () => {
  it('stays in the box, and Track order asks with it', async () => {
    // The server has not answered yet: the form stays on screen, re-rendered as loading.
    const trackOrder = jest.fn(() => new Promise(() => {}));
    const { store } = setupStore(
      fakeDeps({ api: { trackOrder } as unknown as ShopApi }),
      memoryStorage(),
      undefined,
      undefined,
      PAGE_SAGAS,
    );
    const page = (
      <Provider store={store}>
        <TextsContext.Provider value={englishTexts}>
          <MemoryRouter initialEntries={['/order/track?invoiceId=INV-7KQ2XMH4TB']}>
            <OrderTrackPage />
          </MemoryRouter>
        </TextsContext.Provider>
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
