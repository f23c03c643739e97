import type { Item } from '../../domain/types';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import reducer, { typeaheadActions } from './typeaheadSlice';
import { fetchSuggestions, TYPEAHEAD_DEBOUNCE_MS, typeaheadSaga } from './typeaheadSaga';
import { SUGGESTION_COUNT, typeaheadSearch } from '../../domain/typeahead';
import { fakeDeps } from '../../test/fakes';
import { item } from '../../test/items';

const root = combineReducers({ typeahead: reducer });
const deps = fakeDeps();
const search = matchers.call.fn(deps.api.searchItems);
const ok = (ids: string[]) => ({
  status: 200,
  networkError: false,
  body: { list: ids.map((id) => item(id)), nextPageToken: '', total: ids.length },
});

describe('typeahead', () => {
  it('waits 500 ms after the last keystroke and asks once, with the text escaped as a regex', async () => {
    const asked: unknown[] = [];
    const { storeState } = await expectSaga(typeaheadSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [request] }) => (asked.push(request), ok(['a', 'b'])))]])
      .dispatch(typeaheadActions.queryChanged({ query: 'm' }))
      .delay(100)
      .dispatch(typeaheadActions.queryChanged({ query: 'me' }))
      .delay(100)
      .dispatch(typeaheadActions.queryChanged({ query: 'a.c+' }))
      .silentRun(200 + TYPEAHEAD_DEBOUNCE_MS + 150);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      size: 10,
      page: 1,
      textParams: [
        { field: 'status', value: 'ACTIVE', matchType: 'EXACT' },
        { field: 'title', value: 'a\\.c\\+', matchType: 'REGEX' },
      ],
    });
    expect(storeState.typeahead).toMatchObject({ query: 'a.c+', status: 'loaded' });
    expect(storeState.typeahead.suggestions.map((i: Item) => i.id)).toEqual(['a', 'b']);
  });

  it('has not asked before the debounce has passed', async () => {
    await expectSaga(typeaheadSaga, deps)
      .withReducer(root)
      .provide([[search, ok(['a'])]])
      .not.call.fn(deps.api.searchItems)
      .dispatch(typeaheadActions.queryChanged({ query: 'warfaze' }))
      .silentRun(TYPEAHEAD_DEBOUNCE_MS - 150);
  });

  it('starts from one typed character', async () => {
    await expectSaga(typeaheadSaga, deps)
      .withReducer(root)
      .provide([[search, ok(['a'])]])
      .call.like({ fn: deps.api.searchItems })
      .dispatch(typeaheadActions.queryChanged({ query: 'w' }))
      .silentRun(TYPEAHEAD_DEBOUNCE_MS + 100);
  });

  it('never lets a stale answer overwrite a newer query', async () => {
    const { storeState } = await expectSaga(typeaheadSaga, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(({ args: [request] }) =>
            request.query === 'old' ? new Promise((resolve) => setTimeout(() => resolve(ok(['stale'])), 700)) : ok(['fresh']),
          ),
        ],
      ])
      .dispatch(typeaheadActions.queryChanged({ query: 'old' }))
      .delay(TYPEAHEAD_DEBOUNCE_MS + 50)
      .dispatch(typeaheadActions.queryChanged({ query: 'new' }))
      .silentRun(1500);
    expect(storeState.typeahead.query).toBe('new');
    expect(storeState.typeahead.suggestions.map((i: Item) => i.id)).toEqual(['fresh']);
  });

  it('clears suggestions for empty text without asking, and empties them on a failed call', async () => {
    const { storeState } = await expectSaga(typeaheadSaga, deps)
      .withReducer(root)
      .provide([[search, { status: 503, networkError: false }]])
      .dispatch(typeaheadActions.queryChanged({ query: 'x' }))
      .silentRun(TYPEAHEAD_DEBOUNCE_MS + 100);
    expect(storeState.typeahead).toMatchObject({ status: 'failed', suggestions: [] });

    const cleared = root(
      root(undefined, typeaheadActions.suggestionsLoaded({ query: '', items: [item('a')] })),
      typeaheadActions.queryChanged({ query: '   ' }),
    );
    expect(cleared.typeahead).toEqual({ query: '', suggestions: [], status: 'idle' });
  });

  describe('the debounce, on a fake clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('restarts the 500 ms wait on each keystroke and asks for the last text the moment it ends', async () => {
      const asked: string[] = [];
      const run = expectSaga(typeaheadSaga, deps)
        .provide([[search, dynamic(({ args: [request] }) => (asked.push(request.query), ok(['a'])))]])
        .dispatch(typeaheadActions.queryChanged({ query: 'me' }))
        .delay(TYPEAHEAD_DEBOUNCE_MS - 100)
        .dispatch(typeaheadActions.queryChanged({ query: 'metal' }))
        .silentRun(TYPEAHEAD_DEBOUNCE_MS * 4);

      await jest.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS - 100 + TYPEAHEAD_DEBOUNCE_MS - 1);
      expect(asked).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(asked).toEqual(['metal']);
      await jest.runAllTimersAsync();
      await run;
      expect(asked).toEqual(['metal']);
    });
  });

  it('asks for the trimmed text, and never for text that is only spaces', async () => {
    await expectSaga(typeaheadSaga, deps)
      .provide([[search, ok(['a'])]])
      .call(deps.api.searchItems, typeaheadSearch('warfaze'))
      .put(typeaheadActions.suggestionsLoaded({ query: 'warfaze', items: [item('a')] }))
      .dispatch(typeaheadActions.queryChanged({ query: '  warfaze ' }))
      .silentRun(TYPEAHEAD_DEBOUNCE_MS + 100);

    await expectSaga(typeaheadSaga, deps)
      .not.call.fn(deps.api.searchItems)
      .dispatch(typeaheadActions.queryChanged({ query: '   ' }))
      .silentRun(TYPEAHEAD_DEBOUNCE_MS + 100);
  });

  it(`shows at most ${SUGGESTION_COUNT} suggestions, each item once, in the server's order`, () => {
    const ids = Array.from({ length: SUGGESTION_COUNT + 2 }, (_, i) => `i${i}`);
    return expectSaga(fetchSuggestions, deps, typeaheadActions.queryChanged({ query: 'x' }))
      .provide([[search, ok([ids[0], ...ids])]])
      .put(typeaheadActions.suggestionsLoaded({ query: 'x', items: ids.slice(0, SUGGESTION_COUNT).map((id) => item(id)) }))
      .run();
  });
});

