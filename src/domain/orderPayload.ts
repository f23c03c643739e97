import type { CustomerForm } from './checkoutValidation';
import type { Language } from './language';
import { normalizeMobile } from './mobile';
import { allowedPaymentType } from './paymentPromise';
import type { OrderLine, OrderPayload, OrderType, PaymentType } from './types';

/** A cart line, as much of it as the order needs. */
export interface OrderableLine {
  product: { id: string };
  sku: { code: string };
  quantity: number;
  unitPrice: { original: number; price: number; offerId: string | null; offerName: string | null };
  orderType: OrderType;
  hold?: { id: string };
}

export interface OrderPayloadInput {
  form: CustomerForm;
  paymentType: PaymentType;
  lines: readonly OrderableLine[];
  deliveryCharge: number;
  vatPercent: number;
  /** The online-warehouse stock location the order is served from. */
  locationId: string;
  device: { id: string; name: string };
  /** Where the shop runs (e.g. https://shop.example); the payment provider returns the shopper there. */
  origin: string;
  /** The signed-in shopper's account: the order joins it, and no other account is created. */
  customerId?: string | null;
  /** The code sent to the mobile number, when the shop asks a cash order to confirm it. */
  verificationCode?: string;
  /** The page's language, which the shop's texts about the order speak. */
  language?: Language;
  /** The promo code the cart holds (the server decides what it takes off, and refuses it with its reason). */
  voucherCode?: string | null;
}

export const PAYMENT_RETURN_PATHS = {
  cancelUrl: '/payments/cancel',
  successUrl: '/payments/success',
  failureUrl: '/payments/failure',
} as const;

const orderLine = (line: OrderableLine): OrderLine => ({
  itemId: line.product.id,
  skuCode: line.sku.code,
  price: line.unitPrice.original,
  offerId: line.unitPrice.offerId,
  offerName: line.unitPrice.offerName,
  discountedPrice: line.unitPrice.price,
  quantity: line.quantity,
  orderType: line.orderType,
  ...(line.hold && { holdId: line.hold.id }),
});

/** Spec §3: the body of POST /api/checkouts, with the spec's fixed values. The mobile number goes in its local 01… form. */
export function buildOrderPayload({
  form,
  lines,
  deliveryCharge,
  vatPercent,
  locationId,
  device,
  origin,
  customerId = null,
  verificationCode,
  language,
  voucherCode = null,
  ...input
}: OrderPayloadInput): OrderPayload {
  const paymentType = allowedPaymentType(form.pickupDistrict, input.paymentType);
  const base = origin.replace(/\/+$/, '');
  return {
    info: {
      fullName: form.fullName.trim(),
      mobile: normalizeMobile(form.mobile),
      email: form.email.trim(),
      shortAddress: form.shortAddress.trim(),
      paymentType,
      type: 'INDIVIDUAL',
      deviceId: device.id,
      deviceName: device.name,
    },
    source: 'ECOMMERCE',
    // The spec's coupon id is the code: a promo code is known by it.
    couponId: voucherCode,
    ...(voucherCode && { voucherCode }),
    locationType: 'OUTLET_STOCK',
    locationId,
    customerId,
    discountType: 'PERCENTAGE',
    discountAmount: 0,
    vatAmount: vatPercent,
    vatType: 'PERCENTAGE',
    paymentType,
    paymentStatus: 'PENDING',
    dev: false,
    items: lines.map(orderLine),
    extras: { pickupDistrict: form.pickupDistrict, pickupPoints: form.pickupPoint, deliveryCharge },
    note: form.note.trim(),
    ...(form.createAccount && !customerId ? { shouldCreateAccount: true, password: form.password } : {}),
    ...(verificationCode ? { verificationCode } : {}),
    ...(language ? { language } : {}),
    ...(paymentType === 'ONLINE'
      ? {
          paymentGatewayInfo: {
            cancelUrl: `${base}${PAYMENT_RETURN_PATHS.cancelUrl}`,
            successUrl: `${base}${PAYMENT_RETURN_PATHS.successUrl}`,
            failureUrl: `${base}${PAYMENT_RETURN_PATHS.failureUrl}`,
          },
        }
      : {}),
  };
}
