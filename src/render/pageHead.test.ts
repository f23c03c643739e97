/** @jest-environment jsdom */
import { DEFAULT_CONFIG } from '../app/config';
import type { GlobalDiscount, News } from '../domain/types';
import { catalogActions } from '../features/catalog/catalogSlice';
import { discountsActions } from '../features/discounts/discountsSlice';
import { newsActions } from '../features/news/newsSlice';
import { createRootReducer } from '../root/rootReducer';
import type { RootState } from '../root/store';
import { memoryStorage } from '../test/fakes';
import { item, ONLINE, sku } from '../test/items';
import details from '../pages/details/details.route';
import newsDetails from '../pages/newsDetails/newsDetails.route';
import orderTrack from '../pages/orderTrack/orderTrack.route';
import type { HeadContext } from '../pages/pageHead';
import type { PageRoute } from '../pages/pageRoute';
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from '../pages/pageRoutes';
import { bengaliTexts, englishTexts } from '../test/texts';
import type { MessageKey } from '../i18n/texts';
import { paymentPromise, routeText, siteDescription } from '../i18n/siteTexts';
import { inLanguage, pageHead, pageHeadHtml } from './pageHead';

const reducer = createRootReducer(memoryStorage());
const stateAfter = (...actions: { type: string }[]) => actions.reduce(reducer, reducer(undefined, { type: 'init' })) as RootState;
const config = { ...DEFAULT_CONFIG, onlineLocationId: ONLINE, imageHost: '' };
const context = (state: RootState): HeadContext => ({ state, config, siteOrigin: 'https://shop.example', texts: englishTexts });
/** A route of a page about nothing in particular. */
const plainRoute = (path: string | undefined, title: MessageKey, description?: MessageKey): PageRoute => ({
  path,
  title,
  description,
  chunk: 'page',
  load: () => Promise.reject(new Error('not rendered here')),
});

/** The JSON-LD of a head's HTML, parsed as a search engine would. */
const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);

describe('a product page’s head', () => {
  const shirt = item('p1', {
    title: 'Artcell "Oniket" Tee & Patch',
    description: 'Black cotton tee.',
    skus: [sku('p1-M', { salesPrice: 1000, stocks: [{ skuCode: 'p1-M', locationId: ONLINE, ok: 3, total: 3 }] })],
    defaultSkuCode: 'p1-M',
  });
  const discount: GlobalDiscount = {
    id: 'd1',
    title: '10% off',
    valid: true,
    type: 'FIXED_PRODUCT',
    discountType: 'PERCENTAGE',
    value: 10,
    categories: [],
    items: [{ itemId: 'p1' }],
  };

  it('names the product, its discounted price in BDT, its availability and its one address', async () => {
    const state = stateAfter(
      discountsActions.loaded({ list: [discount] }),
      catalogActions.detailsRequested({ id: 'p1' }),
      catalogActions.detailsLoaded({ id: 'p1', item: shirt }),
    );
    const head = await pageHead(details, context(state));
    expect(head.title).toBe('Artcell "Oniket" Tee & Patch | Metal Merch');
    expect(head.canonical).toBe('https://shop.example/details?id=p1');
    expect(Object.fromEntries(head.openGraph)).toMatchObject({
      'og:type': 'product',
      // A link preview shows no SVG: the PNG the server draws from it.
      'og:image': 'https://shop.example/images/p1/1.png',
      'product:price:amount': '900.00',
      'product:price:currency': 'BDT',
      'product:availability': 'in stock',
    });
    expect(jsonLd(pageHeadHtml(head))).toMatchObject({
      '@type': 'Product',
      name: shirt.title,
      offers: { price: '900.00', priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
    });
  });

  it('is out of stock when no size has stock online', async () => {
    const soldOut = { ...shirt, skus: [sku('p1-M', { stocks: [{ skuCode: 'p1-M', locationId: ONLINE, ok: 0, total: 0 }] })] };
    const head = await pageHead(
      details,
      context(stateAfter(catalogActions.detailsRequested({ id: 'p1' }), catalogActions.detailsLoaded({ id: 'p1', item: soldOut }))),
    );
    expect(head.structuredData).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('escapes every value, so a hostile title cannot leave its attribute or close the JSON-LD', async () => {
    const hostile = { ...shirt, title: '"><script>alert(1)</script>', description: '</script><!--' };
    const html = pageHeadHtml(
      await pageHead(
        details,
        context(stateAfter(catalogActions.detailsRequested({ id: 'p1' }), catalogActions.detailsLoaded({ id: 'p1', item: hostile }))),
      ),
    );
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(html).name).toBe(hostile.title);
  });
});

describe('a news article’s head', () => {
  const article: News = {
    id: 'n1',
    title: 'Warbirds live in Dhaka',
    date: '2026-10-01T12:00:00.000Z',
    author: 'Desk',
    content: '<p>Tickets <b>on sale</b> now.</p><script>steal()</script>',
    links: { main_image: '/images/news/gig.svg' },
  };

  it('is a NewsArticle, described by its text without markup', async () => {
    const head = await pageHead(
      newsDetails,
      context(stateAfter(newsActions.detailsRequested({ id: 'n1' }), newsActions.detailsLoaded({ id: 'n1', item: article }))),
    );
    expect(head.description).toBe('Tickets on sale now.');
    expect(head.canonical).toBe('https://shop.example/news/details?id=n1');
    expect(head.structuredData).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      datePublished: article.date,
      image: ['https://shop.example/images/news/gig.svg'],
      author: { name: 'Desk' },
    });
    expect(Object.fromEntries(head.openGraph)['og:image']).toBe('https://shop.example/images/news/gig.png');
  });

  it('keeps a picture that is not one the shop draws as it is', async () => {
    const photo = { ...article, links: { main_image: 'https://press.example/art/live.svg' } };
    const head = await pageHead(
      newsDetails,
      context(stateAfter(newsActions.detailsRequested({ id: 'n1' }), newsActions.detailsLoaded({ id: 'n1', item: photo }))),
    );
    expect(Object.fromEntries(head.openGraph)['og:image']).toBe('https://press.example/art/live.svg');
  });
});

