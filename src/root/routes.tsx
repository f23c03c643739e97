import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import AppLayout from '../layout/AppLayout';
import type { RouteHandle } from '../layout/DocumentTitle';
import RouteError from '../layout/RouteError';
import QaTools from '../qa/QaTools';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (title: string, load: () => Promise<PageModule>, path?: string): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: { title } satisfies RouteHandle,
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
      page('Shop', () => import(/* webpackChunkName: "shop" */ '../pages/shop/ShopPage'), 'shop'),
      page('Wings', () => import(/* webpackChunkName: "wings" */ '../pages/wings/WingsPage'), 'wings'),
      page('News & Events', () => import(/* webpackChunkName: "news" */ '../pages/news/NewsPage'), 'news'),
      page('News', () => import(/* webpackChunkName: "news-details" */ '../pages/newsDetails/NewsDetailsPage'), 'news/details'),
      page('Outlets', () => import(/* webpackChunkName: "outlet" */ '../pages/outlet/OutletPage'), 'outlet'),
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
