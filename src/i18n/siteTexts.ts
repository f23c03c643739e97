// The shop's words about itself, in a page's language: its promise on paying, its description, a page's title.
import { shopContact } from '../domain/shopContact';
import { CASH_ON_DELIVERY_DISTRICTS } from '../domain/paymentPromise';
import type { MessageKey, Texts, Values } from './texts';

/**
 * What a page says about paying, from the checkout's rule, so that no description, link preview or footer promises
 * cash on delivery where checkout takes only online payment.
 */
export const paymentPromise = ({ t }: Texts): string =>
  t('common.paymentPromise', {
    places: CASH_ON_DELIVERY_DISTRICTS.map((district) => t(`common.cashPlace.${district}`)).join(t('common.and')),
  });

/** The meta description of a page that has none of its own. */
export const siteDescription = (texts: Texts): string => texts.t('common.siteDescription', { paymentPromise: paymentPromise(texts) });

/** A page's title as the browser tab and search engines show it: its own, then the shop's name. */
export const pageTitle = (texts: Texts, title?: string): string =>
  title ? texts.t('common.pageTitle', { title, shop: shopContact.name }) : shopContact.name;

/** A page's own description (or title), in the page's language; it may name the payment promise. */
export const routeText = (texts: Texts, key: MessageKey, values?: Values): string =>
  texts.t(key, { paymentPromise: paymentPromise(texts), ...values });
