// The English messages every page loads (src/i18n/messages/en/*.json but for the areas of i18n/messageAreas.ts), in one chunk.
import common from '../messages/en/common.json';
import shell from '../messages/en/shell.json';
import shop from '../messages/en/shop.json';
import cart from '../messages/en/cart.json';
import news from '../messages/en/news.json';
import titles from '../messages/en/titles.json';
import saved from '../messages/en/saved.json';
import recent from '../messages/en/recent.json';
import restock from '../messages/en/restock.json';
import drop from '../messages/en/drop.json';
import type { MessageArea } from '../messageAreas';

const core = { ...common, ...shell, ...shop, ...cart, ...news, ...titles, ...saved, ...recent, ...restock, ...drop };

export default core;

/**
 * The English of each area of i18n/messageAreas.ts, loaded when a page needs it, each a chunk of its own: named here, in
 * the chunk every English page loads anyway, so the entry carries no loader of either language's areas.
 */
export const areas = {
  checkout: () => import(/* webpackChunkName: "messages-en-checkout" */ '../messages/en/checkout.json'),
  account: () => import(/* webpackChunkName: "messages-en-account" */ '../messages/en/account.json'),
  orders: () => import(/* webpackChunkName: "messages-en-orders" */ '../messages/en/orders.json'),
  info: () => import(/* webpackChunkName: "messages-en-info" */ '../messages/en/info.json'),
} satisfies Record<MessageArea, () => Promise<unknown>>;
