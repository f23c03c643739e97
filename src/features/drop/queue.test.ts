import { combineReducers } from '@reduxjs/toolkit';
import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import type { ApiResult } from '../../api/http';
import type { QueueAnswer } from '../../domain/dropQueue';
import { fakeDeps } from '../../test/fakes';
import { item } from '../../test/items';
import { SETTLE_MS } from '../../test/sagas';
import catalog from '../catalog/catalogSlice';
import { dropSaga } from './dropSaga';
import drop, { dropActions as a } from './dropSlice';
import { ticketKey } from './keptTicket';

const root = combineReducers({ drop, catalog });
const initial = root(undefined, { type: '@@init' });
const HOUR = Date.UTC(2026, 11, 5, 14, 0, 0);
const startsAt = new Date(HOUR).toISOString();
const watched = a.watched({ itemId: 'tee', startsAt, admitPerMinute: 100 });
const ok = <T>(body: T): ApiResult<T> => ({ status: 200, networkError: false, body });
const offline: ApiResult<never> = { status: 0, networkError: true };
const refused: ApiResult<never> = { status: 403, networkError: false, body: { problem: 'ticketRefused', itemId: 'tee' } as never };

type Shop = (request: { itemId: string; ticket?: string }, now: number) => ApiResult<QueueAnswer>;

/**
 * A drop's page on a phone whose clock is right, `before` ms before the hour: each delay moves the clock on by its
 * length at once; the shop answers the queue by `shop`, and the clock and the item at once.
 */
function page(shop: Shop, before = 2000) {
  let phone = HOUR - before;
  const deps = fakeDeps({ clock: { now: () => phone } });
  const asked: { ticket?: string; at: number }[] = [];
  const run = () =>
    expectSaga(dropSaga, deps)
      .withReducer(root)
      .withState(initial)
      .provide({
        call(effect, next) {
          if (effect.fn === delayP) {
            phone += effect.args[0] as number;
            return undefined;
          }
          if (effect.fn === deps.api.clock) return ok({ now: phone });
          if (effect.fn === deps.api.findItem) return ok(item('tee'));
          if (effect.fn === deps.api.joinDropQueue) {
            const request = effect.args[0] as { itemId: string; ticket?: string };
            asked.push({ ...(request.ticket && { ticket: request.ticket }), at: phone });
            return shop(request, phone);
          }
          return next();
        },
      });
  return { run, asked, deps };
}

