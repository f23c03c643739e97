import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readConfig } from '../../../app/config';
import { ConfigContext } from '../../../app/ConfigContext';
import { MAX_ORDER_LINES } from '../../../domain/orderLimits';
import { SIZE_OPTION_ID } from '../../../domain/options';
import type { Item } from '../../../domain/types';
import type { Language } from '../../../domain/language';
import type { Text } from '../../../i18n/texts';
import { bengaliTexts, englishTexts } from '../../../test/texts';
import { item, ONLINE, sku } from '../../../test/items';
import { bigShirt } from '../../../test/qaJourney';
import { fakeDeps } from '../../../test/fakes';
import { renderWithStore } from '../../../test/render';
import { cartActions } from '../../cart/cartSlice';
import { catalogActions } from '../catalogSlice';
import { dropActions } from '../../drop/dropSlice';
import ProductInfo from './ProductInfo';

const withStock = (id: string, ok: number) =>
  item(id, { skus: [sku(`${id}-M`, { stocks: [{ skuCode: `${id}-M`, locationId: ONLINE, ok, total: ok }] })] });

const atMostPerLine = (units: number): Text => ({ id: 'common.toast.atMostPerLine', values: { units } });

function openDetails(product: Item, maxUnitsPerLine: number, language: Language = 'en', deps = fakeDeps()) {
  const config = readConfig({ onlineLocationId: ONLINE, maxUnitsPerLine });
  const view = renderWithStore(
    <ConfigContext.Provider value={config}>
      <ProductInfo item={product} />
    </ConfigContext.Provider>,
    { language, deps },
  );
  act(() => {
    view.store.dispatch(catalogActions.detailsRequested({ id: product.id }));
    view.store.dispatch(catalogActions.detailsLoaded({ id: product.id, item: product }));
  });
  const { store } = view;
  return {
    store,
    plus: () => userEvent.click(screen.getByRole('button', { name: 'One more' })),
    add: () => userEvent.click(screen.getByRole('button', { name: /Add to cart/ })),
    quantity: () => screen.getByRole('group', { name: 'Quantity' }).querySelector('output')?.textContent,
    warnings: () =>
      store
        .getState()
        .ui.toasts.filter((toast) => toast.kind === 'warning')
        .map((toast) => toast.text),
    lines: () => store.getState().cart.items.map((line) => [line.sku.code, line.quantity]),
  };
}

describe('details page: quantity and Add to cart within the order limits', () => {
  it('plus stops at the units one line may hold when the stock is larger, and says so at every press', async () => {
    const page = openDetails(withStock('a', 50), 3);
    for (let press = 0; press < 4; press += 1) await page.plus();
    expect(page.quantity()).toBe('3');
    expect(page.warnings()).toEqual([atMostPerLine(3), atMostPerLine(3)]);
  });

  it('plus still stops at a smaller stock with No more Stock', async () => {
    const page = openDetails(withStock('a', 2), 10);
    for (let press = 0; press < 3; press += 1) await page.plus();
    expect(page.quantity()).toBe('2');
    expect(page.warnings()).toEqual(['common.toast.noMoreStock', 'common.toast.noMoreStock']);
  });

  it('counts what the cart holds: once the line is full, Add to cart is off and the page says why', async () => {
    const page = openDetails(withStock('a', 50), 3);
    await page.plus();
    await page.add();
    await page.plus();
    await page.add();
    expect(page.lines()).toEqual([['a-M', 3]]);
    expect(screen.getByText(/in your cart/)).toHaveTextContent(`3 in your cart · ${englishTexts.t(atMostPerLine(3))}`);
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  });

  it('adds only what fits when the chosen quantity would pass the limit, and says so', async () => {
    const page = openDetails(withStock('a', 50), 3);
    act(() => {
      page.store.dispatch(cartActions.itemAdded({ ...bigShirt, sku: withStock('a', 50).skus[0], quantity: 2 }));
      page.store.dispatch(catalogActions.detailsQuantityChanged({ quantity: 3 }));
    });
    await page.add();
    expect(page.lines()).toEqual([['a-M', 3]]);
    expect(page.warnings()).toEqual([atMostPerLine(3)]);
  });

  it(`refuses a ${MAX_ORDER_LINES + 1}st different item with a toast, and leaves the cart as it was`, async () => {
    const page = openDetails(withStock('a', 50), 3);
    act(() => {
      for (let n = 0; n < MAX_ORDER_LINES; n += 1)
        page.store.dispatch(cartActions.itemAdded({ ...bigShirt, sku: sku(`other-${n}`), quantity: 1 }));
    });
    const before = page.store.getState().cart.items;
    await page.add();
    expect(page.store.getState().cart.items).toBe(before);
    expect(page.warnings()).toEqual([{ id: 'common.toast.orderLinesFull', values: { max: MAX_ORDER_LINES } }]);
  });
});

