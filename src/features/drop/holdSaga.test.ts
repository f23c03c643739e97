import { combineReducers } from '@reduxjs/toolkit';
import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import type { ApiResult } from '../../api/http';
import type { LineHold } from '../../domain/dropHolds';
import { fakeDeps } from '../../test/fakes';
import { bigShirt } from '../../test/qaJourney';
import { SETTLE_MS } from '../../test/sagas';
import cart, { cartActions, type CartLine, type ItemAddedPayload } from '../cart/cartSlice';
import ui from '../ui/uiSlice';
import { holdSaga } from './holdSaga';
import { holdReleased, RELEASE_AFTER_MS } from './holds';
import drop, { dropActions as a } from './dropSlice';
import { ticketKey } from './keptTicket';

const root = combineReducers({ cart, drop, ui });
const initial = root(undefined, { type: '@@init' });
const HOUR = Date.UTC(2026, 11, 5, 14, 0, 0);
const tour: ItemAddedPayload = {
  ...bigShirt,
  quantity: 1,
  product: { ...bigShirt.product, drop: { startsAt: new Date(HOUR).toISOString(), perBuyerLimit: 1, holdMinutes: 10 } },
};
const hold: LineHold = { id: 'hold-1', units: 1, expiresAt: HOUR + 600_000 };
const held = root(initial, cartActions.itemAdded({ ...tour, hold }));

type Answer = ApiResult<unknown>;
const answer = (status: number, body: unknown = {}): Answer => ({ status, body, networkError: false });
const offline: Answer = { status: 0, networkError: true };

/**
 * The hold saga on a phone whose clock is the server's less a minute: each tick's delay moves that clock on by its
 * length at once (unless `realTicks`), the wait before a release takes 50 ms, and the shop answers the hold, the
 * release and the clock as given.
 */
function page({ holdAnswer = answer(201, { hold }), releaseAnswer = answer(204), phoneNow = HOUR - 60_000, realTicks = false } = {}) {
  let phone = phoneNow;
  const deps = fakeDeps({ clock: { now: () => phone } });
  const asked = { holds: [] as unknown[], releases: [] as unknown[][] };
  const run = () =>
    expectSaga(holdSaga, deps)
      .withReducer(root)
      .provide({
        call(effect, next) {
          if (effect.fn === delayP && effect.args[0] === RELEASE_AFTER_MS) return delayP(50);
          if (effect.fn === delayP && !realTicks) {
            phone += effect.args[0] as number;
            return undefined;
          }
          if (effect.fn === deps.api.clock) return answer(200, { now: phone + 60_000 });
          if (effect.fn === deps.api.holdDrop) {
            asked.holds.push(effect.args[0]);
            return holdAnswer;
          }
          if (effect.fn === deps.api.releaseHold) {
            asked.releases.push(effect.args);
            return releaseAnswer;
          }
          return next();
        },
      });
  return { run, asked, deps };
}

const warnings = (state: ReturnType<typeof root>) => state.ui.toasts.filter((toast) => toast.kind === 'warning').map((toast) => toast.text);

describe('Add to cart on a drop’s item holds its units first', () => {
  it('the line joins the cart with the shop’s hold; Add to cart waits meanwhile', async () => {
    const { run, asked } = page({ holdAnswer: answer(201, { hold }), realTicks: true });
    const holding = root(initial, a.holdAsked({ line: tour }));
    expect(holding.drop.holding).toBe(tour.sku.code);
    const { storeState } = await run()
      .dispatch(a.holdAsked({ line: tour }))
      .put(cartActions.itemAdded({ ...tour, quantity: 1, hold }))
      .silentRun(SETTLE_MS);
    expect(asked.holds).toEqual([{ itemId: 'a', skuCode: tour.sku.code, units: 1, deviceId: 'device-test' }]);
    expect(storeState.cart.items.map((line: CartLine) => [line.sku.code, line.quantity, line.hold])).toEqual([[tour.sku.code, 1, hold]]);
    expect(storeState.drop.holding).toBeNull();
  });

  it.each([
    [
      'sold out',
      answer(409, { error: 'x', problem: 'soldOut', itemId: 'a', skuCode: tour.sku.code }),
      { id: 'drop.hold.soldOut', values: { title: 'Artcell Tee' } },
    ],
    [
      'over the limit',
      answer(409, { error: 'x', problem: 'overDropLimit', itemId: 'a', limit: 1 }),
      { id: 'drop.hold.overLimit', values: { title: 'Artcell Tee', limit: 1 } },
    ],
    [
      'not yet admitted from the queue',
      answer(409, { error: 'x', problem: 'notAdmitted', itemId: 'a', admitAt: HOUR + 60_000 }),
      { id: 'drop.queue.notYet', values: { title: 'Artcell Tee' } },
    ],
    ['offline', offline, { id: 'drop.hold.failed', values: { title: 'Artcell Tee' } }],
    ['a server failing', answer(503), { id: 'drop.hold.failed', values: { title: 'Artcell Tee' } }],
  ])('%s: nothing joins the cart, and the shopper is told why in the shop’s words', async (_case, holdAnswer, text) => {
    const { run } = page({ holdAnswer });
    const { storeState } = await run()
      .dispatch(a.holdAsked({ line: tour }))
      .put.actionType(a.holdRefused.type)
      .silentRun(SETTLE_MS);
    expect(storeState.cart.items).toEqual([]);
    expect(storeState.drop.holding).toBeNull();
    expect(warnings(storeState)).toEqual([text]);
  });

  it('names the queue ticket this browser keeps, and forgets one the shop refuses', async () => {
    const refused = answer(403, { error: 'x', problem: 'ticketRefused', itemId: 'a' });
    const { run, asked, deps } = page({ holdAnswer: refused });
    deps.storage.set(ticketKey('a'), 'ticket-1');
    const { storeState } = await run()
      .dispatch(a.holdAsked({ line: tour }))
      .put.actionType(a.holdRefused.type)
      .silentRun(SETTLE_MS);
    expect(asked.holds).toEqual([{ itemId: 'a', skuCode: tour.sku.code, units: 1, deviceId: 'device-test', ticket: 'ticket-1' }]);
    expect(deps.storage.get(ticketKey('a'))).toBeNull();
    expect(warnings(storeState)).toEqual([{ id: 'drop.queue.ticketRefused', values: { title: 'Artcell Tee' } }]);
  });
});

