import fs from 'node:fs';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import { setupStore } from '../root/store';
import { filteredListSearch, homeListSearch } from '../domain/searchPayload';
import { DEFAULT_FILTERS } from '../domain/shopFilters';
import type { Branch, GlobalDiscount, News } from '../domain/types';
import { cartActions, withTotals } from '../features/cart/cartSlice';
import { catalogActions, requestKeyOf } from '../features/catalog/catalogSlice';
import { checkoutActions, emptyCustomerForm } from '../features/checkout/checkoutSlice';
import { discountsActions } from '../features/discounts/discountsSlice';
import { filtersActions } from '../features/filters/filtersSlice';
import { newsActions } from '../features/news/newsSlice';
import { paymentsActions } from '../features/payments/paymentsSlice';
import { outletsActions } from '../features/outlets/outletsSlice';
import { referenceDataActions } from '../features/referenceData/referenceDataSlice';
import { typeaheadActions } from '../features/typeahead/typeaheadSlice';
import { uiActions } from '../features/ui/uiSlice';
import { ordersActions } from '../features/orders/ordersSlice';
import { shopperOrdersActions } from '../features/shopperOrders/shopperOrdersSlice';
import { reportsActions } from '../features/reports/reportsSlice';
import { promoActions } from '../features/promo/promoSlice';
import { savedActions } from '../features/saved/savedSlice';
import { recentActions } from '../features/recent/recentSlice';
import { shelfActions } from '../features/productShelf/shelfSlice';
import { restockActions } from '../features/restock/restockSlice';
import { dropActions } from '../features/drop/dropSlice';
import { fakeDeps, memoryStorage } from '../test/fakes';
import { item } from '../test/items';
import { accountOrder, customer as signedInCustomer, trackedOrder } from '../test/orders';
import { accountActions } from '../features/account/accountSlice';
import { bandFilter, bigShirt, offlineApi } from '../test/qaJourney';
import { replayActionLog } from './replay';
import type { ApiError } from '../app/failures';

const failure: ApiError = { status: 503, message: 'common.notLoaded.products' };
const request = filteredListSearch('shop', bandFilter)!;
const requestKey = requestKeyOf(request);
const showroom: Branch = {
  id: 'b-1',
  name: 'Dhanmondi',
  address: 'Road 27',
  lat: 23.74,
  lon: 90.37,
  type: 'SHOWROOM',
  stockLocations: [{ id: 'loc-1' }],
};
const story: News = {
  id: 'n-1',
  title: 'Warfaze live in Dhaka',
  date: '2026-01-10',
  content: '<p>Tonight.</p>',
  links: { main_image: '/images/news/1.jpg' },
};
const discount: GlobalDiscount = {
  id: 'd-1',
  title: 'Eid',
  valid: true,
  type: 'FIXED_CATEGORY',
  discountType: 'PERCENTAGE',
  value: 10,
  categories: [{ categoryId: 'tees' }],
  items: [],
};
const customer = { fullName: 'Rafi Ahmed', mobile: '01712345678', email: 'rafi@example.com', shortAddress: 'House 5, Road 2, Dhanmondi' };

/** Every action the slices declare, with payloads like the app's, in an order a session could take. */

