import { articleIdParam } from '../../domain/newsPath';
import { newsActions } from '../../features/news/newsSlice';
import { selectArticleMissing } from '../../features/news/selectors';
import type { PageRoute } from '../pageRoute';

const newsDetails: PageRoute = {
  path: 'news/details',
  chunk: 'news-details',
  load: () => import(/* webpackChunkName: "news-details" */ './NewsDetailsPage'),
  sagas: async () => [(await import(/* webpackChunkName: "news-details-sagas" */ '../../features/news/articleSaga')).articleSaga],
  title: 'titles.newsDetails',
  pageTitle: (state) => state.news.details.item?.title,
  intents: (params) => {
    const id = articleIdParam(params);
    return id ? [newsActions.detailsRequested({ id })] : [];
  },
  openedBy: articleIdParam,
  status: (params, state) => (selectArticleMissing(state, articleIdParam(params)) ? 404 : 200),
  head: () => import(/* webpackChunkName: "article-head" */ './articleHead'),
};
export default newsDetails;
