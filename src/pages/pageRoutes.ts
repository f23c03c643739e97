// Every route of the shop, each a module beside its page. Adding a route: write its module, add it here.
import home from './home/home.route';
import shop from './shop/shop.route';
import wings from './wings/wings.route';
import news from './news/news.route';
import newsDetails from './newsDetails/newsDetails.route';
import outlet from './outlet/outlet.route';
import branch from './branch/branch.route';
import details from './details/details.route';
import cart from './cart/cart.route';
import checkout from './checkout/checkout.route';
import privacyPolicy from './static/privacyPolicy.route';
import returnPolicy from './static/returnPolicy.route';
import aboutUs from './static/aboutUs.route';
import terms from './static/terms.route';
import orderSuccess from './orderSuccess/orderSuccess.route';
import orderTrack from './orderTrack/orderTrack.route';
import account from './account/account.route';
import saved from './saved/saved.route';
import paymentSuccess from './payments/paymentSuccess.route';
import paymentCancel from './payments/paymentCancel.route';
import paymentFailure from './payments/paymentFailure.route';
import notFound from './notFound/notFound.route';
import type { PageRoute } from './pageRoute';

export const PAGE_ROUTES: PageRoute[] = [
  home,
  shop,
  wings,
  news,
  newsDetails,
  outlet,
  branch,
  details,
  cart,
  checkout,
  privacyPolicy,
  returnPolicy,
  aboutUs,
  terms,
  orderSuccess,
  orderTrack,
  account,
  saved,
  paymentSuccess,
  paymentCancel,
  paymentFailure,
  notFound,
];

/** The route of an address no other route reads: its page and its 404. */
export const NOT_FOUND_ROUTE = notFound;
