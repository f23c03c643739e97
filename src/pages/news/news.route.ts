import { newsActions } from '../../features/news/newsSlice';
import type { PageRoute } from '../pageRoute';

const news: PageRoute = {
  path: 'news',
  chunk: 'news',
  load: () => import(/* webpackChunkName: "news" */ './NewsPage'),
  title: 'titles.news',
  description: 'titles.news.description',
  intents: () => [newsActions.listRequested({ list: 'list' })],
};
export default news;
