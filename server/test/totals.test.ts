// One totals rule: carts of every kind go through the SPA as a shopper's would (its API client, reducers, summary
// selector and checkout saga, over real HTTP) and the total the summary showed is the total the server stored.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { createHttpClient } from '../../src/api/http';
import { createShopApi } from '../../src/api/shopApi';
import { DEFAULT_CONFIG } from '../../src/app/config';
import type { SagaDeps } from '../../src/app/deps';
import { fakeDeps } from '../../src/test/fakes';
import { lineOrderType } from '@domain/cartTotals';
import { unitPrice } from '@domain/pricing';
import { stockOnHand } from '@domain/stock';
import type { Item, PaymentType, PickupDistrict, Sku } from '@domain/types';
import cart, { cartActions } from '../../src/features/cart/cartSlice';
import { loadDeliveryCharges, placeOrder } from '../../src/features/checkout/checkoutSaga';
import checkout, { checkoutActions } from '../../src/features/checkout/checkoutSlice';
import account from '../../src/features/account/accountSlice';
import ui from '../../src/features/ui/uiSlice';
import promo, { promoActions } from '../../src/features/promo/promoSlice';
import { applyPromo } from '../../src/features/promo/promoSaga';
import { selectCheckoutTotals } from '../../src/features/checkout/selectors';
import { loadDiscounts } from '../../src/features/discounts/discountsSaga';
import discounts, { discountsActions } from '../../src/features/discounts/discountsSlice';
import { ids, ONLINE_LOCATION_ID, SPECIAL_ITEMS } from '../src/db/seed';
import { listeningPort, search, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let deps: SagaDeps;
let port: number;
const reducer = combineReducers({ cart, checkout, discounts, account, ui, promo });
type State = ReturnType<typeof reducer>;

beforeAll(async () => {
  server = await startTestServer({ maxUnitsPerLine: 1000 });
  port = await listeningPort(server.app);
  deps = shopper('totals-test');
});
afterAll(() => server.close());

// expectSaga cancels a saga still running after 250 ms, which real HTTP on a busy CI machine can outlast; these sagas
// end by themselves, so they run to their end and jest's own timeout catches one that hangs.
const TO_THE_END = false;
jest.setTimeout(30_000);

/** What the SPA's sagas are given in a shopper's browser (the shop limits open orders per device and mobile number). */
function shopper(deviceId: string): SagaDeps {
  return {
    api: createShopApi(
      createHttpClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: DEFAULT_CONFIG.apiKey, deviceId, getToken: () => null }),
    ),
    config: { ...DEFAULT_CONFIG, onlineLocationId: ONLINE_LOCATION_ID },
    device: { id: deviceId, name: 'jest' },
    navigation: { navigate: jest.fn(), redirect: jest.fn() },
    // The tab's storage, where a placed order is remembered for Back.
    sessionStorage: fakeDeps().sessionStorage,
  } as unknown as SagaDeps;
}

/** The state after the shop's discounts and the checkout's delivery charges have loaded through their sagas. */
async function loadedState(): Promise<State> {
  let state = reducer(undefined, discountsActions.loadRequested());
  state = reducer(state, checkoutActions.opened());
  for (const saga of [loadDiscounts, loadDeliveryCharges]) {
    state = (await expectSaga(saga, deps).withReducer(reducer, state).run(TO_THE_END)).storeState as State;
  }
  expect(state.discounts.list.length).toBeGreaterThan(0);
  expect(state.checkout.deliveryCharges.length).toBe(2);
  return state;
}

interface CartLineWanted {
  item: Item;
  sku: Sku;
  quantity: number;
}

/** Adds a line as the product page does: its price under the shop's discounts, a pre-order when none is on hand. */
function added(state: State, { item, sku, quantity }: CartLineWanted): State {
  const price = unitPrice(item, sku, state.discounts.list);
  const { id, code, title, images, categories } = item;
  return reducer(
    state,
    cartActions.itemAdded({
      product: { id, code, title, images, categories },
      sku,
      quantity,
      unitPrice: {
        original: price.original,
        price: price.price,
        offerId: price.discount?.id ?? null,
        offerName: price.discount?.title ?? null,
      },
      orderType: lineOrderType(stockOnHand(sku, ONLINE_LOCATION_ID)),
    }),
  );
}

