import type { CustomerForm } from './checkoutValidation';
import { buildOrderPayload, type OrderableLine, type OrderPayloadInput } from './orderPayload';
import type { PaymentType } from './types';

const form: CustomerForm = {
  fullName: '  Rahim Uddin ',
  mobile: '+880 1712-345678',
  email: ' rahim@example.com ',
  shortAddress: ' House 12, Road 5, Dhanmondi ',
  note: ' Call before coming ',
  pickupPoint: 'OFFICE',
  pickupDistrict: 'INSIDE_DHAKA',
  createAccount: false,
  password: 'secret1',
  confirmPassword: 'secret1',
};

const tee: OrderableLine = {
  product: { id: 'item-1' },
  sku: { code: 'SKU-1-M' },
  quantity: 2,
  unitPrice: { original: 900, price: 810, offerId: 'disc-10', offerName: 'Ten off' },
  orderType: 'order',
};

const hoodie: OrderableLine = {
  product: { id: 'item-2' },
  sku: { code: 'SKU-2-XL' },
  quantity: 1,
  unitPrice: { original: 1500, price: 1500, offerId: null, offerName: null },
  orderType: 'preoreder',
};

const input = (change: Partial<OrderPayloadInput> = {}, formChange: Partial<CustomerForm> = {}): OrderPayloadInput => ({
  form: { ...form, ...formChange },
  paymentType: 'CASH_ON_DELIVERY',
  lines: [tee, hoodie],
  deliveryCharge: 80,
  vatPercent: 0,
  locationId: 'online-warehouse',
  device: { id: 'device-1', name: 'Web Browser' },
  origin: 'https://shop.example',
  ...change,
});

describe('buildOrderPayload', () => {
  it('builds the spec §3 body of a cash on delivery order', () => {
    expect(buildOrderPayload(input())).toEqual({
      info: {
        fullName: 'Rahim Uddin',
        mobile: '01712345678',
        email: 'rahim@example.com',
        shortAddress: 'House 12, Road 5, Dhanmondi',
        paymentType: 'CASH_ON_DELIVERY',
        type: 'INDIVIDUAL',
        deviceId: 'device-1',
        deviceName: 'Web Browser',
      },
      source: 'ECOMMERCE',
      couponId: null,
      locationType: 'OUTLET_STOCK',
      locationId: 'online-warehouse',
      customerId: null,
      discountType: 'PERCENTAGE',
      discountAmount: 0,
      vatAmount: 0,
      vatType: 'PERCENTAGE',
      paymentType: 'CASH_ON_DELIVERY',
      paymentStatus: 'PENDING',
      dev: false,
      items: [
        {
          itemId: 'item-1',
          skuCode: 'SKU-1-M',
          price: 900,
          offerId: 'disc-10',
          offerName: 'Ten off',
          discountedPrice: 810,
          quantity: 2,
          orderType: 'order',
        },
        {
          itemId: 'item-2',
          skuCode: 'SKU-2-XL',
          price: 1500,
          offerId: null,
          offerName: null,
          discountedPrice: 1500,
          quantity: 1,
          orderType: 'preoreder',
        },
      ],
      extras: { pickupDistrict: 'INSIDE_DHAKA', pickupPoints: 'OFFICE', deliveryCharge: 80 },
      note: 'Call before coming',
    });
  });

  it.each<[string, Partial<OrderPayloadInput>, Partial<CustomerForm>, PaymentType, boolean]>([
    ['cash inside Dhaka has no gateway URLs', {}, {}, 'CASH_ON_DELIVERY', false],
    ['online inside Dhaka has them', { paymentType: 'ONLINE' }, {}, 'ONLINE', true],
    ['outside Dhaka is online even when cash was chosen', {}, { pickupDistrict: 'OUTSIDE_DHAKA' }, 'ONLINE', true],
  ])('%s', (_, change, formChange, paymentType, hasGateway) => {
    const payload = buildOrderPayload(input(change, formChange));
    expect(payload.paymentType).toBe(paymentType);
    expect(payload.info.paymentType).toBe(paymentType);
    expect('paymentGatewayInfo' in payload).toBe(hasGateway);
  });

  it.each([
    ['https://shop.example', 'https://shop.example'],
    ['https://shop.example/', 'https://shop.example'],
    ['http://127.0.0.1:8181', 'http://127.0.0.1:8181'],
  ])('points the payment provider back at %s', (origin, base) => {
    expect(buildOrderPayload(input({ paymentType: 'ONLINE', origin })).paymentGatewayInfo).toEqual({
      cancelUrl: `${base}/payments/cancel`,
      successUrl: `${base}/payments/success`,
      failureUrl: `${base}/payments/failure`,
    });
  });

  it('says the page’s language, which the shop’s texts about the order speak, when it is given', () => {
    expect(buildOrderPayload(input({ language: 'bn' })).language).toBe('bn');
    expect(buildOrderPayload(input()).language).toBeUndefined();
  });

  it.each<[string, Partial<CustomerForm>, Record<string, unknown>]>([
    ['a guest sends no account fields, even with a password typed', { createAccount: false }, {}],
    ['an account request sends the password', { createAccount: true }, { shouldCreateAccount: true, password: 'secret1' }],
  ])('%s', (_, formChange, expected) => {
    const payload = buildOrderPayload(input({}, formChange));
    expect({ shouldCreateAccount: payload.shouldCreateAccount, password: payload.password }).toEqual({
      shouldCreateAccount: undefined,
      password: undefined,
      ...expected,
    });
    expect('confirmPassword' in payload).toBe(false);
  });

  it.each([
    ['01712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['008801712345678', '01712345678'],
    ['017 1234 5678', '01712345678'],
  ])('sends mobile %s as %s', (mobile, expected) => {
    expect(buildOrderPayload(input({}, { mobile })).info.mobile).toBe(expected);
  });

  it('carries the VAT percent, the delivery charge and the district it was worked out for', () => {
    const payload = buildOrderPayload(
      input({ vatPercent: 5, deliveryCharge: 120 }, { pickupDistrict: 'OUTSIDE_DHAKA', pickupPoint: 'HOME' }),
    );
    expect(payload.vatAmount).toBe(5);
    expect(payload.extras).toEqual({ pickupDistrict: 'OUTSIDE_DHAKA', pickupPoints: 'HOME', deliveryCharge: 120 });
  });
});
