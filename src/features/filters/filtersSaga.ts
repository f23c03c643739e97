import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { buildShopSearch } from '../../domain/searchPayload';
import { catalogActions } from '../catalog/catalogSlice';
import { filtersActions } from './filtersSlice';

/** A changed shop URL becomes the shop list's search; the catalog saga decides whether it is new. */
export function* searchShop({ payload }: ReturnType<typeof filtersActions.shopUrlChanged>): SagaIterator {
  yield put(catalogActions.listRequested({ list: 'shop', request: buildShopSearch(payload.filters, { page: 1, variant: 'shop' }), pages: payload.pages }));
}

export function* searchBranch({ payload }: ReturnType<typeof filtersActions.branchUrlChanged>): SagaIterator {
  const request = buildShopSearch(payload.filters, { page: 1, variant: 'branch', locationId: payload.locationId });
  yield put(catalogActions.listRequested({ list: 'branch', request, pages: payload.pages }));
}

export function* filtersSaga() {
  yield takeEvery(filtersActions.shopUrlChanged.type, searchShop);
  yield takeEvery(filtersActions.branchUrlChanged.type, searchBranch);
}
