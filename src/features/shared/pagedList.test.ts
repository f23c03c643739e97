import { addPage, appendNew, askNextPage, emptyPagedList, type PagedList } from './pagedList';

const list = (over: Partial<PagedList<{ id: string }>>): PagedList<{ id: string }> => ({ ...emptyPagedList, ...over });

describe('askNextPage', () => {
  it.each<[string, Partial<PagedList<{ id: string }>>, boolean]>([
    ['a loaded list with a next page', { status: 'loaded', nextPageToken: '2' }, true],
    [
      'a failed page, asked again',
      { status: 'failed', nextPageToken: '2', error: { status: 500, message: 'common.notLoaded.products' } },
      true,
    ],
    ['the last page', { status: 'loaded', nextPageToken: '' }, false],
    ['a page on its way', { status: 'loading', nextPageToken: '2' }, false],
    ['a list never asked for', { status: 'idle', nextPageToken: '2' }, false],
  ])('%s: %s', (_, over, asked) => {
    const current = list(over);
    expect(askNextPage(current)).toBe(asked);
    expect(current.status).toBe(asked ? 'loading' : over.status);
    if (asked) expect(current.error).toBeNull();
  });
});

describe('addPage', () => {
  it('keeps the list loading while the saga fetches on, and settles it on the last page', () => {
    const current = list({ status: 'loading', items: [{ id: 'a' }] });
    addPage(current, { page: 1, items: [{ id: 'a' }, { id: 'b' }, { id: '' }], nextPageToken: '2', more: true }, appendNew);
    expect(current).toMatchObject({ items: [{ id: 'a' }, { id: 'b' }], page: 1, nextPageToken: '2', status: 'loading' });
    addPage(current, { page: 2, items: [{ id: 'c' }], nextPageToken: '' }, appendNew);
    expect(current).toMatchObject({ items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], page: 2, status: 'loaded', error: null });
  });
});