describe('a held line counts down by the server’s clock', () => {
  it('ticks each second, and when the hold runs out the line leaves and the cart says so', async () => {
    // Five seconds left by the server's clock.
    const { run } = page({ phoneNow: hold.expiresAt - 60_000 - 5000 });
    const { storeState } = await run()
      .withState(held)
      .put(a.clockRead({ offset: 60_000 }))
      .put(a.ticked({ now: hold.expiresAt - 5000 }))
      .put(a.ticked({ now: hold.expiresAt - 1000 }))
      .put(a.ticked({ now: hold.expiresAt }))
      .put(cartActions.holdRanOut({ skuCodes: [tour.sku.code] }))
      .silentRun(SETTLE_MS);
    expect(storeState.cart.items).toEqual([]);
    expect(storeState.cart.ranOut).toEqual([{ sku: tour.sku, title: 'Artcell Tee' }]);
    expect(storeState.drop.now).toBe(hold.expiresAt);
  });

  it('a cart with no held line is not counted', async () => {
    const { run } = page();
    await run()
      .withState(root(initial, cartActions.itemAdded(bigShirt)))
      .not.put.actionType(a.ticked.type)
      .silentRun(SETTLE_MS);
  });

  it('a held line brought by another tab starts the count', async () => {
    const { run } = page({ phoneNow: hold.expiresAt - 60_000 - 2000 });
    await run()
      .dispatch(cartActions.changedInAnotherTab({ cart: held.cart }))
      .put(cartActions.holdRanOut({ skuCodes: [tour.sku.code] }))
      .silentRun(SETTLE_MS);
  });
});

describe('a held line the shopper lets go is given back', () => {
  it('removed: its units go back on sale once Undo could no longer bring it back', async () => {
    const { run, asked } = page({ realTicks: true });
    const { storeState } = await run()
      .withState(held)
      .dispatch(cartActions.itemRemoved({ skuCode: tour.sku.code }))
      .put(holdReleased({ holdId: 'hold-1', status: 204 }))
      .silentRun(SETTLE_MS);
    expect(asked.releases).toEqual([['hold-1', 'device-test']]);
    expect(storeState.cart.items).toEqual([]);
    expect(RELEASE_AFTER_MS).toBeGreaterThan(8000);
  });

  it('Clear All undone in time: the hold stays', async () => {
    const { run, asked } = page({ realTicks: true });
    const lines = held.cart.items;
    await run()
      .withState(held)
      .dispatch(cartActions.cleared())
      .dispatch(cartActions.clearUndone({ lines }))
      .not.put.actionType(holdReleased.type)
      .silentRun(SETTLE_MS);
    expect(asked.releases).toEqual([]);
  });

  it('ran out: nothing is given back, the shop put its units on sale already', async () => {
    const { run, asked } = page();
    await run()
      .withState(held)
      .dispatch(cartActions.holdRanOut({ skuCodes: [tour.sku.code] }))
      .not.put.actionType(holdReleased.type)
      .silentRun(SETTLE_MS);
    expect(asked.releases).toEqual([]);
  });

  it('offline: the release is noted as not reached, and the hold runs out by itself', async () => {
    const { run } = page({ releaseAnswer: offline });
    await run()
      .withState(held)
      .dispatch(cartActions.itemRemoved({ skuCode: tour.sku.code }))
      .put(holdReleased({ holdId: 'hold-1', status: 0 }))
      .silentRun(SETTLE_MS);
  });
});