let shoppers = 0;

/** Checks out the cart as the shopper would (each cart a shopper of their own) and answers the summary's totals and the stored order. */
async function checkOut(lines: CartLineWanted[], district: PickupDistrict, paymentType: PaymentType, promoCode?: string) {
  shoppers += 1;
  let state = lines.reduce(added, await loadedState());
  state = reducer(
    state,
    checkoutActions.formChanged({
      fullName: 'Nusrat Jahan',
      mobile: `0171${String(shoppers).padStart(7, '0')}`,
      email: 'nusrat@example.com',
      shortAddress: 'House 3, Road 7, Uttara',
      pickupDistrict: district,
    }),
  );
  if (promoCode) {
    // Applied as the summary's field does: the code checked by the shop for this cart, district and number.
    const applied = await expectSaga(applyPromo, deps, promoActions.applyRequested({ typed: promoCode }))
      .withReducer(reducer, state)
      .run(TO_THE_END);
    state = applied.storeState as State;
    if (!state.cart.promoCode) throw new Error(`${promoCode} was not applied: ${JSON.stringify(state.promo)}`);
  }
  const summary = selectCheckoutTotals(state);
  state = reducer(state, checkoutActions.customerConfirmed({ payableTotal: summary.payable }));
  state = reducer(state, checkoutActions.paymentTypeChosen(paymentType));
  state = reducer(state, checkoutActions.termsToggled({ accepted: true }));
  const requested = checkoutActions.orderRequested({ origin: 'http://localhost:8080' });
  state = reducer(state, requested);
  const { effects } = await expectSaga(placeOrder, shopper(`totals-shopper-${shoppers}`), requested)
    .withState(state)
    .run(TO_THE_END);
  const placed = effects.put.map((effect) => effect.payload.action).find((action) => checkoutActions.orderPlaced.match(action));
  if (!placed) throw new Error(`the order was not placed: ${JSON.stringify(effects.put.map((effect) => effect.payload.action))}`);
  const stored = (await server.app.store.findOrder(placed.payload.invoiceId))!;
  return {
    summary,
    stored: {
      subtotal: stored.subtotal,
      promo: stored.voucher?.discount ?? 0,
      vatPercent: stored.vatPercent,
      vat: stored.vat,
      delivery: stored.deliveryCharge,
      payable: stored.total,
    },
  };
}

const item = async (index: number) => (await deps.api.findItem(ids.item(index))).body as Item;
const onHand = (sku: Sku) => stockOnHand(sku, ONLINE_LOCATION_ID);

test.each([
  ['inside Dhaka, cash on delivery', 'INSIDE_DHAKA', 'CASH_ON_DELIVERY'],
  ['outside Dhaka, paid online', 'OUTSIDE_DHAKA', 'ONLINE'],
] as const)('the summary and the stored order add up the same: %s', async (_name, district, paymentType) => {
  const plain = (await search(server.app, { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }], size: 20 })).body.list;
  const inStock = plain.find((i) => i.skus.some((s) => onHand(s) >= 2))!;
  const preordered = plain.flatMap((i) => i.skus.map((sku) => ({ item: i, sku }))).find(({ sku }) => onHand(sku) === 0)!;
  const plusSized = plain.flatMap((i) =>
    i.skus.filter((s) => s.salesPrice > Math.min(...i.skus.map((other) => other.salesPrice))).map((sku) => ({ item: i, sku })),
  )[0];
  const productPercent = await item(SPECIAL_ITEMS.productPercent[1]);
  const productFixed = await item(SPECIAL_ITEMS.productFixed);
  const skuFixed = await item(SPECIAL_ITEMS.skuFixed);
  const skuTenPercent = await item(SPECIAL_ITEMS.skuDiscountTenPercent);
  expect([inStock, preordered, plusSized].every(Boolean)).toBe(true);

  const carts: [string, CartLineWanted[]][] = [
    ['one line in stock', [{ item: inStock, sku: inStock.skus.find((s) => onHand(s) >= 2)!, quantity: 2 }]],
    ['a pre-order', [{ ...preordered, quantity: 3 }]],
    ['a plus size', [{ ...plusSized, quantity: 1 }]],
    [
      'discounts of every kind',
      [
        { item: productPercent, sku: productPercent.skus[0], quantity: 1 },
        { item: productFixed, sku: productFixed.skus[0], quantity: 2 },
        { item: skuFixed, sku: skuFixed.skus.find((s) => s.attributeValues.map((v) => v.name).join(' ') === 'Black XL')!, quantity: 1 },
        { item: skuTenPercent, sku: skuTenPercent.skus[0], quantity: 1 },
      ],
    ],
  ];
  for (const [cartName, lines] of carts) {
    expect(lines.every((line) => line.sku)).toBe(true);
    const { summary, stored } = await checkOut(lines, district, paymentType);
    expect({ cartName, total: stored }).toEqual({ cartName, total: summary });
    expect(summary.delivery).toBe(district === 'INSIDE_DHAKA' ? 80 : 120);
    expect(summary.payable).toBe(summary.subtotal + summary.vat + summary.delivery);
  }
});

