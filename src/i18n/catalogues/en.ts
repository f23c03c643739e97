// The English catalogue: every area's messages (src/i18n/messages/en/*.json), in one chunk.
import common from '../messages/en/common.json';
import shell from '../messages/en/shell.json';
import shop from '../messages/en/shop.json';
import cart from '../messages/en/cart.json';
import checkout from '../messages/en/checkout.json';
import orders from '../messages/en/orders.json';
import account from '../messages/en/account.json';
import news from '../messages/en/news.json';
import info from '../messages/en/info.json';
import titles from '../messages/en/titles.json';
import orderTexts from '../messages/en/orderTexts.json';
import saved from '../messages/en/saved.json';
import recent from '../messages/en/recent.json';
import restock from '../messages/en/restock.json';
import drop from '../messages/en/drop.json';

const catalogue = {
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