const everyAction: UnknownAction[] = [
  referenceDataActions.pageMounted(),
  referenceDataActions.loadStarted({ kinds: ['bands', 'colors'] }),
  referenceDataActions.loaded({
    kind: 'bands',
    list: [{ id: 'band-1', name: 'Artcell', type: 'bands' }],
    source: 'server',
    savedAt: 1767225600000,
  }),
  referenceDataActions.loadFailed({ kind: 'colors', error: failure }),
  discountsActions.loadRequested(),
  discountsActions.loaded({ list: [discount] }),
  discountsActions.loadFailed(failure),
  filtersActions.urlChanged({ list: 'shop', filters: bandFilter, pages: 2, locationId: '' }),
  filtersActions.urlChanged({ list: 'branch', filters: DEFAULT_FILTERS, pages: 1, locationId: 'loc-1' }),
  catalogActions.listRequested({ list: 'popular', request: homeListSearch('popular') }),
  catalogActions.pageLoaded({ list: 'shop', requestKey, page: 1, items: [item('a'), item('b')], nextPageToken: 'p2', more: true }),
  catalogActions.pageLoaded({ list: 'shop', requestKey, page: 2, items: [item('c')], nextPageToken: 'p3', more: false }),
  catalogActions.moreRequested({ list: 'shop' }),
  catalogActions.pageFailed({ list: 'shop', requestKey, error: failure }),
  catalogActions.detailsRequested({ id: 'a' }),
  catalogActions.detailsLoaded({ id: 'a', item: item('a') }),
  catalogActions.detailsSkuChosen({ skuCode: 'a-M' }),
  catalogActions.detailsQuantityChanged({ quantity: 2 }),
  catalogActions.relatedLoaded({ id: 'a', items: [item('b'), item('c')] }),
  catalogActions.productViewed({ id: 'a' }),
  catalogActions.relatedFailed({ id: 'a', error: failure }),
  catalogActions.detailsFailed({ id: 'a', error: failure }),
  catalogActions.branchLocationRequested({ id: 'loc-1' }),
  catalogActions.branchLocationLoaded({ id: 'loc-1', location: showroom }),
  catalogActions.branchLocationFailed({ id: 'loc-1', error: failure }),
  typeaheadActions.queryChanged({ query: 'war' }),
  typeaheadActions.suggestionsLoaded({ query: 'war', items: [item('a')] }),
  typeaheadActions.suggestionsFailed({ query: 'war' }),
  cartActions.itemAdded(bigShirt),
  cartActions.quantityIncreased({ skuCode: bigShirt.sku.code, limit: 5 }),
  cartActions.quantityDecreased({ skuCode: bigShirt.sku.code }),
  uiActions.toastRequested({ kind: 'info', text: 'common.toast.itemAdded' }),
  uiActions.languageSet({ language: 'bn' }),
  uiActions.toastShown({ id: 1 }),
  checkoutActions.opened(),
  checkoutActions.deliveryChargesLoaded({ list: [{ id: 'INSIDE_DHAKA', charge: 60 }] }),
  checkoutActions.deliveryChargesFailed(failure),
  checkoutActions.formRestored({ form: { ...emptyCustomerForm, ...customer }, paymentType: 'CASH_ON_DELIVERY' }),
  checkoutActions.formChanged({ note: 'Call first' }),
  promoActions.applyRequested({ typed: 'metal ১০' }),
  promoActions.tryRefused({ answer: { code: 'METAL10', refused: { reason: 'belowMinimum', missing: 250 } } }),
  promoActions.applyRequested({ typed: 'METAL10' }),
  promoActions.checkFailed(failure),
  promoActions.applied({ answer: { code: 'METAL10', discount: { lines: 105, delivery: 0, total: 105 } }, basis: '[]' }),
  promoActions.recheckRequested(),
  promoActions.rechecked({ answer: { code: 'METAL10', refused: { reason: 'expired' } }, basis: '[]' }),
  promoActions.removed(),
  checkoutActions.customerConfirmed({ payableTotal: 2260 }),
  checkoutActions.customerEditRequested(),
  checkoutActions.customerConfirmed({ payableTotal: 2260 }),
  checkoutActions.paymentTypeChosen('ONLINE'),
  checkoutActions.termsToggled({ accepted: true }),
  checkoutActions.orderRequested({ origin: 'http://localhost:8080' }),
  checkoutActions.linesChanged({
    changes: [
      { itemId: bigShirt.product.id, skuCode: bigShirt.sku.code, kind: 'stock', available: 1 },
      { itemId: bigShirt.product.id, skuCode: bigShirt.sku.code, kind: 'price', price: 1300, discountedPrice: 1100 },
    ],
    onlineLocationId: 'online-warehouse',
    notices: [
      {
        skuCode: bigShirt.sku.code,
        title: bigShirt.product.title,
        attributeValues: bigShirt.sku.attributeValues,
        quantity: 1,
        capped: true,
        unitPrice: 1100,
      },
    ],
    error: { status: 409, message: 'checkout.changed.next', detail: 'Only 1 unit left.' },
  }),
  checkoutActions.orderRequested({ origin: 'http://localhost:8080' }),
  checkoutActions.orderFailed(failure),
  checkoutActions.openOrdersFound({
    orders: [trackedOrder('INV-1', { status: 'PLACED', paymentType: 'ONLINE', payBy: 1_900_000_000_000 })],
  }),
  checkoutActions.orderPlaced({ invoiceId: 'INV-1', paymentType: 'ONLINE', redirectUrl: 'http://localhost:8080/gateway/pay/INV-1' }),
  paymentsActions.paymentReturned({ outcome: 'confirm', invoiceId: 'INV-1', token: 'payment-token' }),
  paymentsActions.paymentRejected({ outcome: 'confirm', invoiceId: 'INV-1', error: failure }),
  paymentsActions.paymentAcknowledged({ outcome: 'confirm', invoiceId: 'INV-1' }),
  paymentsActions.invoiceRequested({ id: 'INV-1' }),
  paymentsActions.invoiceFailed({ id: 'INV-1', error: failure }),
  paymentsActions.invoiceRequested({ id: 'INV-1' }),
  paymentsActions.invoiceFound({ id: 'INV-1' }),
  ordersActions.trackRequested({ invoiceId: 'INV-1', mobile: '01712345678' }),
  ordersActions.trackFailed({ lookup: 1, error: failure }),
  ordersActions.trackRequested({ invoiceId: 'INV-1', mobile: '01712345678' }),
  ordersActions.trackLoaded({ lookup: 2, order: trackedOrder('INV-1') }),
  ordersActions.trackCleared(),
  ordersActions.trackPageOpened({ invoiceId: 'INV-1' }),
  ordersActions.mobileRecalled({ invoiceId: 'INV-1', mobile: '01712345678' }),
  ordersActions.trackAnotherChosen({ invoiceId: 'INV-1' }),
  shopperOrdersActions.payRequested({ invoiceId: 'INV-1', mobile: '01712345678' }),
  shopperOrdersActions.actFailed({ invoiceId: 'INV-1', kind: 'pay', error: failure }),
  shopperOrdersActions.payRequested({ invoiceId: 'INV-1' }),
  shopperOrdersActions.payOpened({ invoiceId: 'INV-1', redirectUrl: 'http://localhost:8080/gateway/pay/INV-1?token=t' }),
  shopperOrdersActions.cancelRequested({ invoiceId: 'INV-1', mobile: '01712345678' }),
  shopperOrdersActions.orderAnswered({ order: trackedOrder('INV-1', { status: 'CANCELLED' }) }),
  shopperOrdersActions.cancelDone({ invoiceId: 'INV-1' }),
  reportsActions.sendRequested({ note: 'The total changed.', page: '/checkout', viewport: { width: 375, height: 812 } }),
  reportsActions.sendFailed({ error: failure, note: 'The total changed.' }),
  reportsActions.dialogClosed(),
  reportsActions.sent({ reference: 'R-7KQ2XM' }),
  savedActions.restored({ list: [{ itemId: 'shirt-a', savedAt: 1_795_000_000_000 }], unsynced: false, removed: [] }),
  savedActions.productSaved('shirt-b', 1_795_000_100_000),
  savedActions.productRemoved({ itemId: 'shirt-a' }, 1_795_000_150_000),
  savedActions.changedInAnotherTab({
    list: [{ itemId: 'shirt-c', savedAt: 1_795_000_200_000 }],
    unsynced: true,
    removed: [{ itemId: 'shirt-a', removedAt: 1_795_000_150_000 }],
  }),
  savedActions.accountListLoaded({ list: [{ itemId: 'shirt-d', savedAt: 1_795_000_300_000 }], merge: true }),
  savedActions.accountSyncFailed(failure),
  savedActions.accountSynced({ list: [{ itemId: 'shirt-d', savedAt: 1_795_000_300_000 }] }),
  recentActions.restored({ ids: ['shirt-a', 'shirt-b'] }),
  recentActions.changedInAnotherTab({ ids: ['shirt-c'] }),
  shelfActions.productsRequested({ ids: ['a', 'gone'] }),
  shelfActions.productsLoaded({ ids: ['a', 'gone'], items: [item('a')] }),
  shelfActions.productsFailed({ ids: ['b'], error: failure }),
  restockActions.alertRequested({ itemId: 'a', skuCode: 'a-L', mobile: '01712345678' }),
  restockActions.alertFailed({ skuCode: 'a-L', error: failure }),
  restockActions.alertTaken({ skuCode: 'a-L' }),
  dropActions.watched({ itemId: 'a', startsAt: '2026-12-05T14:00:00.000Z' }),
  dropActions.clockRead({ offset: -1500 }),
  dropActions.ticked({ now: Date.UTC(2026, 11, 5, 13, 59, 58) }),
  dropActions.opened({ itemId: 'a', item: item('a') }),
  dropActions.queueJoined({ itemId: 'a', ticket: 'ticket-a', admitAt: Date.UTC(2026, 11, 5, 14, 3) }),
  dropActions.unwatched(),
  dropActions.holdAsked({
    line: {
      ...bigShirt,
      product: { ...bigShirt.product, drop: { startsAt: '2026-12-05T14:00:00.000Z', perBuyerLimit: 1, holdMinutes: 10 } },
    },
  }),
  dropActions.holdRefused({
    skuCode: bigShirt.sku.code,
    status: 409,
    refusal: { problem: 'soldOut', itemId: bigShirt.product.id, skuCode: bigShirt.sku.code },
    text: { id: 'drop.hold.soldOut', values: { title: bigShirt.product.title } },
  }),
  cartActions.itemAdded({ ...bigShirt, hold: { id: 'hold-1', units: 1, expiresAt: Date.UTC(2026, 11, 5, 14, 10) } }),
  cartActions.holdRanOut({ skuCodes: [bigShirt.sku.code] }),
  cartActions.ranOutSeen(),
  accountActions.sessionCheckRequested(),
  accountActions.sessionCheckFailed(failure),
  accountActions.sessionChecked({ customer: signedInCustomer(), signedInBy: 'password' }),
  accountActions.signOutRequested(),
  accountActions.signedOut({ because: 'shopper' }),
  accountActions.passwordSignInRequested({ mobile: '01712345678', password: 'password-typed' }),
  accountActions.signInFailed(failure),
  accountActions.codeRequested({ mobile: '01712345678' }),
  accountActions.codeFailed(failure),
  accountActions.codeRequested({ mobile: '01712345678' }),
  accountActions.codeSent({ mobile: '01712345678' }),
  accountActions.codeFormLeft(),
  accountActions.codeSignInRequested({ mobile: '01712345678', code: '123456' }),
  accountActions.signedIn({ customer: signedInCustomer(), signedInBy: 'code' }),
  accountActions.ordersRequested({ page: 1 }),
  accountActions.ordersFailed(failure),
  accountActions.ordersRequested({ page: 1 }),
  accountActions.ordersLoaded({ page: 1, list: [accountOrder('INV-1')], nextPageToken: '', total: 1 }),
  accountActions.passwordSetRequested({ password: 'new-password' }),
  accountActions.passwordSetFailed(failure),
  accountActions.passwordSetRequested({ password: 'new-password' }),
  accountActions.passwordSet(),
  accountActions.reorderRequested({ invoiceId: 'INV-1' }),
  accountActions.reorderFailed({ invoiceId: 'INV-1', error: failure }),
  accountActions.reorderRequested({ invoiceId: 'INV-1' }),
  accountActions.reorderDone({ invoiceId: 'INV-1', added: 2, unavailable: [] }),
  checkoutActions.filledFromAccount({ fullName: 'Rahim Uddin', mobile: '01712345678', email: '', shortAddress: 'Dhanmondi' }),
  checkoutActions.verificationRequired({ mobile: '01712345678', error: failure }),
  checkoutActions.verificationCodeChanged({ code: '123456' }),
  cartActions.itemAdded(bigShirt),
  cartActions.itemRemoved({ skuCode: bigShirt.sku.code }),
  cartActions.changedInAnotherTab({ cart: withTotals([bigShirt]) }),
  cartActions.cleared(),
  cartActions.clearUndone({ lines: withTotals([bigShirt]).items }),
  newsActions.listRequested({ list: 'list' }),
  newsActions.pageLoaded({ list: 'list', page: 1, items: [story], nextPageToken: 'n2' }),
  newsActions.moreRequested({ list: 'list' }),
  newsActions.pageFailed({ list: 'list', error: failure }),
  newsActions.detailsRequested({ id: 'n-1' }),
  newsActions.detailsLoaded({ id: 'n-1', item: story }),
  newsActions.detailsFailed({ id: 'n-1', error: failure }),
  outletsActions.branchesRequested(),
  outletsActions.branchesLoaded({ list: [showroom] }),
  outletsActions.branchesFailed(failure),
  outletsActions.pageRequested(),
  outletsActions.pageLoaded({ page: 1, list: [showroom], nextPageToken: 'o2', more: false }),
  outletsActions.moreRequested(),
  outletsActions.pageFailed(failure),
];

