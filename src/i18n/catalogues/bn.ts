// The Bengali catalogue: every area's messages (src/i18n/messages/bn/*.json), in one chunk.
import common from '../messages/bn/common.json';
import shell from '../messages/bn/shell.json';
import shop from '../messages/bn/shop.json';
import cart from '../messages/bn/cart.json';
import checkout from '../messages/bn/checkout.json';
import orders from '../messages/bn/orders.json';
import account from '../messages/bn/account.json';
import news from '../messages/bn/news.json';
import info from '../messages/bn/info.json';
import titles from '../messages/bn/titles.json';
import orderTexts from '../messages/bn/orderTexts.json';
import saved from '../messages/bn/saved.json';
import recent from '../messages/bn/recent.json';
import restock from '../messages/bn/restock.json';
import drop from '../messages/bn/drop.json';
import type { Catalogue } from '../catalogue';

const catalogue: Catalogue = {
  ...common,
  ...shell,
  ...shop,
  ...cart,
  ...checkout,
  ...orders,
  ...account,
  ...news,
  ...info,
  ...titles,
  ...orderTexts,
  ...saved,
  ...recent,
  ...restock,
  ...drop,
};

export default catalogue;
