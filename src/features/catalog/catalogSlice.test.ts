import { item, sku } from '../../test/items';
import { bigShirt } from '../../test/qaJourney';
import cartReducer, { cartActions, emptyCart } from '../cart/cartSlice';
import { filteredListSearch } from '../../domain/searchPayload';
import { listingItem } from '../../domain/listing';
import { DEFAULT_FILTERS } from '../../domain/shopFilters';
import { filtersActions } from '../filters/filtersSlice';
import reducer, { catalogActions as a, requestKeyOf } from './catalogSlice';
import { selectChosenQuantity, selectChosenSku, selectChosenSkuInCart, selectMatchCount } from './selectors';

const shirt = item('a', { skus: [sku('a-M'), sku('a-L'), sku('a-XL')], defaultSkuCode: 'a-L' });
const run = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, reducer(undefined, { type: 'init' }));
const opened = [a.detailsRequested({ id: 'a' }), a.detailsLoaded({ id: 'a', item: shirt })];

describe('catalog slice: the details page choice', () => {
  it('starts on the item’s default SKU, else its first, with quantity 1', () => {
    expect(run(...opened).details).toMatchObject({ skuCode: 'a-L', quantity: 1 });
    const noDefault = item('b', { skus: [sku('b-S'), sku('b-M')], defaultSkuCode: 'gone' });
    expect(run(a.detailsRequested({ id: 'b' }), a.detailsLoaded({ id: 'b', item: noDefault })).details.skuCode).toBe('b-S');
    expect(run(a.detailsRequested({ id: 'c' }), a.detailsLoaded({ id: 'c', item: item('c', { skus: [] }) })).details.skuCode).toBe('');
  });

  it('takes a SKU of the item and starts its quantity again at 1; ignores a code the item lacks', () => {
    const chosen = run(...opened, a.detailsQuantityChanged({ quantity: 3 }), a.detailsSkuChosen({ skuCode: 'a-XL' }));
    expect(chosen.details).toMatchObject({ skuCode: 'a-XL', quantity: 1 });
    expect(reducer(chosen, a.detailsSkuChosen({ skuCode: 'z-M' })).details.skuCode).toBe('a-XL');
  });

  it.each([
    [2, 2],
    [0, 1],
    [-1, 1],
    [1.5, 1],
  ])('a quantity of %p leaves %p', (asked, kept) => {
    expect(run(...opened, a.detailsQuantityChanged({ quantity: asked })).details.quantity).toBe(kept);
  });

  it('goes back to quantity 1 once the choice is in the cart', () => {
    const state = run(...opened, a.detailsQuantityChanged({ quantity: 4 }), cartActions.itemAdded(bigShirt));
    expect(state.details).toMatchObject({ skuCode: 'a-L', quantity: 1 });
  });

  it('keeps the choice when the same product is asked for again after loading (Back), and forgets it for another', () => {
    const chosen = run(...opened, a.detailsSkuChosen({ skuCode: 'a-M' }), a.detailsQuantityChanged({ quantity: 2 }));
    expect(reducer(chosen, a.detailsRequested({ id: 'a' })).details).toMatchObject({ skuCode: 'a-M', quantity: 2 });
    expect(reducer(chosen, a.detailsRequested({ id: 'b' })).details).toMatchObject({ skuCode: '', quantity: 1 });
  });

  it('selects the chosen SKU out of the item, and nothing before the item has loaded', () => {
    const catalog = run(...opened, a.detailsSkuChosen({ skuCode: 'a-XL' }), a.detailsQuantityChanged({ quantity: 2 }));
    expect(selectChosenSku({ catalog })).toBe(shirt.skus[2]);
    expect(selectChosenQuantity({ catalog })).toBe(2);
    expect(selectChosenSku({ catalog: run(a.detailsRequested({ id: 'a' })) })).toBeUndefined();
  });

  it('counts how many of the chosen SKU the cart holds, not of its other sizes', () => {
    const catalog = run(...opened, a.detailsSkuChosen({ skuCode: 'a-XL' }));
    const added = (skuIndex: number, quantity: number) =>
      cartActions.itemAdded({
        product: shirt,
        sku: shirt.skus[skuIndex],
        quantity,
        unitPrice: { original: 450, price: 450, offerId: null, offerName: null },
        orderType: 'order',
      });
    const cart = [added(1, 2), added(2, 3)].reduce(cartReducer, emptyCart);
    expect(selectChosenSkuInCart({ catalog, cart })).toBe(3);
    expect(selectChosenSkuInCart({ catalog: run(...opened, a.detailsSkuChosen({ skuCode: 'a-M' })), cart })).toBe(0);
  });
});

