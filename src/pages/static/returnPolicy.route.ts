import type { PageRoute } from '../pageRoute';

const returnPolicy: PageRoute = {
  path: 'return',
  chunk: 'return',
  load: () => import(/* webpackChunkName: "return" */ './ReturnPolicyPage'),
  messages: ['info'],
  title: 'titles.returnPolicy',
};
export default returnPolicy;
