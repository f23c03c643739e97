// The Bengali catalogue, every area of it: what the server renders with, and the type of every message's key.
import core from './bnCore';
import checkout from '../messages/bn/checkout.json';
import account from '../messages/bn/account.json';
import orders from '../messages/bn/orders.json';
import info from '../messages/bn/info.json';
import orderTexts from '../messages/bn/orderTexts.json';

const catalogue = { ...core, ...checkout, ...account, ...orders, ...info, ...orderTexts };

export default catalogue;