describe('catalog slice: a filtered list follows its URL', () => {
  const bands = { ...DEFAULT_FILTERS, query: 'slayer' };
  const urlChanged = (filters = bands, pages = 1) => filtersActions.urlChanged({ list: 'shop', filters, pages, locationId: '' });
  const shopList = (...actions: Parameters<typeof reducer>[1][]) => run(...actions).lists.shop;

  it('starts the search the URL stands for at page 1, loading up to the page it names', () => {
    const request = filteredListSearch('shop', bands)!;
    expect(shopList(urlChanged(bands, 3))).toMatchObject({
      request,
      requestKey: requestKeyOf(request),
      targetPage: 3,
      status: 'loading',
      load: 1,
      items: [],
    });
  });

  it('keeps the search already shown (Back) and starts no load; a new search empties the list and starts one', () => {
    const key = requestKeyOf(filteredListSearch('shop', bands)!);
    const shown = [
      urlChanged(),
      a.pageLoaded({ list: 'shop', requestKey: key, page: 1, items: [item('a')], nextPageToken: '2', more: false }),
    ];
    expect(shopList(...shown, urlChanged(bands, 2))).toMatchObject({ items: [listingItem(item('a'))], status: 'loaded', load: 1 });
    expect(shopList(...shown, urlChanged({ ...bands, query: 'kreator' }))).toMatchObject({ items: [], status: 'loading', load: 2 });
  });

  it('keeps the cards of a failed Load More when the URL catches up with the page asked for; only Load More asks it again', () => {
    const key = requestKeyOf(filteredListSearch('shop', bands)!);
    const failed = [
      urlChanged(),
      a.pageLoaded({ list: 'shop', requestKey: key, page: 1, items: [item('a')], nextPageToken: '2', more: false }),
      a.moreRequested({ list: 'shop' }),
      a.pageFailed({ list: 'shop', requestKey: key, error: { status: 503, message: 'common.notLoaded.products' } }),
    ];
    expect(shopList(...failed, urlChanged(bands, 2))).toMatchObject({
      items: [listingItem(item('a'))],
      page: 1,
      status: 'failed',
      load: 2,
    });
    expect(shopList(...failed, urlChanged(bands, 2), a.moreRequested({ list: 'shop' }))).toMatchObject({
      items: [listingItem(item('a'))],
      status: 'loading',
      load: 3,
    });
  });

  it('shows the cards of the search before until a new search’s first page arrives, and keeps them if it fails', () => {
    const key = requestKeyOf(filteredListSearch('shop', bands)!);
    const kreator = { ...bands, query: 'kreator' };
    const kreatorKey = requestKeyOf(filteredListSearch('shop', kreator)!);
    const shown = [
      urlChanged(),
      a.pageLoaded({ list: 'shop', requestKey: key, page: 1, items: [item('a')], nextPageToken: '', more: false }),
    ];
    const previous = [listingItem(item('a'))];
    expect(shopList(...shown, urlChanged(kreator))).toMatchObject({ items: [], previous, status: 'loading' });
    const failed = [
      ...shown,
      urlChanged(kreator),
      a.pageFailed({ list: 'shop', requestKey: kreatorKey, error: { status: 503, message: 'common.notLoaded.products' } }),
    ];
    expect(shopList(...failed)).toMatchObject({ items: [], previous, status: 'failed' });
    // Try again, and a third search after the failed one, still have the last cards shown.
    expect(shopList(...failed, a.moreRequested({ list: 'shop' }))).toMatchObject({ previous, status: 'loading' });
    expect(shopList(...failed, urlChanged({ ...bands, query: 'sodom' }))).toMatchObject({ previous, status: 'loading' });
    const arrived = a.pageLoaded({ list: 'shop', requestKey: kreatorKey, page: 1, items: [item('k')], nextPageToken: '', more: false });
    expect(shopList(...shown, urlChanged(kreator), arrived)).toMatchObject({
      items: [listingItem(item('k'))],
      previous: [],
      status: 'loaded',
    });
  });

  it('counts Load More as a load of its own', () => {
    const key = requestKeyOf(filteredListSearch('shop', bands)!);
    const list = shopList(
      urlChanged(),
      a.pageLoaded({ list: 'shop', requestKey: key, page: 1, items: [item('a')], nextPageToken: '2', more: false }),
      a.moreRequested({ list: 'shop' }),
    );
    expect(list).toMatchObject({ status: 'loading', targetPage: 2, load: 2 });
  });

  it('keeps the server’s total through Load More and forgets it for a new search, so the count is never the old search’s', () => {
    const key = requestKeyOf(filteredListSearch('shop', bands)!);
    const count = (...actions: Parameters<typeof reducer>[1][]) => selectMatchCount('shop')({ catalog: run(...actions) });
    const first = [
      urlChanged(),
      a.pageLoaded({ list: 'shop', requestKey: key, page: 1, items: [item('a')], nextPageToken: '2', more: false, total: 148 }),
    ];
    expect(count(urlChanged())).toBeNull();
    expect(count(...first)).toBe(148);
    expect(count(...first, a.moreRequested({ list: 'shop' }))).toBe(148);
    expect(
      count(
        ...first,
        a.moreRequested({ list: 'shop' }),
        a.pageFailed({ list: 'shop', requestKey: key, error: { status: 503, message: 'common.notLoaded.products' } }),
      ),
    ).toBe(148);
    expect(count(...first, urlChanged({ ...bands, query: 'kreator' }))).toBeNull();
    // An answer for the search before does not bring its total back.
    expect(count(...first, urlChanged({ ...bands, query: 'kreator' }), first[1])).toBeNull();
  });

  it('counts what is shown once the last page is in, also from an action log recorded before totals were sent', () => {
    const key = requestKeyOf(filteredListSearch('shop', bands)!);
    const catalog = run(
      urlChanged(),
      a.pageLoaded({ list: 'shop', requestKey: key, page: 1, items: [item('a')], nextPageToken: '', more: false }),
    );
    expect(catalog.lists.shop.total).toBeUndefined();
    expect(selectMatchCount('shop')({ catalog })).toBe(1);
  });

  it('leaves a branch list alone until its URL names an outlet', () => {
    const noOutlet = filtersActions.urlChanged({ list: 'branch', filters: DEFAULT_FILTERS, pages: 1, locationId: '' });
    expect(run(noOutlet).lists.branch).toMatchObject({ status: 'idle', load: 0 });
  });
});
