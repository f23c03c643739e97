import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import type { PageRequest } from '../../domain/requests';
import type { ListAnswer } from '../../api/answers';
import { fetchAllPages, MAX_PAGES } from './paging';

type Page = ApiResult<ListAnswer<string>>;

/** The API call under test; every answer comes from a provider. */
const search = (_request: PageRequest): Promise<Page> => Promise.reject(new Error('not provided'));
const page = (list: string[], nextPageToken = ''): Page => ({ status: 200, networkError: false, body: { list, nextPageToken, total: 99 } });
const request: PageRequest = { page: 1, size: 2, fetchCount: true, textParams: [{ field: 'type', value: 'bands', matchType: 'EXACT' }] };

/** Runs fetchAllPages against `answer(pageNumber)`, recording every request it sent. */
async function fetchWith(answer: (page: number) => Page, from: PageRequest = request, maxPages?: number) {
  const sent: PageRequest[] = [];
  const { returnValue } = await expectSaga(fetchAllPages<string>, search, from, maxPages)
    .provide([[matchers.call.fn(search), dynamic(({ args: [r] }) => (sent.push(r), answer(r.page)))]])
    .run();
  return { outcome: returnValue, pages: sent.map((r) => r.page), sent };
}

describe('fetchAllPages', () => {
  it('follows nextPageToken from the requested page, keeps the rest of the request, and joins the lists in order', async () => {
    const { outcome, pages, sent } = await fetchWith((n) => (n < 5 ? page([`e${n}a`, `e${n}b`], `t${n + 1}`) : page([`e${n}`])), {
      ...request,
      page: 3,
    });
    expect(pages).toEqual([3, 4, 5]);
    expect(sent[1]).toEqual({ ...request, page: 4 });
    expect(outcome).toEqual({ list: ['e3a', 'e3b', 'e4a', 'e4b', 'e5'] });
  });

  it('stops at the page bound it is given while the server still offers more', async () => {
    const { outcome, pages } = await fetchWith((n) => page([`e${n}`], 'more'), request, 3);
    expect(pages).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ list: ['e1', 'e2', 'e3'] });
  });

  it(`stops after ${MAX_PAGES} pages when given no bound`, async () => {
    const { pages } = await fetchWith(() => page([], 'forever'));
    expect(pages).toHaveLength(MAX_PAGES);
    expect(pages.at(-1)).toBe(MAX_PAGES);
  });

  it.each<[string, Page]>([
    ['an error status', { status: 503, networkError: false, body: { error: 'busy' } as never }],
    ['a network failure', { status: 0, networkError: true }],
    ['a 200 without a body', { status: 200, networkError: false }],
    ['a 200 the shop cannot read', { status: 200, networkError: false, unreadable: 'list: Invalid type' }],
  ])('gives back the failing answer, not a partial list, on %s', async (_, failure) => {
    const { outcome, pages } = await fetchWith((n) => (n === 1 ? page(['e1'], 't2') : failure));
    expect(pages).toEqual([1, 2]);
    expect(outcome).toEqual({ failed: failure });
  });
});
