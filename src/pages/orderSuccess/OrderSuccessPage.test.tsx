import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import { englishTexts } from '../../test/texts';
import { cartActions } from '../../features/cart/cartSlice';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import { bigShirt } from '../../test/qaJourney';
import { fakeDeps } from '../../test/fakes';
import { renderRoute } from '../../test/render';
import orderSuccessRoute from './orderSuccess.route';
import OrderSuccessPage from './OrderSuccessPage';

const found = (id: string): ApiResult<unknown> => ({ status: 200, networkError: false, body: { id } });
const unknown = (id: string): ApiResult<unknown> => ({
  status: 404,
  networkError: false,
  body: { error: `No order with invoice id '${id}'.` },
});
const offline: ApiResult<unknown> = { status: 0, networkError: true };

/** The page at `address`, the server answering the invoice look-ups with `answers` in turn; a line in the cart. */
function open(address: string, ...answers: ApiResult<unknown>[]) {
  let answered: (() => void) | undefined;
  const findInvoice = jest.fn(
    () =>
      new Promise<ApiResult<unknown>>((resolve) => {
        answered = () => resolve(answers.shift()!);
      }),
  );
  const view = renderRoute(orderSuccessRoute, <OrderSuccessPage />, {
    address,
    deps: fakeDeps({ api: { findInvoice } as unknown as ShopApi }),
  });
  act(() => void view.store.dispatch(cartActions.itemAdded(bigShirt)));
  /** Lets the server's pending answer arrive. */
  const answer = () => act(async () => answered?.());
  return { ...view, findInvoice, answer };
}

const placed = () => screen.queryByText(/Order Is Placed/i);

describe('order success page', () => {
  it('checks the invoice with the server, saying so meanwhile, then says the order is placed', async () => {
    const page = open('/order/success?invoiceId=%20INV-7KQ2XMH4TB%20', found('INV-7KQ2XMH4TB'));
    expect(screen.getByRole('heading', { level: 1, name: 'Checking Your Order…' })).toBeInTheDocument();
    expect(placed()).not.toBeInTheDocument();
    expect(page.findInvoice).toHaveBeenCalledWith('INV-7KQ2XMH4TB');

    await page.answer();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You! Your Order Is Placed' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-id')).toHaveTextContent('INV-7KQ2XMH4TB');
    expect(screen.getByText('Our representative will call you soon to confirm your order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('says an unknown invoice is not found, never that an order was placed, and leaves the cart alone', async () => {
    const page = open('/order/success?invoiceId=INV-MADEUP', unknown('INV-MADEUP'));
    await page.answer();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/We couldn't find an order with invoice number/)).toHaveTextContent('INV-MADEUP');
    expect(placed()).not.toBeInTheDocument();
    expect(screen.queryByTestId('invoice-id')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(page.store.getState().cart.items).toHaveLength(1);
  });

  it('says so when the invoice cannot be checked, and Try again checks it again', async () => {
    const page = open('/order/success?invoiceId=INV-7KQ2XMH4TB', offline, found('INV-7KQ2XMH4TB'));
    await page.answer();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Order Could Not Be Checked' })).toBeInTheDocument();
    expect(screen.getByText(englishTexts.t('common.unreachable'))).toBeInTheDocument();
    expect(placed()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Checking Your Order…' })).toBeInTheDocument();
    await page.answer();
    expect(page.findInvoice).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You! Your Order Is Placed' })).toBeInTheDocument();
  });

  it('without an invoice id asks nothing and says there is no order number', () => {
    const page = open('/order/success');
    expect(screen.getByRole('heading', { level: 1, name: 'No Order Number' })).toBeInTheDocument();
    expect(page.findInvoice).not.toHaveBeenCalled();
  });

  describe('the cash to have ready', () => {
    it('names the payable total the server gave the order placed in this tab', async () => {
      const page = open('/order/success?invoiceId=INV-7KQ2XMH4TB', found('INV-7KQ2XMH4TB'));
      act(() => {
        page.store.dispatch(checkoutActions.orderPlaced({ invoiceId: 'INV-7KQ2XMH4TB', paymentType: 'CASH_ON_DELIVERY', total: 1730 }));
      });
      await page.answer();
      expect(screen.getByTestId('cash-to-have')).toHaveTextContent('Please have Tk 1,730 ready in cash for the delivery.');
    });

    it('names the promo code the order used and what it took off', async () => {
      const page = open('/order/success?invoiceId=INV-7KQ2XMH4TB', found('INV-7KQ2XMH4TB'));
      const voucher = { code: 'METAL10', discount: 190 };
      act(() => {
        page.store.dispatch(
          checkoutActions.orderPlaced({ invoiceId: 'INV-7KQ2XMH4TB', paymentType: 'CASH_ON_DELIVERY', total: 1730, voucher }),
        );
      });
      await page.answer();
      expect(screen.getByTestId('order-promo')).toHaveTextContent('Promo code METAL10 took Tk 190 off this order.');
    });

    it.each([
      ['opened cold from a link', undefined],
      ['for another order than the one placed here', 'INV-OTHERORDER'],
    ])('says nothing of an amount when %s', async (_, placedHere) => {
      const page = open('/order/success?invoiceId=INV-7KQ2XMH4TB', found('INV-7KQ2XMH4TB'));
      if (placedHere) {
        act(() => {
          page.store.dispatch(checkoutActions.orderPlaced({ invoiceId: placedHere, paymentType: 'CASH_ON_DELIVERY', total: 1730 }));
        });
      }
      await page.answer();
      expect(screen.getByTestId('invoice-id')).toBeInTheDocument();
      expect(screen.queryByTestId('cash-to-have')).not.toBeInTheDocument();
      expect(screen.queryByText(/ready in cash/)).not.toBeInTheDocument();
    });
  });
});
