import { PICKUP_DISTRICTS, type PaymentType, type PickupDistrict } from './types';

// The checkout's slice and every page's footer need the rule; the order's payload builder (./orderPayload), which the
// sagas alone need, stays out of the entry script by having it here.

/** Spec §4: outside Dhaka is paid in advance, so cash on delivery gives way to online payment there. */
export const allowedPaymentType = (district: PickupDistrict, chosen: PaymentType): PaymentType =>
  district === 'OUTSIDE_DHAKA' ? 'ONLINE' : chosen;

/** The delivery districts where checkout keeps a shopper's choice of cash on delivery (the rule: allowedPaymentType). */
export const CASH_ON_DELIVERY_DISTRICTS = PICKUP_DISTRICTS.filter(
  (district) => allowedPaymentType(district, 'CASH_ON_DELIVERY') === 'CASH_ON_DELIVERY',
);
