import type { PageRoute } from '../pageRoute';

const wings: PageRoute = {
  path: 'wings',
  chunk: 'wings',
  load: () => import(/* webpackChunkName: "wings" */ './WingsPage'),
  title: 'Wings',
  description: 'Wings: the shop’s own label of metal apparel, printed in Bangladesh.',
  list: 'wings',
};
export default wings;
