import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import AppLayout from '../layout/AppLayout';
import type { RouteHandle } from '../layout/DocumentTitle';
import RouteError from '../layout/RouteError';
import QaTools from '../qa/QaTools';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (handle: string | RouteHandle, load: () => Promise<PageModule>, path?: string): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: (typeof handle === 'string' ? { title: handle } : handle) satisfies RouteHandle,
  errorElement: <RouteError />,
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <AppLayout>
        <QaTools />
      </AppLayout>
    ),
    errorElement: <RouteError />,
    children: [
      page('Band T-shirts and Metal Merch', () => import(/* webpackChunkName: "home" */ '../pages/home/HomePage')),
      page({ title: 'Shop', description: 'Band T-shirts, hoodies, patches and more, by band, size, colour and price. Cash on delivery all over Bangladesh.' }, () => import(/* webpackChunkName: "shop" */ '../pages/shop/ShopPage'), 'shop'),
      page({ title: 'Wings', description: 'Wings: the shop’s own label of metal apparel, printed in Bangladesh.' }, () => import(/* webpackChunkName: "wings" */ '../pages/wings/WingsPage'), 'wings'),
      page({ title: 'News & Events', description: 'Metal news, gig announcements and new arrivals from the shop.' }, () => import(/* webpackChunkName: "news" */ '../pages/news/NewsPage'), 'news'),
      page('News', () => import(/* webpackChunkName: "news-details" */ '../pages/newsDetails/NewsDetailsPage'), 'news/details'),
      page({ title: 'Outlets', description: 'Our showrooms in Dhaka and Chattogram: addresses, opening hours, maps and the stock on each rack.' }, () => import(/* webpackChunkName: "outlet" */ '../pages/outlet/OutletPage'), 'outlet'),
      page('Outlet Stock', () => import(/* webpackChunkName: "branch" */ '../pages/branch/BranchPage'), 'branch'),
      page('Product Details', () => import(/* webpackChunkName: "details" */ '../pages/details/DetailsPage'), 'details'),
      page('Cart', () => import(/* webpackChunkName: "cart" */ '../pages/cart/CartPage'), 'cart'),
      page('Checkout', () => import(/* webpackChunkName: "checkout" */ '../pages/checkout/CheckoutPage'), 'checkout'),
      page('Privacy Policy', () => import(/* webpackChunkName: "policy" */ '../pages/static/PrivacyPolicyPage'), 'policy'),
      page('Return Policy', () => import(/* webpackChunkName: "return" */ '../pages/static/ReturnPolicyPage'), 'return'),
      page('About Us', () => import(/* webpackChunkName: "about-us" */ '../pages/static/AboutUsPage'), 'about-us'),
      page('Terms & Conditions', () => import(/* webpackChunkName: "terms" */ '../pages/static/TermsPage'), 'terms'),
      page('Order Placed', () => import(/* webpackChunkName: "order-success" */ '../pages/orderSuccess/OrderSuccessPage'), 'order/success'),
      page('Payment Successful', () => import(/* webpackChunkName: "payment-success" */ '../pages/payments/PaymentSuccessPage'), 'payments/success'),
      page('Payment Cancelled', () => import(/* webpackChunkName: "payment-cancel" */ '../pages/payments/PaymentCancelPage'), 'payments/cancel'),
      page('Payment Failed', () => import(/* webpackChunkName: "payment-failure" */ '../pages/payments/PaymentFailurePage'), 'payments/failure'),
      page('Page Not Found', () => import(/* webpackChunkName: "not-found" */ '../pages/notFound/NotFoundPage'), '*'),
    ],
  },
];
