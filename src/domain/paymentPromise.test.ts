import { allowedPaymentType } from './orderPayload';
import { CASH_ON_DELIVERY_DISTRICTS } from './paymentPromise';
import { PICKUP_DISTRICTS } from './types';

describe('the payment promise', () => {
  it('offers cash on delivery only where checkout keeps it: inside Dhaka (spec §4, §9)', () => {
    expect(CASH_ON_DELIVERY_DISTRICTS).toEqual(['INSIDE_DHAKA']);
  });

  it.each(PICKUP_DISTRICTS)('promises online payment %s, as checkout keeps it there', (district) => {
    expect(allowedPaymentType(district, 'ONLINE')).toBe('ONLINE');
  });
});
