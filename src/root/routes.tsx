import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../app/chunks';
import { PAYMENT_PROMISE } from '../domain/paymentPromise';
import AppLayout from '../layout/AppLayout';
import type { RouteHandle } from '../layout/DocumentTitle';
import RouteError from '../layout/RouteError';
import QaTools from '../qa/QaTools';

type PageModule = { default: ComponentType };

/**
 * Each page is its own chunk, loaded when its route is first visited; a load that fails waits for the connection
 * with the page on screen (app/chunks.ts). The handle names the chunk as its webpackChunkName does, so a
 * server-rendered page can link the chunk's script and styles in its head.
 */
const page = (handle: RouteHandle, load: () => Promise<PageModule>, path?: string): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle,
  errorElement: <RouteError />,
  lazy: async () => ({ Component: (await loadChunk(load)).default }),
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
      page(
        { title: 'Band T-shirts and Metal Merch', chunk: 'home' },
        () => import(/* webpackChunkName: "home" */ '../pages/home/HomePage'),
      ),
      page(
        {
          title: 'Shop',
          description: `Band T-shirts, hoodies, patches and more, by band, size, colour and price. ${PAYMENT_PROMISE}`,
          chunk: 'shop',
        },
        () => import(/* webpackChunkName: "shop" */ '../pages/shop/ShopPage'),
        'shop',
      ),
      page(
        { title: 'Wings', description: 'Wings: the shop’s own label of metal apparel, printed in Bangladesh.', chunk: 'wings' },
        () => import(/* webpackChunkName: "wings" */ '../pages/wings/WingsPage'),
        'wings',
      ),
      page(
        { title: 'News & Events', description: 'Metal news, gig announcements and new arrivals from the shop.', chunk: 'news' },
        () => import(/* webpackChunkName: "news" */ '../pages/news/NewsPage'),
        'news',
      ),
      page(
        { title: 'News', chunk: 'news-details' },
        () => import(/* webpackChunkName: "news-details" */ '../pages/newsDetails/NewsDetailsPage'),
        'news/details',
      ),
      page(
        {
          title: 'Outlets',
          description: 'Our showrooms in Dhaka and Chattogram: addresses, opening hours, maps and the stock on each rack.',
          chunk: 'outlet',
        },
        () => import(/* webpackChunkName: "outlet" */ '../pages/outlet/OutletPage'),
        'outlet',
      ),
      page(
        { title: 'Outlet Stock', chunk: 'branch' },
        () => import(/* webpackChunkName: "branch" */ '../pages/branch/BranchPage'),
        'branch',
      ),
      page(
        { title: 'Product Details', chunk: 'details' },
        () => import(/* webpackChunkName: "details" */ '../pages/details/DetailsPage'),
        'details',
      ),
      page({ title: 'Cart', chunk: 'cart' }, () => import(/* webpackChunkName: "cart" */ '../pages/cart/CartPage'), 'cart'),
      page(
        { title: 'Checkout', chunk: 'checkout' },
        () => import(/* webpackChunkName: "checkout" */ '../pages/checkout/CheckoutPage'),
        'checkout',
      ),
      page(
        { title: 'Privacy Policy', chunk: 'policy' },
        () => import(/* webpackChunkName: "policy" */ '../pages/static/PrivacyPolicyPage'),
        'policy',
      ),
      page(
        { title: 'Return Policy', chunk: 'return' },
        () => import(/* webpackChunkName: "return" */ '../pages/static/ReturnPolicyPage'),
        'return',
      ),
      page(
        { title: 'About Us', chunk: 'about-us' },
        () => import(/* webpackChunkName: "about-us" */ '../pages/static/AboutUsPage'),
        'about-us',
      ),
      page(
        { title: 'Terms & Conditions', chunk: 'terms' },
        () => import(/* webpackChunkName: "terms" */ '../pages/static/TermsPage'),
        'terms',
      ),
      page(
        // Not "Order Placed": the page may find no order with the invoice id in its address.
        { title: 'Your Order', chunk: 'order-success' },
        () => import(/* webpackChunkName: "order-success" */ '../pages/orderSuccess/OrderSuccessPage'),
        'order/success',
      ),
      page(
        { title: 'Payment Successful', chunk: 'payment-success' },
        () => import(/* webpackChunkName: "payment-success" */ '../pages/payments/PaymentSuccessPage'),
        'payments/success',
      ),
      page(
        { title: 'Payment Cancelled', chunk: 'payment-cancel' },
        () => import(/* webpackChunkName: "payment-cancel" */ '../pages/payments/PaymentCancelPage'),
        'payments/cancel',
      ),
      page(
        { title: 'Payment Failed', chunk: 'payment-failure' },
        () => import(/* webpackChunkName: "payment-failure" */ '../pages/payments/PaymentFailurePage'),
        'payments/failure',
      ),
      page(
        { title: 'Page Not Found', chunk: 'not-found' },
        () => import(/* webpackChunkName: "not-found" */ '../pages/notFound/NotFoundPage'),
        '*',
      ),
    ],
  },
];
