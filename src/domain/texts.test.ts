import { SORT_KEYS } from './productLists';
import { MAX_ORDER_LINES } from './orderLimits';
import * as texts from './texts';
import * as pageTexts from './pageTexts';

describe('texts', () => {
  it.each([
    [texts.CHECKOUT_MESSAGES.nameMissing, 'Please Input Your Name'],
    [texts.CHECKOUT_MESSAGES.mobileMissing, 'Please Input Your Mobile Name'],
    [texts.CHECKOUT_MESSAGES.mobileInvalid, 'Please Input a Correct Mobile Number'],
    [texts.CHECKOUT_MESSAGES.emailInvalid, 'Please Give a Correct Email'],
    [texts.CHECKOUT_MESSAGES.addressMissing, 'Please Give Your Shipping Address'],
    [texts.CHECKOUT_MESSAGES.passwordMissing, 'Please Give A Password'],
    [texts.CHECKOUT_MESSAGES.passwordTooShort, 'Password Must Be More Than Six Character'],
    [texts.CHECKOUT_MESSAGES.passwordMismatch, 'Password and Confirm Password not Match'],
    [texts.TOASTS.noMoreStock, 'No more Stock'],
    [texts.TOASTS.itemAdded, 'Item added'],
    [texts.TOASTS.itemRemoved, 'Item remove'],
    [texts.CART_EMPTY, 'YOUR CART IS EMPTY'],
    [texts.NO_PRODUCTS_FOUND, 'No Products Found'],
    [texts.NEWS_IMAGE_NOT_FOUND, 'Sorry! News Image Not Found!'],
    [pageTexts.DELIVERY_TIME, 'Delivery Time: Approx. 7 Days'],
    [texts.RECENT_MUSIC_NEWS, 'Recent Music News'],
    [texts.NO_DISCOUNT, 'No Discount'],
    [texts.moreSelected(3), '(3 More)'],
  ])('%j is the spec’s wording', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('names the home lists as the spec does', () => {
    expect(texts.HOME_LIST_TITLES).toEqual({ popular: 'Popular Stock', featured: 'Featured Stock', new: 'New Stock' });
  });

  it('labels the sort menu in the spec’s order', () => {
    expect(SORT_KEYS.map((key) => texts.SORT_LABELS[key])).toEqual([
      'Recommended',
      "What's New",
      'Popularity',
      'Better: High to Low',
      'Better: Low to High',
      'Alphabetical',
      'Price: High to Low',
      'Price: Low to High',
    ]);
  });

  it('gives rule 9 a message of its own', () => {
    const messages = Object.values(texts.CHECKOUT_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('states the order limits in numbers (not the spec’s words)', () => {
    expect(texts.atMostPerLine(10)).toBe('At most 10 of one item per order');
    expect(texts.TOASTS.orderLinesFull).toBe(`An order holds at most ${MAX_ORDER_LINES} different items; check out these first`);
  });

  it('says of an expired payment that the time ran out, which invoice, that nothing was charged and the cart is kept', () => {
    expect(pageTexts.PAYMENT_EXPIRED.invoice('INV-100001')).toMatch(
      /^The time to pay for invoice INV-100001 ran out.*nothing was charged\.$/,
    );
    expect(pageTexts.PAYMENT_EXPIRED.cartKept).toMatch(/cart is still here/);
  });

  it('writes the default news headline in Bengali script', () => {
    expect(texts.DEFAULT_NEWS_TITLE).toMatch(/^[\u0980-\u09FF\s]+$/);
  });
});

describe('newsTitle', () => {
  it.each([
    ['Slayer announce a farewell show', 'Slayer announce a farewell show'],
    ['', texts.DEFAULT_NEWS_TITLE],
    ['   ', texts.DEFAULT_NEWS_TITLE],
    [null, texts.DEFAULT_NEWS_TITLE],
    [undefined, texts.DEFAULT_NEWS_TITLE],
  ])('%j → %j', (title, expected) => {
    expect(texts.newsTitle(title)).toBe(expected);
  });
});

describe('the listing’s words (not the spec’s)', () => {
  it.each([
    [0, '0 products'],
    [1, '1 product'],
    [2, '2 products'],
    [148, '148 products'],
    [12500, '12,500 products'],
  ])('%d → %s', (count, expected) => {
    expect(texts.productCount(count)).toBe(expected);
  });

  it('writes a price range in the shop’s money format', () => {
    expect(texts.priceRange(500, 1500)).toBe('Tk 500 – Tk 1,500');
  });
});
