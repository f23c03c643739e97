import type { PageRoute } from '../pageRoute';

const returnPolicy: PageRoute = {
  path: 'return',
  chunk: 'return',
  load: () => import(/* webpackChunkName: "return" */ './ReturnPolicyPage'),
  title: 'titles.returnPolicy',
};
export default returnPolicy;
