import type { PageRoute } from '../pageRoute';

/** Every address no other route reads. */
const notFound: PageRoute = {
  path: '*',
  chunk: 'not-found',
  load: () => import(/* webpackChunkName: "not-found" */ './NotFoundPage'),
  title: 'titles.notFound',
  status: () => 404,
};
export default notFound;