/** The action types each `src/features/<concern>/<concern>Slice.ts` exports through its `…Actions` object. */
function declaredActionTypes(): string[] {
  const features = path.join(__dirname, '..', 'features');
  return fs.readdirSync(features).flatMap((concern) =>
    fs
      .readdirSync(path.join(features, concern))
      .filter((file) => file.endsWith('Slice.ts'))
      .flatMap((file) => {
        // Every slice file there is, found at run time.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const slice = require(path.join(features, concern, file)) as Record<string, unknown>;
        return Object.entries(slice)
          .filter(([name]) => name.endsWith('Actions'))
          .flatMap(([, creators]) => Object.values(creators as Record<string, { type: string }>).map((creator) => creator.type));
      }),
  );
}

describe('replayability', () => {
  it('covers every action the slices declare', () => {
    const declared = declaredActionTypes();
    expect(declared.length).toBeGreaterThan(60);
    expect(new Set(everyAction.map((action) => action.type))).toEqual(new Set(declared));
  });

  it('dispatches every action, and what the sagas put in answer, with serializable payloads and state', async () => {
    const { store } = setupStore(fakeDeps({ api: offlineApi }), memoryStorage());
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const action of everyAction) store.dispatch(action);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const problems = errors.mock.calls.map((args) => String(args[0])).filter((message) => /non-serializable/i.test(message));
    errors.mockRestore();
    expect(problems).toEqual([]);
  });

  it('ends in the same state whatever the clock and the random numbers say', () => {
    const replayAt = (now: number, random: number) => {
      jest.useFakeTimers({ now });
      const spy = jest.spyOn(Math, 'random').mockReturnValue(random);
      try {
        return replayActionLog({ preloadedState: undefined, actions: everyAction }).state;
      } finally {
        spy.mockRestore();
        jest.useRealTimers();
      }
    };
    expect(replayAt(Date.UTC(2026, 0, 1), 0.01)).toEqual(replayAt(Date.UTC(2031, 6, 15, 23, 59), 0.99));
  });
});