describe('typeahead answers of an unexpected shape', () => {
  it('fails that query and still answers the next one', async () => {
    const { storeState } = await expectSaga(typeaheadSaga, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(({ args: [request] }) =>
            JSON.stringify(request).includes('broken') ? { status: 200, networkError: false, body: { list: [null] } } : ok(['a']),
          ),
        ],
      ])
      .dispatch(typeaheadActions.queryChanged({ query: 'broken' }))
      .delay(TYPEAHEAD_DEBOUNCE_MS + 50)
      .dispatch(typeaheadActions.queryChanged({ query: 'fine' }))
      .silentRun(2 * TYPEAHEAD_DEBOUNCE_MS + 200);
    expect(storeState.typeahead).toMatchObject({ query: 'fine', status: 'loaded' });
    expect(storeState.typeahead.suggestions.map((i: Item) => i.id)).toEqual(['a']);
  });

  it('marks the broken query failed', async () => {
    await expectSaga(typeaheadSaga, deps)
      .withReducer(root)
      .provide([[search, { status: 200, networkError: false, body: { list: [null] } }]])
      .put(typeaheadActions.suggestionsFailed({ query: 'broken' }))
      .dispatch(typeaheadActions.queryChanged({ query: 'broken' }))
      .silentRun(TYPEAHEAD_DEBOUNCE_MS + 100);
  });
});
