import { matchCount } from '../../domain/listing';
import type { CartState } from '../cart/cartSlice';
import type { CatalogState, ListKey } from './catalogSlice';

type State = { catalog: CatalogState };

export const selectProductList = (list: ListKey) => (state: State) => state.catalog.lists[list];

/** How many products a list's search matches (see `matchCount`); null while not known. */
export const selectMatchCount = (list: ListKey) => (state: State) => {
  const { items, status, nextPageToken, total } = state.catalog.lists[list];
  return matchCount(items.length, status === 'loaded' && !nextPageToken, total);
};
export const selectProductDetails = (state: State) => state.catalog.details;
/** A product page with no product id, or whose product the server does not know: the page's "not found" (and a 404). */
export const selectProductMissing = (state: State, id: string) => {
  const { status, error } = state.catalog.details;
  return !id || (status === 'failed' && error?.status === 404);
};
export const selectBranchLocation = (state: State) => state.catalog.branchLocation;

/** The SKU chosen on the details page (the very object in the item, so it is stable between renders). */
export const selectChosenSku = (state: State) => state.catalog.details.item?.skus.find((sku) => sku.code === state.catalog.details.skuCode);
export const selectChosenQuantity = (state: State) => state.catalog.details.quantity;

/** How many of the chosen SKU the cart already holds. */
export const selectChosenSkuInCart = (state: State & { cart: CartState }) => {
  const code = selectChosenSku(state)?.code;
  return state.cart.items.find((line) => line.sku.code === code)?.quantity ?? 0;
};
