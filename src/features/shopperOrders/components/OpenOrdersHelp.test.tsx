import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../test/render';
import { customer, trackedOrder } from '../../../test/orders';
import { englishTexts } from '../../../test/texts';
import { accountActions } from '../../account/accountSlice';
import { isOpenOrdersCap } from '../openOrdersCap';
import OpenOrdersHelp from './OpenOrdersHelp';

describe('OpenOrdersHelp: where the orders holding the cap are', () => {
  it('a guest: no order of the typed number is named; tracking and a code sign-in to that number are', () => {
    const { container } = renderWithStore(<OpenOrdersHelp mobile="01712000111" />);
    expect(container).toHaveTextContent(englishTexts.t('checkout.openOrders.guest', { mobile: '01712000111' }));
    expect(container).not.toHaveTextContent(/INV-/);
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/order/track');
    expect(screen.getByRole('link', { name: 'Sign in with a code' })).toHaveAttribute('href', '/account');
  });

  it('the waiting orders this tab placed with the number are listed, each with Pay now and Cancel order', async () => {
    const payBy = Date.now() + 20 * 60_000;
    const waiting = trackedOrder('INV-31', { status: 'PLACED', moves: [], shipment: null, paymentType: 'ONLINE', payBy, total: 1180 });
    const { store } = renderWithStore(<OpenOrdersHelp mobile="01712000111" placedHere={[waiting]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('INV-31');
    expect(item).toHaveTextContent(englishTexts.price(1180));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Pay now' }).click());
    expect(store.getState().shopperOrders.acts['INV-31']).toMatchObject({ kind: 'pay', status: 'loading' });
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('signed in: My orders, where each can be paid or cancelled', async () => {
    const { store } = renderWithStore(<OpenOrdersHelp mobile="01712000111" />);
    expect(screen.queryByRole('link', { name: 'Open My orders' })).not.toBeInTheDocument();
    act(() => void store.dispatch(accountActions.sessionChecked({ customer: customer(), signedInBy: 'code' })));
    expect(await screen.findByRole('link', { name: 'Open My orders' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Sign in with a code' })).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 429, message: { id: 'checkout.failed.openOnline' as const, values: { orders: 3 } } }, true],
    [{ status: 429, message: { id: 'checkout.failed.openCash' as const, values: { orders: 3 } } }, true],
    [{ status: 429, message: { id: 'checkout.failed.heldAtAddress' as const, values: { units: 20 } } }, false],
    [{ status: 500, message: 'checkout.failed.placeOrder' as const }, false],
    [null, false],
  ])('tells the cap from other refusals (%j)', (error, cap) => {
    expect(isOpenOrdersCap(error)).toBe(cap);
  });
});
