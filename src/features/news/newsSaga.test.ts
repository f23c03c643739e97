import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import reducer, { newsActions } from './newsSlice';
import { newsSaga } from './newsSaga';
import { fakeDeps } from '../../test/fakes';
import type { News } from '../../domain/types';

const root = combineReducers({ news: reducer });
const deps = fakeDeps();
const search = matchers.call.fn(deps.api.searchNews);
const news = (id: string): News => ({ id, title: `Gig ${id}`, date: '2026-10-01', content: '<p>Loud</p>', links: { main_image: `/images/news/${id}.svg` } });
const ok = (ids: string[], nextPageToken = '') => ({ status: 200, networkError: false, body: { list: ids.map(news), nextPageToken, total: 12 } });

describe('news', () => {
  it('loads the news page 6 at a time, newest first, and Load More appends the next page', async () => {
    const requests: { page: number; size: number; sortParams: unknown }[] = [];
    const { storeState } = await expectSaga(newsSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (requests.push(r), r.page === 1 ? ok(['1', '2', '3', '4', '5', '6'], '2') : ok(['7', '8'])))]])
      .dispatch(newsActions.listRequested({ list: 'list' }))
      .delay(10)
      .dispatch(newsActions.moreRequested({ list: 'list' }))
      .silentRun(50);
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
      .silentRun(50);
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
      .silentRun(50);
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
});
