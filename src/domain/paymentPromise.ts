import { allowedPaymentType } from './orderPayload';
import { PICKUP_DISTRICTS, type PickupDistrict } from './types';

const PLACES: Record<PickupDistrict, string> = { INSIDE_DHAKA: 'inside Dhaka', OUTSIDE_DHAKA: 'outside Dhaka' };

/** The delivery districts where checkout keeps a shopper's choice of cash on delivery (the rule: allowedPaymentType). */
export const CASH_ON_DELIVERY_DISTRICTS = PICKUP_DISTRICTS.filter(
  (district) => allowedPaymentType(district, 'CASH_ON_DELIVERY') === 'CASH_ON_DELIVERY',
);

/**
 * What a page says about paying, derived from the checkout's rule, so that no description, link preview or footer
 * promises cash on delivery where checkout takes only online payment.
 */
export const PAYMENT_PROMISE = `Cash on delivery ${CASH_ON_DELIVERY_DISTRICTS.map((district) => PLACES[district]).join(' and ')}, online payment all over Bangladesh.`;
