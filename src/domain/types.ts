// Entities of the commerce API contract (spec §3), as the wire carries them.
import type { Language } from './language';
import type { ItemDrop } from './drops';

export interface Named {
  id: string;
  name: string;
  /** The name in Bengali, where the shop has one (Bengali pages show it). */
  nameBn?: string;
}

export interface AttributeValue {
  id: string;
  optionId: number;
  optionName: string;
  optionDisplayLabel?: string;
  name: string;
  /** The name in Bengali, where the shop has one (Bengali pages show it). */
  nameBn?: string;
  displayLabel?: string;
  code?: string;
  sortOrder?: number;
  seq?: number;
  extras?: { color?: string };
}

export interface SkuStock {
  skuCode: string;
  locationId: string;
  /** Units available for sale. */
  ok: number;
  total: number;
}

export interface Sku {
  code: string;
  salesPrice: number;
  discountedSalesPrice: number;
  /** Percent, informational. */
  salesDiscount: number;
  optionId?: number;
  images?: string[];
  attributeValues: AttributeValue[];
  stocks: SkuStock[];
}

export interface Lookup {
  id: string;
  name: string;
  /** The name in Bengali, where the shop has one (Bengali pages show it). */
  nameBn?: string;
  type: 'bands' | 'brands' | string;
  status?: string;
}

export interface Item {
  id: string;
  originalId?: string;
  code: string;
  title: string;
  name?: string;
  description?: string;
  image?: string;
  images: string[];
  categories: Named[];
  lookups: Lookup[];
  lookup_bands?: Named[];
  skus: Sku[];
  defaultSkuCode?: string;
  minPrice: number;
  minDiscountedPrice: number;
  maxDiscountedPrice: number;
  status: 'ACTIVE' | string;
  totalPopularity: number;
  dateCreated: string;
  featured: boolean;
  tags?: string[];
  keywords?: string[];
  stocks?: SkuStock[];
  /** While staff have a drop set for the item: when it opens, and its limits (domain/drops.ts). */
  drop?: ItemDrop;
}

export type GlobalDiscountType = 'FIXED_CATEGORY' | 'FIXED_PRODUCT';

export interface GlobalDiscount {
  id: string;
  title: string;
  valid: boolean;
  type: GlobalDiscountType;
  /** PERCENTAGE, or any other value meaning a fixed amount. */
  discountType: 'PERCENTAGE' | string;
  value: number;
  categories: { categoryId: string }[];
  items: { itemId: string; skuCode?: string }[];
}

export interface Category {
  id: string;
  parentId: string;
  name: string;
  /** The name in Bengali, where the shop has one (Bengali pages show it). */
  nameBn?: string;
  sortOrder: number;
  extras?: { image_url?: string };
}

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

export interface Branch {
  id: string;
  name: string;
  address: string;
  lat: number;
  lon: number;
  type: 'SHOWROOM' | 'FRANCHISE_SHOWROOM' | string;
  stockLocations: { id: string }[];
  /** phone: how to call the outlet; opening_hours: when it is open, in the shop's words (e.g. 'Sat–Thu 11:00–21:00, Fri 15:00–21:00');
   * opening_hours_bn: the same in Bengali. */
  extras?: { image_url?: string; phone?: string; opening_hours?: string; opening_hours_bn?: string };
}

/** A stock location; outlets share the branch shape. */
export type Location = Branch;

export interface News {
  id: string;
  title: string;
  date: string;
  content: string;
  author?: string;
  links: { main_image?: string };
}

export interface AttributeOption {
  id: number;
  name: string;
  values: AttributeValue[];
}

export interface DeliveryCharge {
  id: 'INSIDE_DHAKA' | 'OUTSIDE_DHAKA' | string;
  charge: number;
}

/** 'preoreder' is spelled as the API spells it (spec §6). */
export const ORDER_TYPES = ['order', 'preoreder'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PAYMENT_TYPES = ['CASH_ON_DELIVERY', 'ONLINE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** Where an order's payment stands; EXPIRED: an online order not paid within the payment window, its units back in stock. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PICKUP_POINTS = ['HOME', 'OFFICE'] as const;
export type PickupPoint = (typeof PICKUP_POINTS)[number];
export const PICKUP_DISTRICTS = ['INSIDE_DHAKA', 'OUTSIDE_DHAKA'] as const;
export type PickupDistrict = (typeof PICKUP_DISTRICTS)[number];

export interface OrderLine {
  itemId: string;
  skuCode: string;
  price: number;
  offerId: string | null;
  offerName: string | null;
  discountedPrice: number;
  quantity: number;
  orderType?: OrderType;
  /** The hold a drop's line was added with (POST /api/drop-holds): the order takes its units. */
  holdId?: string;
}

export interface OrderPayload {
  info: {
    fullName: string;
    mobile: string;
    email: string;
    shortAddress: string;
    paymentType: PaymentType;
    type: 'INDIVIDUAL';
    deviceId: string;
    deviceName: string;
  };
  source: 'ECOMMERCE';
  couponId: string | null;
  /** The promo code, also in couponId; the server recomputes what it takes off. */
  voucherCode?: string;
  locationType: 'OUTLET_STOCK';
  locationId: string;
  customerId: string | null;
  discountType: 'PERCENTAGE';
  discountAmount: 0;
  vatAmount: number;
  vatType: 'PERCENTAGE';
  paymentType: PaymentType;
  paymentStatus: 'PENDING';
  dev: boolean;
  items: OrderLine[];
  extras: { pickupDistrict: PickupDistrict; pickupPoints: PickupPoint; deliveryCharge: number };
  note: string;
  shouldCreateAccount?: boolean;
  password?: string;
  verificationCode?: string;
  paymentGatewayInfo?: { cancelUrl: string; successUrl: string; failureUrl: string };
  /** The page's language: the shop's texts about the order speak it. */
  language?: Language;
}
