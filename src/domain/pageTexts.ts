// Words that only pages loaded on first use show (the product page, the payment results, order tracking), kept apart
// from ./texts: the entry script carries that module whole, and these need not wait for it. The spec's own words are
// marked as such; the rest are not the spec's.
import { PLUS_SIZE_PRICE } from './sizeLabels';

/** Order tracking (/order/track) and its link from the result pages. */
export const TRACKING_PAGE = {
  title: 'Track your order',
  intro: 'Enter the invoice number from your order confirmation and the mobile number you gave at checkout.',
  invoiceLabel: 'Invoice number',
  invoicePlaceholder: 'INV-…',
  mobileLabel: 'Mobile number',
  mobilePlaceholder: '01XXXXXXXXX',
  invoiceMissing: 'Please enter your invoice number',
  mobileMissing: 'Please enter your mobile number',
  submit: 'Track order',
  successLink: 'Track this order',
  status: {
    placed: 'Order placed',
    paid: 'Paid online',
    paymentMissing: 'The online payment was not made',
    expired: 'The time to pay ran out: nothing was charged',
    confirmed: 'Confirmed by the shop',
    packed: 'Packed',
    shipped: 'Handed to the courier',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    returned: 'Returned to the shop',
  },
  toCome: 'still to come',
  courier: (courier: string, trackingNumber: string): string => `${courier}, tracking number ${trackingNumber}`,
  courierLink: "Follow the parcel on the courier's page",
  items: 'Items',
  deliverTo: 'Delivery address',
  district: { INSIDE_DHAKA: 'Inside Dhaka', OUTSIDE_DHAKA: 'Outside Dhaka' },
  payment: { CASH_ON_DELIVERY: 'Cash on delivery', ONLINE: 'Online payment' },
  another: 'Track another order',
} as const;

/** Not the spec's: what the product page says of the colour and size chosen (src/domain/skuSelection.ts). */
export const SKU_CHOICE = {
  chosenSize: (size: string) => `Size: ${size}`,
  sizeSwitched: (soldOut: string, colour: string, chosen: string) => `${soldOut} is sold out in ${colour}, so ${chosen} is chosen`,
  choiceSoldOut: 'This colour and size is sold out: choose another',
} as const;

/** The spec's words. */
export const DELIVERY_TIME = 'Delivery Time: Approx. 7 Days';
/** The spec's note on plus sizes. */
export const BIG_SIZE_NOTE = `3XL and 4XL cost ${PLUS_SIZE_PRICE} BDT`;
/** A payment page for an online order not paid within the payment window: the server closed it and put its units back. */
export const PAYMENT_EXPIRED = {
  title: 'Time to Pay Ran Out',
  invoice: (invoiceId: string): string =>
    `The time to pay for invoice ${invoiceId} ran out, so that order is closed and nothing was charged.`,
  cartKept: 'Your cart is still here, so you can check out again whenever you are ready.',
} as const;
