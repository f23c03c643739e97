// The Bengali messages every page loads (src/i18n/messages/bn/*.json but for the areas of i18n/messageAreas.ts), in one chunk.
import common from '../messages/bn/common.json';
import shell from '../messages/bn/shell.json';
import shop from '../messages/bn/shop.json';
import cart from '../messages/bn/cart.json';
import news from '../messages/bn/news.json';
import titles from '../messages/bn/titles.json';
import saved from '../messages/bn/saved.json';
import recent from '../messages/bn/recent.json';
import restock from '../messages/bn/restock.json';
import drop from '../messages/bn/drop.json';
import type { MessageArea } from '../messageAreas';

const core = { ...common, ...shell, ...shop, ...cart, ...news, ...titles, ...saved, ...recent, ...restock, ...drop };

export default core;

/**
 * The Bengali of each area of i18n/messageAreas.ts, loaded when a page needs it, each a chunk of its own: named here, in
 * the chunk every Bengali page loads anyway, so the entry carries no loader of either language's areas.
 */
export const areas = {
  checkout: () => import(/* webpackChunkName: "messages-bn-checkout" */ '../messages/bn/checkout.json'),
  account: () => import(/* webpackChunkName: "messages-bn-account" */ '../messages/bn/account.json'),
  orders: () => import(/* webpackChunkName: "messages-bn-orders" */ '../messages/bn/orders.json'),
  info: () => import(/* webpackChunkName: "messages-bn-info" */ '../messages/bn/info.json'),
} satisfies Record<MessageArea, () => Promise<unknown>>;
