import type { PersistPartial } from '../../app/persistence';
import type { CartState } from './cartSlice';

type State = { cart: CartState };

export const selectCart = (state: State) => state.cart;
export const selectCartLines = (state: State) => state.cart.items;

/**
 * Whether the stored cart has been read back. Until then (a server render, the first frames in the browser) the cart
 * is not known, so nothing may show it as empty or count it.
 */
export const selectCartRestored = (state: { cart: CartState & Partial<PersistPartial> }) => state.cart._persist?.rehydrated === true;
