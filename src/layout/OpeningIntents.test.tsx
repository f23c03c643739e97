import { act } from '@testing-library/react';
import type { PageRoute } from '../pages/pageRoute';
import { renderRoute } from '../test/render';

/** A route whose intents are recorded, opened again when its `id` changes. */
const recordingRoute = (): PageRoute & { intents: jest.Mock } => ({
  path: 'things',
  chunk: 'things',
  load: () => Promise.reject(new Error('not loaded here')),
  title: 'titles.shop',
  intents: jest.fn(() => []),
  openedBy: (params) => params.get('id') ?? '',
});

describe('the opening intents of the page on screen', () => {
  it('go when the page opens, with its address, and again only when what its data depends on changes', async () => {
    const route = recordingRoute();
    const { history } = renderRoute(route, <p>a thing</p>, { address: '/things?id=1' });
    const ids = () => route.intents.mock.calls.map(([params]) => (params as URLSearchParams).get('id'));
    expect(ids()).toEqual(['1']);
    act(() => history.push('/things?id=1&sort=new'));
    expect(ids()).toEqual(['1']);
    act(() => history.push('/things?id=2'));
    expect(ids()).toEqual(['1', '2']);
  });

  it('read the store as it is when they go', () => {
    const route = recordingRoute();
    const { store } = renderRoute(route, <p>a thing</p>, { address: '/things?id=1' });
    expect(route.intents).toHaveBeenCalledWith(expect.any(URLSearchParams), store.getState());
  });
});
