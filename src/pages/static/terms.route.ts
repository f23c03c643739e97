import type { PageRoute } from '../pageRoute';

const terms: PageRoute = {
  path: 'terms',
  chunk: 'terms',
  load: () => import(/* webpackChunkName: "terms" */ './TermsPage'),
  messages: ['info'],
  title: 'titles.terms',
};
export default terms;
