import { allowedPaymentType, CASH_ON_DELIVERY_DISTRICTS } from './paymentPromise';
import { PICKUP_DISTRICTS, type PaymentType, type PickupDistrict } from './types';

describe('allowedPaymentType', () => {
  it.each<[PickupDistrict, PaymentType, PaymentType]>([
    ['INSIDE_DHAKA', 'CASH_ON_DELIVERY', 'CASH_ON_DELIVERY'],
    ['INSIDE_DHAKA', 'ONLINE', 'ONLINE'],
    ['OUTSIDE_DHAKA', 'CASH_ON_DELIVERY', 'ONLINE'],
    ['OUTSIDE_DHAKA', 'ONLINE', 'ONLINE'],
  ])('%s with %s chosen → %s', (district, chosen, expected) => {
    expect(allowedPaymentType(district, chosen)).toBe(expected);
  });
});

describe('the payment promise', () => {
  it('offers cash on delivery only where checkout keeps it: inside Dhaka (spec §4, §9)', () => {
    expect(CASH_ON_DELIVERY_DISTRICTS).toEqual(['INSIDE_DHAKA']);
  });

  it.each(PICKUP_DISTRICTS)('promises online payment %s, as checkout keeps it there', (district) => {
    expect(allowedPaymentType(district, 'ONLINE')).toBe('ONLINE');
  });
});
