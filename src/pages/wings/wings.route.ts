import type { PageRoute } from '../pageRoute';

const wings: PageRoute = {
  path: 'wings',
  chunk: 'wings',
  load: () => import(/* webpackChunkName: "wings" */ './WingsPage'),
  // Its filters name the reference data: the saga that loads it comes in the page's chunk.
  sagas: async () => [
    (await import(/* webpackChunkName: "wings-sagas" */ '../../features/referenceData/referenceDataSaga')).referenceDataSaga,
  ],
  title: 'titles.wings',
  description: 'titles.wings.description',
  list: 'wings',
};
export default wings;