test('with a promo code of each kind, the summary and the stored order add up the same', async () => {
  const plain = (await search(server.app, { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }], size: 20 })).body.list;
  const [first, second] = plain.filter((i) => i.skus.some((s) => onHand(s) >= 3));
  const discounted = await item(SPECIAL_ITEMS.productPercent[1]);
  const now = Date.now();
  const terms = { minSubtotal: null, maxDiscount: null, startsAt: null, endsAt: null, maxUses: null, onePerNumber: false };
  const codes = [
    { ...terms, code: 'TOTALS-PCT', kind: 'PERCENT' as const, value: 15, maxDiscount: 333 },
    { ...terms, code: 'TOTALS-AMT', kind: 'AMOUNT' as const, value: 250, minSubtotal: 500 },
    { ...terms, code: 'TOTALS-FREE', kind: 'FREE_DELIVERY' as const, value: 0 },
    // A category's code covers only the lines filed under it (or under a child of it).
    { ...terms, code: 'TOTALS-CAT', kind: 'PERCENT' as const, value: 10, categoryIds: first.categories.map((c) => c.id).slice(0, 1) },
  ];
  for (const voucher of codes) {
    const added = await server.app.store.vouchers.add({
      categoryIds: [],
      bandIds: [],
      active: true,
      createdAt: now,
      updatedAt: now,
      ...voucher,
    });
    expect(added).toBe(true);
  }
  const lines: CartLineWanted[] = [
    { item: first, sku: first.skus.find((s) => onHand(s) >= 3)!, quantity: 3 },
    { item: second, sku: second.skus.find((s) => onHand(s) >= 3)!, quantity: 1 },
    { item: discounted, sku: discounted.skus[0], quantity: 1 },
  ];
  // Each order takes stock: a line is added as the product page shows it now, fewer or a pre-order as stock runs out.
  const fresh = async (line: CartLineWanted) => {
    const now = (await deps.api.findItem(line.item.id)).body as Item;
    const sku = now.skus.find((s) => s.code === line.sku.code)!;
    return { item: now, sku, quantity: onHand(sku) === 0 ? line.quantity : Math.min(line.quantity, onHand(sku)) };
  };
  for (const { code } of codes) {
    for (const district of ['INSIDE_DHAKA', 'OUTSIDE_DHAKA'] as const) {
      const cart = await Promise.all(lines.map(fresh));
      const { summary, stored } = await checkOut(cart, district, district === 'INSIDE_DHAKA' ? 'CASH_ON_DELIVERY' : 'ONLINE', code);
      expect({ code, district, total: stored }).toEqual({ code, district, total: summary });
      expect(summary.promo).toBeGreaterThan(0);
      expect(summary.payable).toBe(summary.subtotal - summary.promo + summary.vat + summary.delivery);
    }
  }
});
