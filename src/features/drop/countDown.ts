// A drop's countdown (docs/drop.md): by the server's clock, read once a visit, then a tick each second the shown time
// changes; at the hour the page opens by itself with the item as the shop has it then. Loaded with the countdown's
// chunk, by a drop's page only.
import type { SagaIterator } from 'redux-saga';
import { call, delay, put } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { isOk } from '../../app/failures';
import { dropOpensIn } from '../../domain/drops';
import type { Item } from '../../domain/types';
import { guard } from '../shared/guard';
import { dropActions } from './dropSlice';
import { clockOffset } from './serverClock';

type Watched = ReturnType<typeof dropActions.watched>;

function* countDownBy(deps: SagaDeps, offset: number, { payload: { itemId, startsAt } }: Watched): SagaIterator {
  let waited = false;
  for (;;) {
    const now = deps.clock.now() + offset;
    yield put(dropActions.ticked({ now }));
    const left = dropOpensIn({ startsAt }, now);
    if (left === 0) break;
    waited = true;
    // The next tick when the shown second changes.
    yield delay(left % 1000 || 1000);
  }
  if (!waited) return;
  // Units may have moved since the page was rendered: the page opens on the stock of this moment.
  const fresh: ApiResult<Item> = yield call(deps.api.findItem, itemId);
  yield put(dropActions.opened({ itemId, item: isOk(fresh) ? fresh.body : null }));
}

export const countDown = guard(
  function* (deps: SagaDeps, action: Watched): SagaIterator {
    const offset: number = yield call(clockOffset, deps);
    yield call(countDownBy, deps, offset, action);
  },
  // An answer the page cannot read: it counts by the phone's clock rather than not at all.
  function* (_error, deps: SagaDeps, action: Watched): SagaIterator {
    yield call(countDownBy, deps, 0, action);
  },
);
