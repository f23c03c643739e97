import type { NewsListKey, NewsState } from './newsSlice';

type State = { news: NewsState };

export const selectHomeNews = (state: State) => state.news.home;
export const selectNewsList = (state: State) => state.news.list;
export const selectNewsDetails = (state: State) => state.news.details;
export const selectNewsOf = (list: NewsListKey) => (state: State) => state.news[list];
/** An article page with no article id, or whose article the server does not know: the page's "missing" (and a 404). */
export const selectArticleMissing = (state: State, id: string) => {
  const { status, error } = state.news.details;
  return !id || (status === 'failed' && error?.status === 404);
};
