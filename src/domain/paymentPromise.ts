import { allowedPaymentType } from './orderPayload';
import { PICKUP_DISTRICTS } from './types';

/** The delivery districts where checkout keeps a shopper's choice of cash on delivery (the rule: allowedPaymentType). */
export const CASH_ON_DELIVERY_DISTRICTS = PICKUP_DISTRICTS.filter(
  (district) => allowedPaymentType(district, 'CASH_ON_DELIVERY') === 'CASH_ON_DELIVERY',
);
