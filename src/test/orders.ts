import type { Customer } from '../domain/account';
import type { AccountOrder, TrackedOrder } from '../domain/orderTracking';

/** An order as a tracking lookup answers it: a cash order on its way with the courier; only what a test names differs. */
export const trackedOrder = (invoiceId: string, more: Partial<TrackedOrder> = {}): TrackedOrder => ({
  invoiceId,
  placedAt: Date.UTC(2026, 10, 27, 4, 0),
  status: 'SHIPPED',
  paymentType: 'CASH_ON_DELIVERY',
  paymentStatus: 'PENDING',
  paidAt: null,
  moves: [
    { status: 'CONFIRMED', at: Date.UTC(2026, 10, 27, 5, 0) },
    { status: 'PACKED', at: Date.UTC(2026, 10, 27, 6, 0) },
    { status: 'SHIPPED', at: Date.UTC(2026, 10, 27, 7, 0) },
  ],
  shipment: { courier: 'Pathao Courier', trackingNumber: 'PX-2211-884', trackingUrl: 'https://courier.example/t/PX-2211-884' },
  lines: [{ title: 'Warfaze Tour Tee', variant: 'Black / L', orderType: 'order', quantity: 2, unitPrice: 950, lineTotal: 1900 }],
  subtotal: 1900,
  vat: 0,
  deliveryCharge: 80,
  total: 1980,
  pickupDistrict: 'INSIDE_DHAKA',
  address: 'Ho••• ••, Dhanmondi, Dhaka',
  ...more,
});

/** An order as My orders lists it: the tracked order, each line naming its product and size. */
export const accountOrder = (invoiceId: string, more: Partial<TrackedOrder> = {}): AccountOrder => {
  const order = trackedOrder(invoiceId, more);
  return { ...order, lines: order.lines.map((line, k) => ({ ...line, itemId: `item-${k + 1}`, skuCode: `item-${k + 1}-L` })) };
};

export const customer = (more: Partial<Customer> = {}): Customer => ({
  id: 'c-1',
  mobile: '01712345678',
  fullName: 'Rahim Uddin',
  email: 'rahim@example.com',
  shortAddress: 'House 12, Road 4, Dhanmondi, Dhaka',
  verified: true,
  ...more,
});
