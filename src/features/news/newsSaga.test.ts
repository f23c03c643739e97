import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import reducer, { newsActions } from './newsSlice';
import { NEWS_PAGE_SIZE } from '../../domain/pageSizes';
import { loadNewsPage, newsSaga as listSaga } from './newsSaga';
import { articleSaga, loadNewsDetails } from './articleSaga';
import { all } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps';

/** The news lists and an article's page together. */
function* newsSaga(deps: SagaDeps) {
  yield all([listSaga(deps), articleSaga(deps)]);
}
import { fakeDeps } from '../../test/fakes';
import { expectNoCall, SETTLE_MS } from '../../test/sagas';
import type { News } from '../../domain/types';

const root = combineReducers({ news: reducer });
const deps = fakeDeps();
const search = matchers.call.fn(deps.api.searchNews);
const news = (id: string): News => ({
  id,
  title: `Gig ${id}`,
  date: '2026-10-01',
  content: '<p>Loud</p>',
  links: { main_image: `/images/news/${id}.svg` },
});
const ok = (ids: string[], nextPageToken = '') => ({
  status: 200,
  networkError: false,
  body: { list: ids.map(news), nextPageToken, total: 12 },
});

describe('news', () => {
  it('loads the news page 6 at a time, newest first, and Load More appends the next page', async () => {
    const requests: { page: number; size: number; sortParams: unknown }[] = [];
    const { storeState } = await expectSaga(newsSaga, deps)
      .withReducer(root)
      .provide([
        [search, dynamic(({ args: [r] }) => (requests.push(r), r.page === 1 ? ok(['1', '2', '3', '4', '5', '6'], '2') : ok(['7', '8'])))],
      ])
      .dispatch(newsActions.listRequested({ list: 'list' }))
      .delay(10)
      .dispatch(newsActions.moreRequested({ list: 'list' }))
      .silentRun(SETTLE_MS);
    expect(requests.map((r) => [r.page, r.size])).toEqual([
      [1, 6],
      [2, 6],
    ]);
    expect(requests[0].sortParams).toEqual([
      { field: 'dateCreated', type: 'DESCENDING' },
      { field: 'title', type: 'ASCENDING' },
    ]);
    expect(storeState.news.list.items.map((n: News) => n.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(storeState.news.list.nextPageToken).toBe('');
  });

  it('Load More after a failed page asks for that page again', async () => {
    const requested: number[] = [];
    let failures = 1;
    const { storeState } = await expectSaga(newsSaga, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(({ args: [r] }) => {
            requested.push(r.page);
            if (r.page === 2 && failures-- > 0) return { status: 500, networkError: false };
            return r.page === 1 ? ok(['1', '2', '3', '4', '5', '6'], '2') : ok(['7']);
          }),
        ],
      ])
      .dispatch(newsActions.listRequested({ list: 'list' }))
      .delay(10)
      .dispatch(newsActions.moreRequested({ list: 'list' }))
      .delay(10)
      .dispatch(newsActions.moreRequested({ list: 'list' }))
      .silentRun(SETTLE_MS);
    expect(requested).toEqual([1, 2, 2]);
    expect(storeState.news.list).toMatchObject({ status: 'loaded', page: 2, nextPageToken: '' });
    expect(storeState.news.list.items).toHaveLength(7);
  });

  it('fetches 15 for the home carousel', async () => {
    await expectSaga(newsSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (expect(r.size).toBe(15), ok(['a'])))]])
      .put(newsActions.pageLoaded({ list: 'home', page: 1, items: [news('a')], nextPageToken: '' }))
      .dispatch(newsActions.listRequested({ list: 'home' }))
      .silentRun(30);
  });

  it('keeps the loaded items when a page fails', async () => {
    const { storeState } = await expectSaga(newsSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (r.page === 1 ? ok(['1'], '2') : { status: 0, networkError: true }))]])
      .dispatch(newsActions.listRequested({ list: 'list' }))
      .delay(10)
      .dispatch(newsActions.moreRequested({ list: 'list' }))
      .silentRun(SETTLE_MS);
    expect(storeState.news.list).toMatchObject({ status: 'failed', nextPageToken: '2' });
    expect(storeState.news.list.items.map((n: News) => n.id)).toEqual(['1']);
  });

  it('loads one article, and says so for an unknown id', async () => {
    const find = matchers.call.fn(deps.api.findNews);
    const loaded = await expectSaga(newsSaga, deps)
      .withReducer(root)
      .provide([[find, { status: 200, networkError: false, body: news('n1') }]])
      .dispatch(newsActions.detailsRequested({ id: 'n1' }))
      .silentRun(30);
    expect(loaded.storeState.news.details).toMatchObject({ id: 'n1', status: 'loaded', item: { title: 'Gig n1' } });

    const missing = await expectSaga(newsSaga, deps)
      .withReducer(root)
      .provide([[find, { status: 404, networkError: false, body: { error: 'No news with id x' } }]])
      .dispatch(newsActions.detailsRequested({ id: 'x' }))
      .silentRun(30);
    expect(missing.storeState.news.details).toMatchObject({ id: 'x', status: 'failed', error: { status: 404 } });
  });

  it('loads the home carousel and the news page side by side', async () => {
    const sizes: number[] = [];
    const slowly = (ids: string[]) => new Promise((resolve) => setTimeout(() => resolve(ok(ids)), 30));
    const { storeState } = await expectSaga(newsSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (sizes.push(r.size), r.size === NEWS_PAGE_SIZE.home ? slowly(['h']) : ok(['l'])))]])
      .dispatch(newsActions.listRequested({ list: 'home' }))
      .dispatch(newsActions.listRequested({ list: 'list' }))
      .silentRun(80);
    expect(sizes).toEqual([NEWS_PAGE_SIZE.home, NEWS_PAGE_SIZE.list]);
    expect(storeState.news.home.items.map((n: News) => n.id)).toEqual(['h']);
    expect(storeState.news.list.items.map((n: News) => n.id)).toEqual(['l']);
  });

  it('calls nothing on Load More after the last page', () => {
    const lastPage = newsActions.pageLoaded({ list: 'list', page: 1, items: [news('1')], nextPageToken: '' });
    return expectNoCall(
      root,
      loadNewsPage,
      deps,
      [newsActions.listRequested({ list: 'list' }), lastPage, newsActions.moreRequested({ list: 'list' })],
      deps.api.searchNews,
    );
  });

  it('calls nothing on Back to an article already shown', () => {
    const shown = newsActions.detailsLoaded({ id: 'n1', item: news('n1') });
    return expectNoCall(
      root,
      loadNewsDetails,
      deps,
      [newsActions.detailsRequested({ id: 'n1' }), shown, newsActions.detailsRequested({ id: 'n1' })],
      deps.api.findNews,
    );
  });
});
