// The size guide of the product the page opened on (issue 45), fetched by the product page's saga once the product
// is known: on the server too, so a server-rendered page carries the guide in its state and the dialog opens at once.
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, UNREADABLE_ANSWER } from '../../app/failures';
import type { SizeGuide } from '../../domain/sizeGuide';
import type { Item } from '../../domain/types';
import { sizeGuideActions } from './sizeGuideActions';

/**
 * Asks for the guide of the item's cut by its categories: `loaded` with it, or with null when the server has none
 * (404: a cap, or an API host without size guides); `failed` otherwise. Catches its own errors: a guide that cannot
 * be read never costs the product's page more than its Size guide.
 */
export function* loadSizeGuide({ api }: SagaDeps, itemId: string, item: Item): SagaIterator {
  const categoryIds = item.categories.map((category) => category.id);
  if (categoryIds.length === 0) {
    yield put(sizeGuideActions.loaded({ itemId, guide: null }));
    return;
  }
  try {
    const result: ApiResult<SizeGuide> = yield call(api.findSizeGuide, categoryIds);
    if (isOk(result)) yield put(sizeGuideActions.loaded({ itemId, guide: result.body }));
    else if (result.status === 404) yield put(sizeGuideActions.loaded({ itemId, guide: null }));
    else yield put(sizeGuideActions.failed({ itemId, error: apiError(result, 'shop.sizeGuide.notLoaded') }));
  } catch {
    yield put(sizeGuideActions.failed({ itemId, error: UNREADABLE_ANSWER }));
  }
}
