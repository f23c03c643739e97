import { allowedPaymentType } from './orderPayload';
import { CASH_ON_DELIVERY_DISTRICTS, PAYMENT_PROMISE } from './paymentPromise';
import { PICKUP_DISTRICTS } from './types';

describe('the payment promise', () => {
  it('offers cash on delivery only where checkout keeps it: inside Dhaka (spec §4, §9)', () => {
    expect(CASH_ON_DELIVERY_DISTRICTS).toEqual(['INSIDE_DHAKA']);
    expect(PAYMENT_PROMISE).toBe('Cash on delivery inside Dhaka, online payment all over Bangladesh.');
  });

  it.each(PICKUP_DISTRICTS)('promises online payment %s, as checkout keeps it there', (district) => {
    expect(allowedPaymentType(district, 'ONLINE')).toBe('ONLINE');
  });
});
