import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '../../domain/options';
import type { Language } from '../../domain/language';
import { TextsContext } from '../../i18n/TextsContext';
import { cartActions, type ItemAddedPayload } from '../../features/cart/cartSlice';
import { setupStore } from '../../root/store';
import { fakeDeps, memoryStorage } from '../../test/fakes';
import { sku } from '../../test/items';
import { bigShirt } from '../../test/qaJourney';
import CartPage from './CartPage';
import { UNDO_SECONDS } from '../../features/cart/cartSlice';
import { dropActions } from '../../features/drop/dropSlice';
import { bengaliTexts, englishTexts } from '../../test/texts';

const CART_EMPTY = englishTexts.t('cart.empty');

const blackHoodie: ItemAddedPayload = {
  product: { id: 'h', code: 'C-h', title: 'Warfaze Hoodie', images: [], categories: [] },
  sku: sku('h-black-L', {
    attributeValues: [
      { id: 'black', optionId: COLOR_OPTION_ID, optionName: 'Color', name: 'Black' },
      { id: 'l', optionId: SIZE_OPTION_ID, optionName: 'Size', name: 'L' },
    ],
  }),
  quantity: 3,
  unitPrice: { original: 1500, price: 1350, offerId: 'd-1', offerName: 'Eid' },
  orderType: 'preoreder',
};

/** The cart page in `language` with these lines in a restored cart, and every action the store sees from then on. */
async function cartPageIn(language: Language, ...lines: ItemAddedPayload[]) {
  const texts = language === 'bn' ? bengaliTexts : englishTexts;
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => (actions.push(action as UnknownAction), next(action));
  const { store } = setupStore(fakeDeps(), memoryStorage(), undefined, recorder);
  render(
    <Provider store={store}>
      <TextsContext.Provider value={texts}>
        <MemoryRouter initialEntries={['/cart']}>
          <CartPage />
        </MemoryRouter>
      </TextsContext.Provider>
    </Provider>,
  );
  await screen.findByText(texts.t('cart.empty'));
  act(() => lines.forEach((line) => store.dispatch(cartActions.itemAdded(line))));
  actions.length = 0;
  return { store, actions, lines: store.getState().cart.items };
}

const cartPageWith = (...lines: ItemAddedPayload[]) => cartPageIn('en', ...lines);

const heading = () => screen.getByRole('heading', { level: 1, name: 'Shopping Cart' });

describe('the cart page in Bengali', () => {
  it('says an empty cart is empty in Bengali', async () => {
    await cartPageIn('bn');
    expect(screen.getByText('আপনার কার্ট খালি')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bengaliTexts.t('cart.continueShopping') })).toHaveAttribute('href', '/shop');
  });

  it('shows its lines, prices in ৳ with Bengali digits, and its buttons in Bengali', async () => {
    await cartPageIn('bn', bigShirt, blackHoodie);
    expect(screen.getByRole('heading', { level: 1, name: bengaliTexts.t('cart.heading') })).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^৳৬,৪৫০$/);
    const hoodie = screen.getByText('Warfaze Hoodie').closest('tr')!;
    expect(within(hoodie).getByText('৳১,৩৫০')).toBeInTheDocument();
    expect(within(hoodie).getByText('৳১,৫০০').tagName).toBe('DEL');
    expect(within(hoodie).getByText('৳৪,০৫০')).toBeInTheDocument();
    expect(within(hoodie).getByText(bengaliTexts.t('cart.preOrder'))).toBeInTheDocument();
    expect(within(hoodie).getByText('সাইজ: L')).toBeInTheDocument();
    expect(within(hoodie).getByLabelText('Warfaze Hoodie-এর পরিমাণ')).toHaveTextContent(/^৩$/);
    expect(within(hoodie).getByRole('button', { name: 'Warfaze Hoodie বাদ দিন' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'দাম' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bengaliTexts.t('cart.clearAll') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bengaliTexts.t('cart.proceedToCheckout') })).toHaveAttribute('href', '/checkout');
    // No price or count is left in ASCII digits (3XL is a size's name).
    const page = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(page.textContent!.replace('সাইজ: 3XL', '')).not.toMatch(/[0-9]/);
  });
});

describe('cart page: Clear All can be undone', () => {
  it('empties the cart at once and says so in a toast whose Undo has the focus', async () => {
    const { store, actions } = await cartPageWith(bigShirt, blackHoodie);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));

    expect(store.getState().cart.items).toEqual([]);
    expect(actions.map((action) => action.type)).toEqual([cartActions.cleared.type]);
    expect(screen.getByText(CART_EMPTY)).toBeInTheDocument();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Cart cleared');
    expect(within(toast).getByRole('button', { name: 'Undo' })).toHaveFocus();
  });

  it('Undo from the keyboard puts every line back exactly, in one action carrying the lines, and the focus on the heading', async () => {
    const { store, actions, lines } = await cartPageWith(bigShirt, blackHoodie);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await screen.findByRole('alert');
    await userEvent.keyboard('{Enter}');

    expect(actions).toEqual([cartActions.cleared(), cartActions.clearUndone({ lines })]);
    expect(store.getState().cart.items).toEqual(lines);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
    expect(heading()).toHaveFocus();
  });

  it(`offers Undo for ${UNDO_SECONDS} seconds, longer than the shop's other toasts; then the cart stays empty and the focus goes to the heading`, async () => {
    jest.useFakeTimers();
    try {
      const { store } = await cartPageWith(bigShirt);
      fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
      const undo = await screen.findByRole('button', { name: 'Undo' });
      act(() => void jest.advanceTimersByTime(5000));
      expect(undo).toBeInTheDocument();
      expect(undo).toHaveFocus();

      act(() => void jest.advanceTimersByTime(UNDO_SECONDS * 1000));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
      expect(heading()).toHaveFocus();
      expect(store.getState().cart.items).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a drop’s held line in the cart', () => {
  const HOUR = Date.UTC(2026, 11, 5, 14, 0, 0);
  const held: ItemAddedPayload = { ...bigShirt, quantity: 1, hold: { id: 'hold-1', units: 1, expiresAt: HOUR + 600_000 } };

  it.each<[Language, string, string]>([
    ['en', 'Held for you · 9:41 left', 'The time we held Artcell Tee (Size: 3XL) for you ran out'],
    ['bn', 'আপনার জন্য রাখা আছে · বাকি ৯:৪১', 'Artcell Tee (সাইজ: 3XL) আপনার জন্য রাখার সময় শেষ হয়েছে'],
  ])('in %s: shows the time its hold has left by the shop’s clock, then says plainly that it ran out', async (language, left, ranOut) => {
    const { store } = await cartPageIn(language, held);
    act(() => void store.dispatch(dropActions.ticked({ now: HOUR + 600_000 - 581_000 })));
    expect(screen.getByRole('timer')).toHaveTextContent(left);
    act(() => void store.dispatch(cartActions.holdRanOut({ skuCodes: [held.sku.code] })));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(ranOut);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().cart.ranOut).toBeUndefined();
  });
});
