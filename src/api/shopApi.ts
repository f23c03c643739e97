import type { ApiResult, HttpClient } from './http';
import { resource } from './resource';
import {
  AttributeOptionAnswer,
  BranchAnswer,
  CategoryAnswer,
  CheckoutCreatedAnswer,
  DeliveryChargeAnswer,
  GlobalDiscountAnswer,
  ItemAnswer,
  ListingItemAnswer,
  listAnswer,
  LookupAnswer,
  NewsAnswer,
  TrackedOrderAnswer,
  AccountOrderAnswer,
  OrderChangedAnswer,
  PaymentOpenedAnswer,
  SessionAnswer,
  SignedInAnswer,
  ReportSentAnswer,
  ServerClockAnswer,
  SizeGuideAnswer,
  VoucherCheckAnswer,
  SavedProductsAnswer,
  type Answer,
  type ListAnswer,
} from './answers';
import type { ItemSearchRequest, LocationSearchRequest, OutletStockSearchRequest, PageRequest } from '../domain/requests';
import type { DeliveryCharge, Item, OrderPayload } from '../domain/types';
import type { ListingItem } from '../domain/listing';
import type { ProblemReport } from '../domain/problemReport';
import type { VoucherCheckRequest } from '../domain/voucherCheck';
import type { SavedProduct } from '../domain/savedProducts';
import type { RestockAlertRequest } from '../domain/restockAlerts';
import type { DropHoldRequest } from '../domain/dropHolds';
import { DropHoldAnswer, QueueAnswerSchema } from './dropAnswers';

type List<T> = Promise<ApiResult<ListAnswer<T>>>;

const itemList = listAnswer(ItemAnswer);
const listingList = listAnswer(ListingItemAnswer);
const accountOrders = listAnswer(AccountOrderAnswer);

/**
 * One typed function per call of spec §7. Sagas call these through `call`; components never import them. Each answer
 * the shop reads is checked against its schema (./answers): one of another shape is a failure like any other.
 */
