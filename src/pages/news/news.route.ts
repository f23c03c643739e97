import { newsActions } from '../../features/news/newsSlice';
import type { PageRoute } from '../pageRoute';

const news: PageRoute = {
  path: 'news',
  chunk: 'news',
  load: () => import(/* webpackChunkName: "news" */ './NewsPage'),
  title: 'News & Events',
  description: 'Metal news, gig announcements and new arrivals from the shop.',
  intents: () => [newsActions.listRequested({ list: 'list' })],
};
export default news;
