import type { FeatureSaga } from '../../app/deps';

/**
 * The sagas a filtered list's page (shop, Wings, an outlet's stock) brings with it: the reference data its filters
 * and tags name (the lists themselves are the catalog's, which the home page shares). One chunk for the three pages.
 */
export const filteredListSagas = async (): Promise<FeatureSaga[]> => [
  (await import(/* webpackChunkName: "filtered-list" */ '../referenceData/referenceDataSaga')).referenceDataSaga,
];
