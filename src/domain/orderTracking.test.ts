import { currentStep, maskAddress, orderTimeline, type TrackedOrder } from './orderTracking';

describe('maskAddress', () => {
  it.each([
    ['House 12, Road 4, Dhanmondi, Dhaka', 'Ho••• ••, Ro•• •, Dhanmondi, Dhaka'],
    // Written the other way round, the house and road come last: they hold digits, so they are masked too.
    ['Dhaka, Dhanmondi, Road 5, House 12', 'Dh•••, Dh•••••••, Ro•• •, Ho••• ••'],
    ['Sector 7, Uttara, Dhaka 1230', 'Se•••• •, Uttara, Dh••• ••••'],
    ['Flat 3B, Bashundhara R/A, Dhaka', 'Fl•• ••, Bashundhara R/A, Dhaka'],
    ['Mirpur 10, Dhaka', 'Mi•••• ••, Dhaka'],
    // One part only: it may be the whole address.
    ['Sylhet', 'Sy••••'],
    ['বাড়ি ১২, ধানমন্ডি, ঢাকা', 'বা••• ••, ধানমন্ডি, ঢাকা'],
    ['', ''],
  ])('%s → %s', (address, masked) => expect(maskAddress(address)).toBe(masked));
});

const order = (more: Partial<TrackedOrder>): TrackedOrder => ({
  invoiceId: 'INV-7KQ2XMH4TB',
  placedAt: 1000,
  status: 'PLACED',
  paymentType: 'CASH_ON_DELIVERY',
  paymentStatus: 'PENDING',
  paidAt: null,
  moves: [],
  shipment: null,
  lines: [],
  subtotal: 0,
  vat: 0,
  deliveryCharge: 80,
  total: 80,
  pickupDistrict: 'INSIDE_DHAKA',
  address: '',
  ...more,
});
/** key@time for a step that happened, key! for one that happened at a moment the shop does not know, key? for one to come. */
const keys = (o: TrackedOrder) =>
  orderTimeline(o).map(({ key, done, at }) => (done ? (at === null ? `${key}!` : `${key}@${at}`) : `${key}?`));

describe('orderTimeline', () => {
  it.each<[string, Partial<TrackedOrder>, string[]]>([
    ['a cash order just placed: every step still to come', {}, ['placed@1000', 'confirmed?', 'packed?', 'shipped?', 'delivered?']],
    [
      'an online order waiting for its payment',
      { paymentType: 'ONLINE' },
      ['placed@1000', 'paid?', 'confirmed?', 'packed?', 'shipped?', 'delivered?'],
    ],
    [
      'an online order paid and shipped',
      {
        paymentType: 'ONLINE',
        paymentStatus: 'PAID',
        paidAt: 1500,
        status: 'SHIPPED',
        moves: [
          { status: 'CONFIRMED', at: 2000 },
          { status: 'PACKED', at: 3000 },
          { status: 'SHIPPED', at: 4000 },
        ],
      },
      ['placed@1000', 'paid@1500', 'confirmed@2000', 'packed@3000', 'shipped@4000', 'delivered?'],
    ],
    [
      'a delivered cash order',
      {
        status: 'DELIVERED',
        moves: [
          { status: 'CONFIRMED', at: 2000 },
          { status: 'PACKED', at: 3000 },
          { status: 'SHIPPED', at: 4000 },
          { status: 'DELIVERED', at: 5000 },
        ],
      },
      ['placed@1000', 'confirmed@2000', 'packed@3000', 'shipped@4000', 'delivered@5000'],
    ],
    [
      'a cash order cancelled once confirmed: nothing to come',
      {
        status: 'CANCELLED',
        paymentStatus: 'CANCELLED',
        moves: [
          { status: 'CONFIRMED', at: 2000 },
          { status: 'CANCELLED', at: 2500 },
        ],
      },
      ['placed@1000', 'confirmed@2000', 'cancelled@2500'],
    ],
    ['an online order whose time to pay ran out', { paymentType: 'ONLINE', paymentStatus: 'EXPIRED' }, ['placed@1000', 'expired!']],
    ['an online order whose payment failed', { paymentType: 'ONLINE', paymentStatus: 'FAILED' }, ['placed@1000', 'paymentMissing!']],
    [
      'a delivered order sent back',
      {
        status: 'RETURNED',
        moves: [
          { status: 'CONFIRMED', at: 2000 },
          { status: 'PACKED', at: 3000 },
          { status: 'SHIPPED', at: 4000 },
          { status: 'DELIVERED', at: 5000 },
          { status: 'RETURNED', at: 9000 },
        ],
      },
      ['placed@1000', 'confirmed@2000', 'packed@3000', 'shipped@4000', 'delivered@5000', 'returned@9000'],
    ],
  ])('%s', (_, more, expected) => expect(keys(order(more))).toEqual(expected));
});

describe('currentStep: where the order stands', () => {
  it.each<[string, Partial<TrackedOrder>, string]>([
    ['just placed', {}, 'placed'],
    ['its time to pay ran out', { paymentType: 'ONLINE', paymentStatus: 'EXPIRED' }, 'expired'],
    ['its payment failed', { paymentType: 'ONLINE', paymentStatus: 'FAILED' }, 'paymentMissing'],
    [
      'shipped',
      {
        status: 'SHIPPED',
        moves: [
          { status: 'CONFIRMED', at: 2 },
          { status: 'PACKED', at: 3 },
          { status: 'SHIPPED', at: 4 },
        ],
      },
      'shipped',
    ],
  ])('%s: %s', (_, more, key) => expect(currentStep(orderTimeline(order(more))).key).toBe(key));
});
