import { act, screen } from '@testing-library/react';
import { item, sku } from '../../test/items';
import { renderWithStore } from '../../test/render';
import { cartActions } from '../../features/cart/cartSlice';
import OrderSummary from './OrderSummary';

const black = { id: 'c-black', optionId: 7, optionName: 'Color', name: 'Black', sortOrder: 1 };
const xxxl = { id: 's-xxxl', optionId: 6, optionName: 'Size', name: 'XXXL', sortOrder: 6 };

describe('the checkout summary', () => {
  it("names each line's size (3XL for XXXL) and colour under its title, so nobody orders the wrong one", async () => {
    const shirt = item('shirt', { title: 'Trooper Tee' });
    const { store } = renderWithStore(<OrderSummary />);
    act(() => {
      for (const [code, values] of [
        ['shirt-black-xxxl', [black, xxxl]],
        ['patch', []],
      ] as const) {
        store.dispatch(
          cartActions.itemAdded({
            product: { ...shirt, title: code === 'patch' ? 'Logo Patch' : shirt.title },
            sku: sku(code, { attributeValues: [...values] }),
            quantity: 2,
            unitPrice: { original: 600, price: 600, offerId: null, offerName: null },
            orderType: 'order',
          }),
        );
      }
    });
    const [tee, patch] = await screen.findAllByRole('listitem');
    expect(tee).toHaveTextContent('Trooper Tee × 2Size: 3XL · Color: Black');
    expect(patch).toHaveTextContent('Logo Patch × 2');
    expect(patch).not.toHaveTextContent('Size');
  });
});