describe('details page: a colour and size that stay buyable and true', () => {
  const value = (optionId: number, name: string, sortOrder: number) => ({
    id: `${optionId}-${name}`,
    optionId,
    optionName: optionId === 7 ? 'Color' : 'Size',
    name,
    sortOrder,
  });
  const [black, red] = [value(7, 'Black', 1), value(7, 'Red', 2)];
  const [s, m] = [value(6, 'S', 1), value(6, 'M', 2)];
  const units = (code: string, ok: number) =>
    sku(code, {
      attributeValues: code.startsWith('black') ? [black, code.endsWith('s') ? s : m] : [red, code.endsWith('s') ? s : m],
      stocks: [{ skuCode: code, locationId: ONLINE, ok, total: 9 }],
    });
  const jersey = item('jersey', {
    defaultSkuCode: 'black-s',
    skus: [units('black-s', 4), units('black-m', 4), units('red-s', 0), units('red-m', 6)],
  });

  it('choosing a colour whose chosen size is sold out in it takes its first size in stock, says so, and stays buyable', async () => {
    const page = openDetails(jersey, 10);
    expect(screen.getByText('Size: S')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Red/ }));
    expect(page.store.getState().catalog.details.skuCode).toBe('red-m');
    expect(page.store.getState().ui.toasts.map((toast) => englishTexts.t(toast.text))).toContain('S is sold out in Red, so M is chosen');
    expect(screen.getByText('Size: M')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  });

  it('Add to cart names the size and colour it adds, from the default SKU the page opens on to each new choice', async () => {
    const page = openDetails(jersey, 10);
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent(/^Add to cart: S, Black$/);
    await userEvent.click(screen.getByRole('button', { name: /^Red/ }));
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent(/^Add to cart: M, Red$/);
    await page.add();
    expect(page.lines()).toEqual([['red-m', 1]]);
  });

  it('names them in Bengali too', () => {
    openDetails(jersey, 10, 'bn');
    expect(screen.getByRole('button', { name: /কার্টে যোগ করুন/ })).toHaveTextContent(/^কার্টে যোগ করুন: S, Black$/);
  });

  it('a sold-out size chosen on purpose says so, without calling the product out of stock', async () => {
    openDetails(jersey, 10);
    await userEvent.click(screen.getByRole('button', { name: /^Red/ }));
    await userEvent.click(screen.getByRole('button', { name: /^S\b/ }));
    expect(screen.getByText('This colour and size is sold out: choose another')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it('a product nothing of which can be bought is Out of stock', () => {
    openDetails(item('gone', { skus: [units('black-s', 0), units('red-m', 0)] }), 10);
    expect(screen.getByRole('button', { name: /Out of stock/ })).toBeDisabled();
  });
});

describe('details page: what a size costs and what the product is', () => {
  const sized = (code: string, size: string, salesPrice: number) =>
    sku(code, { salesPrice, attributeValues: [{ id: `size-${size}`, optionId: SIZE_OPTION_ID, optionName: 'Size', name: size }] });
  const tee = item('tee', {
    description: 'Heavyweight cotton tee, screen-printed front.',
    skus: [sized('tee-M', 'M', 900), sized('tee-XXXL', 'XXXL', 1200)],
    defaultSkuCode: 'tee-M',
  });

  it('prices 3XL on its chip before it is chosen, and no other size', () => {
    openDetails(tee, 10);
    expect(screen.getByRole('button', { name: '3XL, Tk 1,200' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'M' })).toHaveTextContent(/^M$/);
  });

  it('says what 3XL costs, as its chip does', () => {
    openDetails(tee, 10);
    expect(screen.getByText('3XL and 4XL cost 1,200 BDT')).toBeInTheDocument();
  });

  it('says the big sizes’ price is before the discount when one lowers it, in both languages', () => {
    const onSale = { ...tee, skus: tee.skus.map((s) => (s.code === 'tee-XXXL' ? { ...s, discountedSalesPrice: 960 } : s)) };
    openDetails(onSale, 10);
    expect(screen.getByRole('button', { name: '3XL, Tk 960' })).toBeInTheDocument();
    expect(screen.getByText('3XL and 4XL cost 1,200 BDT before discount')).toBeInTheDocument();
    cleanup();
    openDetails(onSale, 10, 'bn');
    expect(screen.getByText('ছাড়ের আগে 3XL ও 4XL সাইজের দাম ১,২০০ টাকা')).toBeInTheDocument();
  });

  it('links each keyword to its search, and bands and brands to the shop filtered by them', () => {
    openDetails(
      item('kw', {
        keywords: ['black metal', 'tour'],
        lookups: [
          { id: 'b-1', name: 'Warfaze', type: 'bands' },
          { id: 'br-1', name: 'Gildan', type: 'brands' },
        ],
      }),
      10,
    );
    expect(screen.getByRole('link', { name: 'black metal' })).toHaveAttribute('href', '/shop?query=black+metal');
    expect(screen.getByRole('link', { name: 'tour' })).toHaveAttribute('href', '/shop?query=tour');
    expect(screen.getByRole('link', { name: 'Warfaze' })).toHaveAttribute('href', '/shop?band=b-1');
    expect(screen.getByRole('link', { name: 'Gildan' })).toHaveAttribute('href', '/shop?brand=br-1');
  });

  it('shows the description from the product record', () => {
    openDetails(tee, 10);
    expect(screen.getByText('Heavyweight cotton tee, screen-printed front.')).toBeVisible();
  });
});

describe('details page in Bengali', () => {
  const tee = item('tee', {
    skus: [
      sku('tee-M', {
        salesPrice: 1050,
        attributeValues: [{ id: 'size-M', optionId: SIZE_OPTION_ID, optionName: 'Size', name: 'M' }],
        stocks: [{ skuCode: 'tee-M', locationId: ONLINE, ok: 3, total: 3 }],
      }),
    ],
    defaultSkuCode: 'tee-M',
  });

  it('shows the price in taka with Bengali digits, and buys with Bengali words', async () => {
    const page = openDetails(tee, 10, 'bn');
    expect(screen.getByText('৳১,০৫০')).toBeInTheDocument();
    expect(screen.getByText('মাত্র ৩টি বাকি')).toBeInTheDocument();
    expect(screen.getByText('সাইজ: M')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /কার্টে যোগ করুন/ }));
    expect(page.lines()).toEqual([['tee-M', 1]]);
    expect(screen.getByText(/আপনার কার্টে/)).toHaveTextContent('মাত্র ৩টি বাকি · আপনার কার্টে ১টি');
    expect(screen.getByRole('group', { name: 'পরিমাণ' }).querySelector('output')).toHaveTextContent('১');
    expect(screen.getByText(bengaliTexts.t('shop.details.deliveryTime'))).toBeInTheDocument();
  });
});