export function createShopApi(http: HttpClient) {
  const items = resource(http, '/api/v2/items', ItemAnswer);
  const categories = resource(http, '/api/categories', CategoryAnswer);
  const locations = resource(http, '/api/locations', BranchAnswer);
  const news = resource(http, '/api/news', NewsAnswer);
  const checkouts = resource(http, '/api/checkouts', CheckoutCreatedAnswer);
  const search =
    <T>(path: string, answer: Answer<ListAnswer<T>>) =>
    (request: PageRequest): List<T> =>
      http.request('POST', path, { body: request, answer });

  return {
    /** Each item as a card shows it: the lists keep no more (domain/listing.ts). */
    searchOutletStock: (request: OutletStockSearchRequest): List<ListingItem> =>
      http.request('POST', '/api/search/indices/outlet-stock/search', { body: { ...request, view: 'listing' }, answer: listingList }),
    searchItems: (request: ItemSearchRequest) => items.search(request),
    findItem: (id: string) => items.findOne({ id }),
    /**
     * The items on sale among these ids (at most MAX_SAVED_PRODUCTS), each as findItem answers it, in the order asked;
     * ids of no item on sale are left out. No ids: no call, an empty list.
     */
    itemsByIds: (ids: readonly string[]): List<Item> =>
      ids.length
        ? http.request('GET', '/api/items/by-ids', { params: { ids: ids.join(',') }, answer: itemList })
        : Promise.resolve({ status: 200, body: { list: [], nextPageToken: '', total: 0 }, networkError: false }),
    /** 202 for any well-formed request: the shop never tells whether a number asked before. */
    /** The server's time, which a drop's countdown goes by (a phone's clock may be wrong). */
    clock: () => http.request('GET', '/api/clock', { answer: ServerClockAnswer }),
    /** 201: these units of a drop's SKU are held for this device until `expiresAt`; 409 with why not. */
    holdDrop: (request: DropHoldRequest) => http.request('POST', '/api/drop-holds', { body: request, answer: DropHoldAnswer }),
    /** This browser's place in a drop's queue: its ticket (kept, or a new one) and when it is admitted. */
    joinDropQueue: (request: { itemId: string; ticket?: string }) =>
      http.request('POST', '/api/drop-queue', { body: request, answer: QueueAnswerSchema }),
    /** 204: the hold's units are back on sale; 404 when it no longer held them. */
    releaseHold: (holdId: string, deviceId: string) =>
      http.request('DELETE', `/api/drop-holds/${encodeURIComponent(holdId)}`, { params: { deviceId } }),
    askRestockAlert: (request: RestockAlertRequest) => http.request('POST', '/api/restock-alerts', { body: request }),
    postItemView: (id: string) => http.request('POST', '/api/v2/items/events/view', { params: { id } }),

    searchGlobalDiscounts: search('/api/global/discounts/search', listAnswer(GlobalDiscountAnswer)),
    searchCategories: (request: PageRequest) => categories.search(request),
    searchAttributes: search('/api/attributes/search', listAnswer(AttributeOptionAnswer)),
    searchLookups: search('/api/lookups/search', listAnswer(LookupAnswer)),

    searchBranches: search('/api/branches/search', listAnswer(BranchAnswer)),
    searchLocations: (request: LocationSearchRequest) => locations.search(request),
    findLocation: (id: string) => locations.findOne({ id }),

    searchNews: (request: PageRequest) => news.search(request),
    findNews: (id: string) => news.findOne({ id }),

    getDeliveryCharges: (): List<DeliveryCharge> =>
      http.request('GET', '/api/deliveries/charges', { params: { size: 10 }, answer: listAnswer(DeliveryChargeAnswer) }),

    /** The size guide of an item's cut, by the item's category ids; 404 when it has none. */
    findSizeGuide: (categoryIds: readonly string[]) =>
      http.request('GET', '/api/size-guides', { params: { categoryIds: categoryIds.join(',') }, answer: SizeGuideAnswer }),

    placeOrder: (order: OrderPayload) => checkouts.create(order),
    /** 200 with what the code takes off this cart, or why it does not apply. */
    checkVoucher: (request: VoucherCheckRequest) =>
      http.request('POST', '/api/vouchers/check', { body: request, answer: VoucherCheckAnswer }),
    /** 200 `{ id }` when an order has this invoice id, else 404: nothing else of the order. */
    findInvoice: (invoiceId: string) => checkouts.findOne({ invoiceId }),
    // The token is the payment's, handed on by the provider in the return address. Only the status is read.
    confirmPayment: (invoiceId: string, token: string) => http.request('PATCH', '/api/checkouts/confirm', { params: { invoiceId, token } }),
    cancelPayment: (invoiceId: string, token: string) => http.request('PATCH', '/api/checkouts/cancel', { params: { invoiceId, token } }),
    failPayment: (invoiceId: string, token: string) => http.request('PATCH', '/api/checkouts/failure', { params: { invoiceId, token } }),
    /** An order by its invoice id and the mobile number given at checkout: 404 for either wrong, alike. */
    trackOrder: (invoiceId: string, mobile: string) =>
      http.request('POST', '/api/orders/track', { body: { invoiceId, mobile }, answer: TrackedOrderAnswer }),
    /** Pay now: a fresh payment page for a waiting online order, by invoice + mobile, or (no mobile) as its signed-in owner. */
    payNow: (invoiceId: string, mobile?: string) =>
      http.request('POST', '/api/orders/pay', { body: { invoiceId, ...(mobile && { mobile }) }, answer: PaymentOpenedAnswer }),
    /** The shopper's own cancel of an order the shop has not taken up; named as for payNow. */
    cancelOrder: (invoiceId: string, mobile?: string) =>
      http.request('POST', '/api/orders/cancel', { body: { invoiceId, ...(mobile && { mobile }) }, answer: OrderChangedAnswer }),

    signIn: (mobile: string, password: string) =>
      http.request('POST', '/api/sessions', { body: { mobile, password }, answer: SignedInAnswer }),
    /** 202 for any number: a six-digit code is on its way by SMS. */
    requestCode: (mobile: string) => http.request('POST', '/api/sessions/otp', { body: { mobile } }),
    verifyCode: (mobile: string, code: string) =>
      http.request('POST', '/api/sessions/otp/verify', { body: { mobile, code }, answer: SignedInAnswer }),
    /** The session X-AUTH-TOKEN names: 200 with the customer, 401 when it has ended. */
    checkSession: () => http.request('POST', '/api/sessions/check', { answer: SessionAnswer }),
    signOut: () => http.request('DELETE', '/api/sessions'),
    /** 204: the signed-in account (signed in by a code) has this password now. */
    setPassword: (password: string) => http.request('PUT', '/api/account/password', { body: { password } }),
    accountOrders: (page: number, size: number) =>
      http.request('GET', '/api/account/orders', { params: { page, size }, answer: accountOrders }),
    /** The signed-in account's saved products, newest first; 401 when the session has ended. */
    savedProducts: () => http.request('GET', '/api/account/saved', { answer: SavedProductsAnswer }),
    /**
     * Replaces the account's saved products with these (at most MAX_SAVED_PRODUCTS: merge with mergeSavedProducts first);
     * answers the list as stored, without the products no longer on sale.
     */
    saveProducts: (items: readonly SavedProduct[]) =>
      http.request('PUT', '/api/account/saved', { body: { items }, answer: SavedProductsAnswer }),
    /** 201 with the report's reference. */
    sendReport: (report: ProblemReport) => http.request('POST', '/api/reports', { body: report, answer: ReportSentAnswer }),
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;
