import type { NewsState } from './newsSlice';

type State = { news: NewsState };

export const selectHomeNews = (state: State) => state.news.home;
export const selectNewsList = (state: State) => state.news.list;
export const selectNewsDetails = (state: State) => state.news.details;