describe('details page of a drop', () => {
  const HOUR = Date.UTC(2026, 11, 5, 14, 0, 0);
  // The shop's clock is never read here: the ticks are the test's.
  const unanswered = fakeDeps();
  // The shop holds what Add to cart asks for, for ten minutes.
  const holdDrop = jest.fn(async ({ units }: { units: number }) => ({
    status: 201,
    body: { hold: { id: `hold-${units}`, units, expiresAt: HOUR + 600_000 } },
    networkError: false,
  }));
  const answered: Record<PropertyKey, unknown> = { clock: () => new Promise(() => {}), holdDrop };
  const clockless = () =>
    fakeDeps({ api: new Proxy(unanswered.api, { get: (api, name) => (name in answered ? answered[name] : Reflect.get(api, name)) }) });
  const tour = (perBuyerLimit = 1) => item('tour', { drop: { startsAt: new Date(HOUR).toISOString(), perBuyerLimit, holdMinutes: 10 } });

  it('before the clock is read, says when it drops and offers no Add to cart, as the server renders it', async () => {
    openDetails(tour(), 3, 'en', clockless());
    expect(await screen.findByRole('heading', { name: 'Drops 5 Dec 2026, 8:00 PM' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^\s*$/);
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(screen.getByText(/One per buyer\./)).toBeVisible();
  });

  it('counts down by the ticks, then opens: Add to cart, and the limit beside it', async () => {
    const page = openDetails(tour(2), 3, 'en', clockless());
    await screen.findByRole('timer');
    act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR - ((26 * 60 + 3) * 60 + 4) * 1000 })));
    expect(screen.getByRole('timer')).toHaveTextContent('Opens in 1 day 02:03:04');
    act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR - 9000 })));
    expect(screen.getByRole('timer')).toHaveTextContent('Opens in 00:00:09');
    act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR })));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Up to 2 per buyer. Once added to the cart, it is held for you for 10 minutes.')).toBeVisible();
    await page.add();
    // The line joins once the shop holds its units, with that hold.
    await waitFor(() => expect(page.lines()).toEqual([['tour-M', 1]]));
    expect(holdDrop).toHaveBeenLastCalledWith({ itemId: 'tour', skuCode: 'tour-M', units: 1, deviceId: 'device-test' });
    expect(page.store.getState().cart.items[0].hold).toEqual({ id: 'hold-1', units: 1, expiresAt: HOUR + 600_000 });
  });

  it('once open, one buyer’s units stop at the limit: plus says so, and Add to cart is off once the cart holds them', async () => {
    const page = openDetails(tour(1), 3, 'en', clockless());
    await screen.findByRole('timer');
    act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR })));
    await page.plus();
    expect(page.quantity()).toBe('1');
    expect(page.warnings()).toEqual([{ id: 'drop.limit', values: { count: 1 } }]);
    await page.add();
    await waitFor(() => expect(page.lines()).toEqual([['tour-M', 1]]));
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
    expect(document.querySelector('.product-info__stock')).toHaveTextContent('Only 5 left · 1 in your cart · One per buyer.');
  });

  describe('with a queue', () => {
    const queued = () =>
      item('tour', { drop: { startsAt: new Date(HOUR).toISOString(), perBuyerLimit: 1, holdMinutes: 10, admitPerMinute: 100 } });
    const placed = (admitAt: number | null) => dropActions.queueJoined({ itemId: 'tour', ticket: 't', admitAt });

    it('before the hour, says places are drawn fairly; after it, no Add to cart until the shopper’s turn', async () => {
      const page = openDetails(queued(), 3, 'en', clockless());
      await screen.findByRole('timer');
      act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR - 9000 })));
      expect(screen.getByText(/everyone on this page is given a place in a fair draw/)).toBeVisible();
      act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR })));
      expect(screen.getByRole('heading', { name: 'It is open: you are in the queue' })).toBeVisible();
      expect(screen.getByRole('timer')).toHaveTextContent('Finding your place in the queue…');
      expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
      act(() => void page.store.dispatch(placed(HOUR + 311 * 600 + 1)));
      expect(screen.getByRole('timer')).toHaveTextContent('You are number 312 — about 4 minutes');
      act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR + 311 * 600 })));
      expect(screen.getByRole('timer')).toHaveTextContent('You are number 1 — about 1 minute');
      expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
      act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR + 311 * 600 + 1 })));
      expect(screen.queryByRole('timer')).toBeNull();
      expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
    });

    it('another product’s place admits nothing here', async () => {
      const page = openDetails(queued(), 3, 'en', clockless());
      await screen.findByRole('timer');
      act(() => void page.store.dispatch(dropActions.queueJoined({ itemId: 'other', ticket: 't', admitAt: HOUR })));
      act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR + 60_000 })));
      expect(screen.getByRole('timer')).toHaveTextContent('Finding your place in the queue…');
    });

    it('in Bengali, with Bengali digits', async () => {
      const page = openDetails(queued(), 3, 'bn', clockless());
      await screen.findByRole('timer');
      act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR })));
      act(() => void page.store.dispatch(placed(HOUR + 90_000)));
      expect(screen.getByRole('timer')).toHaveTextContent('আপনি ১৫১ নম্বরে — আনুমানিক ২ মিনিট');
    });
  });

  it('in Bengali, on the shop’s clock with Bengali digits', async () => {
    const page = openDetails(tour(), 3, 'bn', clockless());
    await screen.findByRole('timer');
    act(() => void page.store.dispatch(dropActions.ticked({ now: HOUR - 65_000 })));
    expect(screen.getByRole('timer')).toHaveTextContent('খুলতে বাকি ০০:০১:০৫');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^ড্রপ ৫ ডিসে/);
  });
});
