import { outletsActions } from '../../features/outlets/outletsSlice';
import type { PageRoute } from '../pageRoute';

const outlet: PageRoute = {
  path: 'outlet',
  chunk: 'outlet',
  load: () => import(/* webpackChunkName: "outlet" */ './OutletPage'),
  title: 'Outlets',
  description: 'Our showrooms in Dhaka and Chattogram: addresses, opening hours, maps and the stock on each rack.',
  intents: () => [outletsActions.pageRequested()],
};
export default outlet;
