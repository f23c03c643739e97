// The English catalogue keeps the spec's own words (odd wording included); the shop's own words are checked where
// they say something that matters.
import { MAX_ORDER_LINES } from '../domain/orderLimits';
import { SORT_KEYS } from '../domain/productLists';
import { CHECKOUT_PROBLEMS } from '../domain/checkoutValidation';
import { englishTexts } from '../test/texts';
import type { MessageKey } from './texts';

const { t, price } = englishTexts;

describe('the spec’s words', () => {
  it.each<[MessageKey, string]>([
    ['checkout.problem.nameMissing', 'Please Input Your Name'],
    ['checkout.problem.mobileMissing', 'Please Input Your Mobile Name'],
    ['checkout.problem.mobileInvalid', 'Please Input a Correct Mobile Number'],
    ['checkout.problem.emailInvalid', 'Please Give a Correct Email'],
    ['checkout.problem.addressMissing', 'Please Give Your Shipping Address'],
    ['checkout.problem.passwordMissing', 'Please Give A Password'],
    ['checkout.problem.passwordTooShort', 'Password Must Be More Than Six Character'],
    ['checkout.problem.passwordMismatch', 'Password and Confirm Password not Match'],
    ['common.toast.noMoreStock', 'No more Stock'],
    ['common.toast.itemAdded', 'Item added'],
    ['common.toast.itemRemoved', 'Item remove'],
    ['cart.empty', 'YOUR CART IS EMPTY'],
    ['shop.grid.noProducts', 'No Products Found'],
    ['news.imageNotFound', 'Sorry! News Image Not Found!'],
    ['shop.details.deliveryTime', 'Delivery Time: Approx. 7 Days'],
    ['shop.home.recentNews', 'Recent Music News'],
    ['shop.discount.none', 'No Discount'],
    ['shop.home.list.popular', 'Popular Stock'],
    ['shop.home.list.featured', 'Featured Stock'],
    ['shop.home.list.new', 'New Stock'],
  ])('%s is the spec’s wording', (key, expected) => {
    expect(t(key)).toBe(expected);
  });

  it('names the bands filter’s hidden choices as the spec does', () => {
    expect(t('shop.filter.moreSelected', { count: 3 })).toBe('(3 More)');
  });

  it('labels the sort menu in the spec’s order', () => {
    expect(SORT_KEYS.map((key) => t(`shop.sort.${key}`))).toEqual([
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

  it('gives each of the nine checkout rules, rule 9 included, a message of its own', () => {
    const messages = CHECKOUT_PROBLEMS.map((code) => t(`checkout.problem.${code}`, { zero: price(0) }));
    expect(messages).toHaveLength(9);
    expect(new Set(messages).size).toBe(9);
    expect(messages[8]).toBe('Your payable total must be more than Tk 0. Please add an item to your cart.');
  });
});

describe('the shop’s own words', () => {
  it('states the order limits in numbers', () => {
    expect(t('common.toast.atMostPerLine', { units: 10 })).toBe('At most 10 of one item per order');
    expect(t('common.toast.orderLinesFull', { max: MAX_ORDER_LINES })).toBe(
      `An order holds at most ${MAX_ORDER_LINES} different items; check out these first`,
    );
  });

  it('says of an expired payment that the time ran out, which invoice, that nothing was charged and the cart is kept', () => {
    expect(t('orders.expired.invoice', { invoiceId: 'INV-100001' })).toMatch(
      /^The time to pay for invoice INV-100001 ran out.*nothing was charged\.$/,
    );
    expect(t('orders.expired.cartKept')).toMatch(/cart is still here/);
  });

  it.each([
    [0, '0 products'],
    [1, '1 product'],
    [2, '2 products'],
    [148, '148 products'],
    [12500, '12,500 products'],
  ])('counts %d products as %s', (count, expected) => {
    expect(t('shop.listing.count', { count })).toBe(expected);
  });

  it('writes a price range in the shop’s money format', () => {
    expect(t('shop.listing.priceRange', { min: price(500), max: price(1500) })).toBe('Tk 500 – Tk 1,500');
  });
});