describe('a drop’s queue on its page', () => {
  it('joins before the hour, learns its place at the hour, and counts down to its turn', async () => {
    const admitAt = HOUR + 90_000;
    const { run, asked, deps } = page((_request, now) =>
      now < HOUR ? ok({ ticket: 'early', admitAt: null }) : ok({ ticket: 'early-admitted', admitAt }),
    );
    const { storeState } = await run()
      .dispatch(watched)
      .put(a.queueJoined({ itemId: 'tee', ticket: 'early', admitAt: null }))
      .put(a.queueJoined({ itemId: 'tee', ticket: 'early-admitted', admitAt }))
      .put(a.ticked({ now: HOUR + 89_000 }))
      .put(a.ticked({ now: admitAt }))
      .silentRun(SETTLE_MS);
    // Asked once before the hour, with no ticket, then at the hour with the one it was given.
    expect(asked).toEqual([{ at: HOUR - 2000 }, { ticket: 'early', at: HOUR }]);
    expect(deps.storage.get(ticketKey('tee'))).toBe('early-admitted');
    expect(storeState.drop.queue).toEqual({ itemId: 'tee', ticket: 'early-admitted', admitAt });
    expect(storeState.drop.now).toBe(admitAt);
  });

  it('keeps its place across a reload: the ticket kept is sent, and an admitted one is not asked again', async () => {
    const admitAt = HOUR + 30_000;
    const { run, asked, deps } = page((request) => ok({ ticket: request.ticket ?? 'new', admitAt }), -10_000);
    deps.storage.set(ticketKey('tee'), 'kept');
    await run()
      .dispatch(watched)
      .put(a.queueJoined({ itemId: 'tee', ticket: 'kept', admitAt }))
      .silentRun(SETTLE_MS);
    expect(asked).toEqual([{ ticket: 'kept', at: HOUR + 10_000 }]);
  });

  it('a ticket the shop refuses is forgotten, and the page joins afresh', async () => {
    const { run, asked, deps } = page(
      (request) => (request.ticket === 'forged' ? refused : ok({ ticket: 'fresh', admitAt: HOUR + 5000 })),
      -1000,
    );
    deps.storage.set(ticketKey('tee'), 'forged');
    await run()
      .dispatch(watched)
      .put(a.queueJoined({ itemId: 'tee', ticket: 'fresh', admitAt: HOUR + 5000 }))
      .silentRun(SETTLE_MS);
    expect(asked.map((ask) => ask.ticket)).toEqual(['forged', undefined]);
    expect(deps.storage.get(ticketKey('tee'))).toBe('fresh');
  });

  it('with the shop out of reach it tries again, sooner first, until it answers; no tap is needed', async () => {
    let tries = 0;
    const { run, asked } = page(() => (++tries < 4 ? offline : ok({ ticket: 't', admitAt: HOUR })), -1000);
    await run()
      .dispatch(watched)
      .put(a.queueJoined({ itemId: 'tee', ticket: 't', admitAt: HOUR }))
      .silentRun(SETTLE_MS);
    const gaps = asked.slice(1).map((ask, i) => ask.at - asked[i]!.at);
    expect(gaps).toEqual([1000, 2000, 4000]);
  });

  it('asks again while the shop has not drawn the places (its clock a moment behind the page’s)', async () => {
    let tries = 0;
    const { run, asked } = page(() => ok({ ticket: 't', admitAt: ++tries < 3 ? null : HOUR + 1000 }), -10);
    await run()
      .dispatch(watched)
      .put(a.queueJoined({ itemId: 'tee', ticket: 't', admitAt: HOUR + 1000 }))
      .silentRun(SETTLE_MS);
    expect(asked).toHaveLength(3);
  });

  it('a drop with no queue after all (the shop says so) waits for nothing', async () => {
    const noQueue: ApiResult<never> = { status: 400, networkError: false, body: { error: 'no queue' } as never };
    const { run, asked } = page(() => noQueue, -1000);
    const { storeState } = await run().dispatch(watched).not.put.actionType(a.queueJoined.type).silentRun(SETTLE_MS);
    expect(asked).toHaveLength(1);
    expect(storeState.drop.queue).toBeUndefined();
  });

  it('once admitted, a hold refused for its ticket takes a new place', async () => {
    const { run, asked, deps } = page((request) => ok({ ticket: request.ticket ? 'old' : 'new', admitAt: HOUR }), -1000);
    deps.storage.set(ticketKey('tee'), 'old');
    const text = { id: 'drop.queue.ticketRefused' as const, values: { title: 'Tee' } };
    const { storeState } = await run()
      .dispatch(watched)
      .delay(10)
      .dispatch(a.holdRefused({ skuCode: 'tee-M', status: 403, refusal: { problem: 'ticketRefused', itemId: 'tee' }, text }))
      .put(a.queueJoined({ itemId: 'tee', ticket: 'new', admitAt: HOUR }))
      .silentRun(SETTLE_MS);
    expect(asked.map((ask) => ask.ticket)).toEqual(['old', undefined]);
    expect(storeState.drop.queue?.ticket).toBe('new');
  });

  it('a drop without a queue never joins one', async () => {
    const { run, asked } = page(() => ok({ ticket: 't', admitAt: null }));
    await run()
      .dispatch(a.watched({ itemId: 'tee', startsAt }))
      .put(a.opened({ itemId: 'tee', item: item('tee') }))
      .silentRun(SETTLE_MS);
    expect(asked).toHaveLength(0);
  });
});
