import { act, screen } from '@testing-library/react';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import { bengaliTexts, englishTexts } from '../../test/texts';
import { cartActions } from '../../features/cart/cartSlice';
import { bigShirt } from '../../test/qaJourney';
import { fakeDeps } from '../../test/fakes';
import { renderWithStore } from '../../test/render';
import PaymentCancelPage from './PaymentCancelPage';
import PaymentSuccessPage from './PaymentSuccessPage';

/** What the server answers every payment report once the order's payment window has passed. */
const expired = (): Promise<ApiResult<unknown>> =>
  Promise.resolve({
    status: 409,
    networkError: false,
    body: { error: 'Invoice INV-100001 is already EXPIRED.', paymentStatus: 'EXPIRED' },
  });

describe.each([
  ['success', PaymentSuccessPage],
  ['cancel', PaymentCancelPage],
])('the payment %s page of an order that expired unpaid', (page, Page) => {
  async function open() {
    const api = { confirmPayment: jest.fn(expired), cancelPayment: jest.fn(expired) } as unknown as ShopApi;
    const view = renderWithStore(<Page />, {
      route: `/payments/${page}?invoiceId=INV-100001&token=payment-token`,
      deps: fakeDeps({ api }),
    });
    act(() => void view.store.dispatch(cartActions.itemAdded(bigShirt)));
    await screen.findByRole('heading', { name: englishTexts.t('orders.expired.title') });
    return view;
  }

  it('says the time to pay ran out, names the invoice, says nothing was charged and the cart is still there', async () => {
    await open();
    expect(screen.getByText(englishTexts.t('orders.expired.invoice', { invoiceId: 'INV-100001' }))).toHaveTextContent(
      /INV-100001.*nothing was charged/,
    );
    expect(screen.getByText(englishTexts.t('orders.expired.cartKept'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('keeps the cart', async () => {
    const { store } = await open();
    expect(store.getState().cart.items.map((line) => [line.sku.code, line.quantity])).toEqual([[bigShirt.sku.code, bigShirt.quantity]]);
  });
});

describe('the payment pages in Bengali', () => {
  it('a payment the provider has not reported as paid: the invoice inside the Bengali sentence, the reason in Bengali', async () => {
    const notPaid = () => Promise.resolve({ status: 409, networkError: false, body: { error: 'Invoice INV-100001 is not paid.' } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithStore(<PaymentSuccessPage />, {
      route: '/payments/success?invoiceId=INV-100001&token=payment-token',
      deps: fakeDeps({ api: { confirmPayment: jest.fn(notPaid) } as unknown as ShopApi }),
      language: 'bn',
    });
    await screen.findByRole('heading', { name: bengaliTexts.t('orders.payment.unconfirmedTitle') });
    warn.mockRestore();
    expect(screen.getByText('INV-100001').closest('p')).toHaveTextContent(
      `ইনভয়েস INV-100001-এর পেমেন্ট নিশ্চিত করা গেল না: ${bengaliTexts.t('orders.payment.reportFailed.confirm')}`,
    );
    expect(screen.getByRole('button', { name: bengaliTexts.t('orders.payment.tryAgain') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bengaliTexts.t('cart.continueShopping') })).toHaveAttribute('href', '/shop');
  });

  it('a cancelled payment without an invoice number says so in Bengali', () => {
    renderWithStore(<PaymentCancelPage />, { route: '/payments/cancel', language: 'bn' });
    expect(screen.getByRole('heading', { name: bengaliTexts.t('orders.payment.cancelledTitle') })).toBeInTheDocument();
    expect(screen.getByText(bengaliTexts.t('orders.payment.cancelled'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bengaliTexts.t('orders.payment.backToCheckout') })).toHaveAttribute('href', '/checkout');
  });
});

describe('a payment page opened without its token (the other language’s link never carries it)', () => {
  const refuse = () => Promise.resolve({ status: 404, networkError: false, body: { error: 'No online payment with this token.' } });

  it.each([
    ['en', englishTexts],
    ['bn', bengaliTexts],
  ] as const)('success in %s: reports nothing, never says "not confirmed", and leads to tracking', async (language, texts) => {
    const confirmPayment = jest.fn(refuse);
    renderWithStore(<PaymentSuccessPage />, {
      route: '/payments/success?invoiceId=INV-100001',
      deps: fakeDeps({ api: { confirmPayment } as unknown as ShopApi }),
      language,
    });
    expect(await screen.findByRole('heading', { name: texts.t('orders.payment.notCarriedTitle') })).toBeInTheDocument();
    expect(screen.getByText('INV-100001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.t('orders.track.successLink') })).toHaveAttribute(
      'href',
      expect.stringContaining('INV-100001'),
    );
    expect(screen.queryByRole('heading', { name: texts.t('orders.payment.unconfirmedTitle') })).not.toBeInTheDocument();
    expect(confirmPayment).not.toHaveBeenCalled();
  });

  it('cancel: reports nothing and keeps the cart, with no refusal to show', async () => {
    const cancelPayment = jest.fn(refuse);
    renderWithStore(<PaymentCancelPage />, {
      route: '/payments/cancel?invoiceId=INV-100001',
      deps: fakeDeps({ api: { cancelPayment } as unknown as ShopApi }),
    });
    expect(screen.getByRole('heading', { name: englishTexts.t('orders.payment.cancelledTitle') })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(cancelPayment).not.toHaveBeenCalled();
    expect(screen.queryByText('No online payment with this token.')).not.toBeInTheDocument();
  });
});