describe('any other page’s head', () => {
  it('takes its route’s title and description, and the shop’s own description when it has none', async () => {
    const state = stateAfter();
    expect(await pageHead(plainRoute('outlet', 'titles.outlet', 'titles.outlet.description'), context(state))).toMatchObject({
      title: 'Outlets | Metal Merch',
      description: 'Our showrooms in Dhaka and Chattogram: addresses, opening hours, maps and the stock on each rack.',
      canonical: 'https://shop.example/outlet',
    });
    expect((await pageHead(plainRoute(undefined, 'titles.home'), context(state))).description).toMatch(/band T-shirts/);
    expect((await pageHead(plainRoute(undefined, 'titles.home'), context(state))).canonical).toBe('https://shop.example/');
    const bengali = await pageHead(plainRoute('outlet', 'titles.outlet'), { ...context(state), texts: bengaliTexts });
    expect(bengali).toMatchObject({ title: 'আউটলেট | Metal Merch', description: siteDescription(bengaliTexts) });
  });

  it('has no canonical address on a page that was not found, and no product data while the product is missing', async () => {
    expect((await pageHead(NOT_FOUND_ROUTE, context(stateAfter()))).canonical).toBeUndefined();
    const productMissing = await pageHead(details, context(stateAfter()));
    expect(productMissing.structuredData).toBeUndefined();
    expect(productMissing.title).toBe('Product Details | Metal Merch');
  });
});

describe('a page of the shopper’s own data (order tracking)', () => {
  it('has no canonical address and tells search engines not to list it; other pages do not say so', async () => {
    const tracking = await pageHead(orderTrack, context(stateAfter()));
    expect(tracking).toMatchObject({ noindex: true, canonical: undefined });
    expect(pageHeadHtml(tracking)).toContain('<meta name="robots" content="noindex" />');
    const shop = await pageHead(plainRoute('shop', 'titles.shop'), context(stateAfter()));
    expect(shop.noindex).toBeUndefined();
    expect(pageHeadHtml(shop)).not.toContain('robots');
  });
});

describe('what a page’s head promises about paying', () => {
  const routeDescriptions = PAGE_ROUTES.flatMap((route) => (route.description ? [routeText(englishTexts, route.description)] : []));
  const PAYMENT_PROMISE = paymentPromise(englishTexts);
  const defaultDescription = siteDescription(englishTexts);
  const undescribed = item('p9', { title: 'Warfaze Tee', description: '' });
  const productDescription = () =>
    pageHead(
      details,
      context(stateAfter(catalogActions.detailsRequested({ id: 'p9' }), catalogActions.detailsLoaded({ id: 'p9', item: undescribed }))),
    ).then((head) => head.description);

  it('speaks of cash on delivery, in any route’s description, the default one or a product’s, only in the words checkout keeps', async () => {
    const descriptions = [...routeDescriptions, defaultDescription, await productDescription()];
    expect(descriptions.filter((text) => /cash on delivery/i.test(text) && !text.includes(PAYMENT_PROMISE))).toEqual([]);
  });

  it('tells the shop page, the default description and a product without its own description how to pay', async () => {
    const shop = routeDescriptions.find((text) => text.startsWith('Band T-shirts'));
    for (const description of [shop, defaultDescription, await productDescription()]) expect(description).toContain(PAYMENT_PROMISE);
  });
});

describe('a page in each language', () => {
  const head = (canonical?: string) => ({
    title: 'Shop',
    description: 'All stock',
    canonical,
    openGraph: [['og:title', 'Shop']] as [string, string][],
  });

  test('its canonical and og:url are its address in its language, its alternates name both languages and English for the rest', () => {
    const bengali = inLanguage(head('https://shop.example/details?id=42'), 'bn');
    expect(bengali.canonical).toBe('https://shop.example/bn/details?id=42');
    expect(bengali.alternates).toEqual([
      ['en', 'https://shop.example/details?id=42'],
      ['bn', 'https://shop.example/bn/details?id=42'],
      ['x-default', 'https://shop.example/details?id=42'],
    ]);
    expect(bengali.openGraph).toContainEqual(['og:url', 'https://shop.example/bn/details?id=42']);
    expect(bengali.openGraph).toContainEqual(['og:locale', 'bn_BD']);
    const english = inLanguage(head('https://shop.example/'), 'en');
    expect(english.canonical).toBe('https://shop.example/');
    expect(english.alternates?.[1]).toEqual(['bn', 'https://shop.example/bn/']);
    expect(pageHeadHtml(bengali)).toContain('<link rel="alternate" hreflang="bn" href="https://shop.example/bn/details?id=42" />');
  });

  test('a page with no canonical address (a 404, a private page) names no alternates', () => {
    const bengali = inLanguage(head(undefined), 'bn');
    expect(bengali.alternates).toBeUndefined();
    expect(bengali.openGraph.find(([property]) => property === 'og:url')).toBeUndefined();
  });
});
