import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../root/rootReducer';
import { filterTags } from '../domain/filterTags';
import { formatBdtTotal, formatTk } from '../domain/money';
import english from '../i18n/catalogues/en';
import { createTexts } from '../i18n/texts';
import { tagText } from '../features/filters/filterTexts';
import { SIZE_OPTION_ID } from '../domain/options';
import type { ShopFilters } from '../domain/shopFilters';
import { sizeLabel } from '../domain/sizeLabels';
import type { CartLine } from '../features/cart/cartSlice';
import { LIST_KEYS } from '../features/catalog/catalogSlice';
import { checkoutActions } from '../features/checkout/checkoutSlice';

/** QA reads the summary in the shop's English words. */
const texts = createTexts('en', english);

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function cartLine({ product, sku, quantity, unitPrice, subTotal, orderType }: CartLine): string {
  const options = sku.attributeValues.map((value) => (value.optionId === SIZE_OPTION_ID ? sizeLabel(value.name) : value.name));
  const preorder = orderType === 'preoreder' ? ' (pre-order)' : '';
  return `  - ${product.title} [${[sku.code, ...options].join(', ')}] ${quantity} x ${formatTk(unitPrice.price)} = ${formatTk(subTotal)}${preorder}`;
}

function describeFilters(filters: ShopFilters): string {
  const tags = filterTags(filters).map((tag) => `${tag.type} ${tagText(texts, tag, filters)}`);
  return [...tags, `sort ${texts.t(`shop.sort.${filters.sort}`)}`].join('; ');
}

/** What QA checks first after a replay: the cart, the filters, the lists, the checkout and the last order. */
export function summarizeReplay(state: RootState, actions: readonly UnknownAction[]): string[] {
  const { cart, filters, catalog, checkout, payments } = state;
  const lists = LIST_KEYS.map((key) => {
    const list = catalog.lists[key];
    return `${key} ${list.items.length} (${list.status}${list.page ? `, page ${list.page}` : ''})`;
  });
  const details = catalog.details.item
    ? `${catalog.details.item.title} (${catalog.details.id}), ${plural(catalog.details.related.length, 'related item')}`
    : `none (${catalog.details.status})`;
  const lastOrder = actions.filter(checkoutActions.orderPlaced.match).at(-1);
  const reports = Object.entries(payments.reports).flatMap(([outcome, byInvoice]) =>
    Object.entries(byInvoice).map(([invoiceId, report]) => `${outcome} ${invoiceId} ${report.status}`),
  );
  return [
    `Cart: ${plural(cart.items.length, 'line')}, ${plural(cart.quantity, 'unit')}, total ${formatBdtTotal(cart.total)}`,
    ...cart.items.map(cartLine),
    `Shop filters: ${describeFilters(filters.shop)}`,
    `Branch filters${filters.branchLocationId ? ` (location ${filters.branchLocationId})` : ''}: ${describeFilters(filters.branch)}`,
    `Lists: ${lists.join(', ')}`,
    `Product details: ${details}`,
    `Checkout: step ${checkout.step}, order ${checkout.placing}${checkout.validationError ? `, "${texts.t(`checkout.problem.${checkout.validationError.code}`, { zero: texts.price(0) })}"` : ''}`,
    `Last order: ${lastOrder ? `${lastOrder.payload.invoiceId} (${lastOrder.payload.paymentType})` : 'none placed in this log'}`,
    `Payment reports: ${reports.length ? reports.join(', ') : 'none'}`,
  ];
}
