import type { HomeList, SortKey } from './productLists';
import { formatTk, groupThousands } from './money';
import { MAX_ORDER_LINES } from './orderLimits';

// Every user-facing text of the storefront, kept word for word as the spec gives it
// (odd wording such as 'Mobile Name' and 'Item remove' included). Texts the spec leaves
// open are marked.

/** Spec §5, in checking order. */
export const CHECKOUT_MESSAGES = {
  nameMissing: 'Please Input Your Name',
  mobileMissing: 'Please Input Your Mobile Name',
  mobileInvalid: 'Please Input a Correct Mobile Number',
  emailInvalid: 'Please Give a Correct Email',
  addressMissing: 'Please Give Your Shipping Address',
  passwordMissing: 'Please Give A Password',
  passwordTooShort: 'Password Must Be More Than Six Character',
  passwordMismatch: 'Password and Confirm Password not Match',
  // The spec gives no text for rule 9.
  payableNotPositive: 'Your payable total must be more than Tk 0. Please add an item to your cart.',
} as const;

export const TOASTS = {
  noMoreStock: 'No more Stock',
  itemAdded: 'Item added',
  itemRemoved: 'Item remove',
  // Not the spec's: the order limits (src/domain/orderLimits.ts).
  orderLinesFull: `An order holds at most ${MAX_ORDER_LINES} different items; check out these first`,
} as const;

/** Not the spec's: said when a line reaches the units one line may hold (the shop's `maxUnitsPerLine`). */
export const atMostPerLine = (units: number): string => `At most ${units} of one item per order`;

export const CART_EMPTY = 'YOUR CART IS EMPTY';
/** Not the spec's: the typeahead's answer when its suggestions could not be fetched (Enter still searches the shop). */
export const SUGGESTIONS_NOT_LOADED = 'Suggestions could not be loaded. Check your connection, or press Enter to search.';
export const LIST_NOT_LOADED = 'This list could not be loaded. Check your connection and try again.';

export const HOME_LIST_TITLES: Record<HomeList, string> = {
  popular: 'Popular Stock',
  featured: 'Featured Stock',
  new: 'New Stock',
};

export const SORT_LABELS: Record<SortKey, string> = {
  recommended: 'Recommended',
  'whats-new': "What's New",
  popularity: 'Popularity',
  'better-high-to-low': 'Better: High to Low',
  'better-low-to-high': 'Better: Low to High',
  alphabetical: 'Alphabetical',
  'price-high-to-low': 'Price: High to Low',
  'price-low-to-high': 'Price: Low to High',
};

export const NO_DISCOUNT = 'No Discount';
/** The spec names only 'No Discount'; the thresholds' wording is ours. */
export const discountAtLeast = (percent: number): string => `${percent}% and above`;

/** The bands filter's hint for selected bands hidden beyond the first ones shown. */
export const moreSelected = (count: number): string => `(${count} More)`;

/** Not the spec's: the price filter's tag, e.g. 'Tk 500 – Tk 1,500'. */
export const priceRange = (min: number, max: number): string => `${formatTk(min)} – ${formatTk(max)}`;

/** Not the spec's: how many products a listing's search matches, e.g. '148 products', '1 product'. */
export const productCount = (count: number): string => `${groupThousands(count)} ${count === 1 ? 'product' : 'products'}`;

/** Not the spec's: a script or style sheet the shop needs next could not be fetched (src/app/chunks.ts). */
export const OFFLINE = {
  title: 'You seem to be offline',
  detail: 'What you opened will show as soon as the connection is back.',
  retry: 'Retry',
} as const;

export const NO_PRODUCTS_FOUND = 'No Products Found';
/** Not the spec's: offered under No Products Found when a band or category is near what was typed. */
export const DID_YOU_MEAN = 'Did you mean';
export const PRODUCTS_NOT_LOADED = 'The products could not be loaded. Check your connection and try again.';
export const MORE_PRODUCTS_NOT_LOADED = 'More products could not be loaded. Check your connection and try again.';
export const PRODUCTS_NOT_UPDATED = 'These results could not be updated for your new choice. Check your connection and try again.';
/** Not the spec's: the empty result's way back to every product. */
export const RESET_FILTERS = 'Reset filters';
/** Not the spec's: an outlet's opening hours and its phone link's name, on its card and its BranchPage. */
export const OUTLET_CONTACT = {
  hours: (hours: string) => `Open ${hours}`,
  call: (outlet: string, phone: string) => `Call ${outlet} on ${phone}`,
} as const;
export const RECENT_MUSIC_NEWS = 'Recent Music News';
export const NEWS_IMAGE_NOT_FOUND = 'Sorry! News Image Not Found!';
/** The spec asks for "a default Bengali headline" without giving one: "The latest news of metal music". */
export const DEFAULT_NEWS_TITLE = 'মেটাল মিউজিকের সর্বশেষ খবর';
/** A news title, or the default headline when the title is missing or blank. */
export const newsTitle = (title: string | null | undefined): string => title?.trim() || DEFAULT_NEWS_TITLE;

/** Failures (spec §8 leaves their wording to us). */
export const UNREACHABLE = "We could not reach the shop's server. Please check your connection and try again.";
export const UNREADABLE = "The shop's server sent an answer that could not be read. Please try again.";
export const couldNotLoad = (what: string): string => `The ${what} could not be loaded. Please try again.`;
export const PLACE_ORDER_FAILED = 'Your order could not be placed. Please try again.';
export const PRICES_CHANGED = 'Some prices or stock changed since you added them. Please check your order and confirm it again.';
export const NO_PAYMENT_PAGE = 'The payment page could not be opened. Please try again.';
export const PAYMENT_REPORT_FAILED = {
  confirm: 'The payment provider has not reported this payment as paid yet.',
  cancel: 'The shop could not record the cancelled payment.',
  failure: 'The shop could not record the failed payment.',
} as const;

/** Not the spec's: order tracking's words that the shell and the saga use; the page's own are in ./trackingTexts. */
export const TRACKING = {
  notFound: 'No order found. Please check the invoice number and the mobile number you used at checkout.',
  tooMany: 'This order has been looked up too often just now. Please try again in a few minutes.',
  footerLink: 'Track your order',
} as const;
