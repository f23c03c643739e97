import { combineReducers } from '@reduxjs/toolkit';
import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import type { ApiResult } from '../../api/http';
import type { ClockAnswer } from '../../domain/drops';
import type { Item } from '../../domain/types';
import { fakeDeps } from '../../test/fakes';
import { item, sku } from '../../test/items';
import { SETTLE_MS } from '../../test/sagas';
import catalog, { catalogActions } from '../catalog/catalogSlice';
import { dropSaga } from './dropSaga';
import drop, { dropActions as a } from './dropSlice';

const root = combineReducers({ drop, catalog });
const initial = root(undefined, { type: '@@init' });
const HOUR = Date.UTC(2026, 11, 5, 14, 0, 0);
const startsAt = new Date(HOUR).toISOString();
const ok = <T>(body: T): ApiResult<T> => ({ status: 200, networkError: false, body });
const offline: ApiResult<never> = { status: 0, networkError: true };

/**
 * The product page's saga 3.5 s before the hour by the server's clock, on a phone whose clock is `phoneBehind` ms
 * behind it: each delay moves the phone's clock on by its length at once (unless `realDelays`), and the server
 * answers the clock read and the item as given.
 */
function page({ phoneBehind = 0, clock = ok<ClockAnswer>({ now: 0 }), fresh = ok(item('tee')) as ApiResult<Item>, realDelays = false }) {
  let phone = HOUR - 3500 - phoneBehind;
  const deps = fakeDeps({ clock: { now: () => phone } });
  const asked = { clock: 0, item: 0 };
  const run = () =>
    expectSaga(dropSaga, deps)
      .withReducer(root)
      .provide({
        call(effect, next) {
          if (effect.fn === delayP && !realDelays) {
            phone += effect.args[0] as number;
            return undefined;
          }
          if (effect.fn === deps.api.clock) {
            asked.clock += 1;
            return clock.status === 200 ? { ...clock, body: { now: phone + phoneBehind } } : clock;
          }
          if (effect.fn === deps.api.findItem) {
            asked.item += 1;
            return fresh;
          }
          return next();
        },
      });
  return { run, asked };
}

const shown = (overrides: Partial<Item> = {}) => [
  catalogActions.detailsRequested({ id: 'tee' }),
  catalogActions.detailsLoaded({ id: 'tee', item: item('tee', { drop: { startsAt, perBuyerLimit: 1, holdMinutes: 10 }, ...overrides }) }),
];

describe('a drop counts down by the server’s clock and opens by itself', () => {
  it('reads the clock once, ticks as each second changes, then opens on the item as the shop has it at the hour', async () => {
    const restocked = item('tee', { title: 'Tour tee (restocked)' });
    const { run, asked } = page({ phoneBehind: 60_000, fresh: ok(restocked) });
    const { storeState } = await run()
      .withState(shown().reduce(root, initial))
      .dispatch(a.watched({ itemId: 'tee', startsAt }))
      .put(a.ticked({ now: HOUR - 3500 }))
      .put(a.ticked({ now: HOUR - 3000 }))
      .put(a.ticked({ now: HOUR - 1000 }))
      .put(a.ticked({ now: HOUR }))
      .put(a.opened({ itemId: 'tee', item: restocked }))
      .silentRun(SETTLE_MS);
    expect(asked).toEqual({ clock: 1, item: 1 });
    expect(storeState.drop).toEqual({ clockOffset: 60_000, now: HOUR, holding: null });
    expect(storeState.catalog.details.item?.title).toBe('Tour tee (restocked)');
  });

  it('with the shop out of reach, it counts by the phone’s clock and opens on the item the page has', async () => {
    const { run, asked } = page({ clock: offline, fresh: offline });
    const { storeState } = await run()
      .withState(shown().reduce(root, initial))
      .dispatch(a.watched({ itemId: 'tee', startsAt }))
      .put(a.opened({ itemId: 'tee', item: null }))
      .silentRun(SETTLE_MS);
    expect(asked.clock).toBe(1);
    // Not kept: the next page reads the clock again.
    expect(storeState.drop.clockOffset).toBeNull();
    expect(storeState.catalog.details.item?.drop?.startsAt).toBe(startsAt);
  });

  it('a drop already open ticks once and asks for nothing more', async () => {
    const { run, asked } = page({});
    const opened = new Date(HOUR - 60_000).toISOString();
    const { storeState } = await run()
      .withState(shown().reduce(root, initial))
      .dispatch(a.watched({ itemId: 'tee', startsAt: opened }))
      .not.put.actionType(a.opened.type)
      .silentRun(SETTLE_MS);
    expect(asked).toEqual({ clock: 1, item: 0 });
    expect(storeState.drop.now).toBe(HOUR - 3500);
  });

  it('leaving the page ends the countdown: nothing opens, nothing is fetched', async () => {
    const { run, asked } = page({ realDelays: true });
    await run()
      .withState(shown().reduce(root, initial))
      .dispatch(a.watched({ itemId: 'tee', startsAt }))
      .dispatch(a.unwatched())
      .not.put.actionType(a.opened.type)
      .silentRun(SETTLE_MS);
    expect(asked.item).toBe(0);
  });
});

describe('the page opened at the hour', () => {
  const shirt = item('tee', { drop: { startsAt, perBuyerLimit: 1, holdMinutes: 10 }, skus: [sku('tee-M'), sku('tee-L')] });
  const choose = (skuCode: string) => catalogActions.detailsSkuChosen({ skuCode });

  it('keeps the shopper’s size where the fresh item still has it, else opens on its default', () => {
    const before = [...shown({ skus: shirt.skus }), choose('tee-L')].reduce(root, initial);
    const after = root(before, a.opened({ itemId: 'tee', item: { ...shirt, title: 'Fresh' } }));
    expect(after.catalog.details.skuCode).toBe('tee-L');
    expect(after.catalog.details.item?.title).toBe('Fresh');
    const gone = root(before, a.opened({ itemId: 'tee', item: { ...shirt, skus: [sku('tee-M')], defaultSkuCode: 'tee-M' } }));
    expect(gone.catalog.details.skuCode).toBe('tee-M');
  });

  it('ignores an answer for another product, or none', () => {
    const before = shown().reduce(root, initial);
    expect(root(before, a.opened({ itemId: 'other', item: item('other') })).catalog).toBe(before.catalog);
    expect(root(before, a.opened({ itemId: 'tee', item: null })).catalog).toBe(before.catalog);
  });
});
