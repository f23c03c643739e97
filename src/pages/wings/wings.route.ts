import { filteredListSagas } from '../../features/filters/filteredListSagas';
import type { PageRoute } from '../pageRoute';

const wings: PageRoute = {
  path: 'wings',
  chunk: 'wings',
  load: () => import(/* webpackChunkName: "wings" */ './WingsPage'),
  sagas: filteredListSagas,
  title: 'titles.wings',
  description: 'titles.wings.description',
  list: 'wings',
};
export default wings;
