import type { PageRoute } from '../pageRoute';

const terms: PageRoute = {
  path: 'terms',
  chunk: 'terms',
  load: () => import(/* webpackChunkName: "terms" */ './TermsPage'),
  title: 'titles.terms',
};
export default terms;
