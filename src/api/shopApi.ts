import type { ApiResult, HttpClient } from './http';
import { resource } from './resource';
import type { ItemSearchRequest, LocationSearchRequest, OutletStockSearchRequest, PageRequest } from '../domain/requests';
import type {
  AttributeOption,
  Branch,
  Category,
  DeliveryCharge,
  GlobalDiscount,
  Item,
  ListResponse,
  Location,
  Lookup,
  News,
  OrderPayload,
} from '../domain/types';

export interface CheckoutCreated {
  id: string;
  redirectUrl?: string;
}

type List<T> = Promise<ApiResult<ListResponse<T>>>;

/** One typed function per call of spec §7. Sagas call these through `call`; components never import them. */
export function createShopApi(http: HttpClient) {
  const items = resource<Item>(http, '/api/v2/items');
  const categories = resource<Category>(http, '/api/categories');
  const locations = resource<Location>(http, '/api/locations');
  const news = resource<News>(http, '/api/news');
  const checkouts = resource<CheckoutCreated>(http, '/api/checkouts');

  return {
    searchOutletStock: (request: OutletStockSearchRequest): List<Item> =>
      http.request('POST', '/api/search/indices/outlet-stock/search', { body: request }),
    searchItems: (request: ItemSearchRequest): List<Item> => items.search<Item>(request),
    findItem: (id: string) => items.findOne({ id }),
    postItemView: (id: string) => http.request<unknown>('POST', '/api/v2/items/events/view', { params: { id } }),

    searchGlobalDiscounts: (request: PageRequest): List<GlobalDiscount> =>
      http.request('POST', '/api/global/discounts/search', { body: request }),
    searchCategories: (request: PageRequest): List<Category> => categories.search<Category>(request),
    searchAttributes: (request: PageRequest): List<AttributeOption> => http.request('POST', '/api/attributes/search', { body: request }),
    searchLookups: (request: PageRequest): List<Lookup> => http.request('POST', '/api/lookups/search', { body: request }),

    searchBranches: (request: PageRequest): List<Branch> => http.request('POST', '/api/branches/search', { body: request }),
    searchLocations: (request: LocationSearchRequest): List<Location> => locations.search<Location>(request),
    findLocation: (id: string) => locations.findOne({ id }),

    searchNews: (request: PageRequest): List<News> => news.search<News>(request),
    findNews: (id: string) => news.findOne({ id }),

    getDeliveryCharges: (): List<DeliveryCharge> => http.request('GET', '/api/deliveries/charges', { params: { size: 10 } }),

    placeOrder: (order: OrderPayload) => checkouts.create(order),
    /** 200 `{ id }` when an order has this invoice id, else 404: nothing else of the order. */
    findInvoice: (invoiceId: string) => checkouts.findOne({ invoiceId }),
    // The token is the payment's, handed on by the provider in the return address.
    confirmPayment: (invoiceId: string, token: string) =>
      http.request<unknown>('PATCH', '/api/checkouts/confirm', { params: { invoiceId, token } }),
    cancelPayment: (invoiceId: string, token: string) =>
      http.request<unknown>('PATCH', '/api/checkouts/cancel', { params: { invoiceId, token } }),
    failPayment: (invoiceId: string, token: string) =>
      http.request<unknown>('PATCH', '/api/checkouts/failure', { params: { invoiceId, token } }),
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;
