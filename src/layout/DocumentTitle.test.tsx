import { act } from '@testing-library/react';
import { catalogActions } from '../features/catalog/catalogSlice';
import details from '../pages/details/details.route';
import { renderRoute } from '../test/render';
import { item } from '../test/items';

describe('the browser tab’s title', () => {
  it('is the route’s until the page’s own data is in, then the product’s name, each with the shop’s name', () => {
    const { store } = renderRoute(details, <p>product</p>, { address: '/details?id=p1' });
    expect(document.title).toBe('Product Details | Metal Merch');
    act(() => {
      store.dispatch(catalogActions.detailsLoaded({ id: 'p1', item: item('p1', { title: 'Warfaze Jibon Tee' }) }));
    });
    expect(document.title).toBe('Warfaze Jibon Tee | Metal Merch');
  });
});
