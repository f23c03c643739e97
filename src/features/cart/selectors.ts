import type { CartState } from './cartSlice';

type State = { cart: CartState };

export const selectCart = (state: State) => state.cart;
export const selectCartLines = (state: State) => state.cart.items;
