// The English catalogue, every area of it: what the server renders with, and the type of every message's key.
import core from './enCore';
import checkout from '../messages/en/checkout.json';
import account from '../messages/en/account.json';
import orders from '../messages/en/orders.json';
import info from '../messages/en/info.json';
import orderTexts from '../messages/en/orderTexts.json';

const catalogue = { ...core, ...checkout, ...account, ...orders, ...info, ...orderTexts };

export default catalogue;
