// What each call's answer must look like before the shop uses it (issue 30: answers checked at the boundary).
// The schemas are loose: a field the shop does not read may be missing or of any type, and fields it does not know
// pass through untouched, so the real API host may send more than the local server. Each entity's schema is typed
// against its domain type, so the two cannot drift apart without the compiler saying so.
import * as v from 'valibot';
import { ORDER_STATUSES } from '../domain/orderStatus';
import type { Customer, SignedIn, SignInMethod } from '../domain/account';
import type { LineChange } from '../domain/lineChanges';
import type { ClockAnswer, ItemDrop } from '../domain/drops';
import type { SavedProduct } from '../domain/savedProducts';
import type { ListingItem } from '../domain/listing';
import { VOUCHER_REFUSALS, type VoucherCheck } from '../domain/voucher';
import { FITS, GARMENTS, SLEEVES, type SizeGuide } from '../domain/sizeGuide';
import type { AccountOrder, TrackedOrder } from '../domain/orderTracking';
import { PAYMENT_STATUSES, PAYMENT_TYPES, PICKUP_DISTRICTS, ORDER_TYPES } from '../domain/types';
import type {
  AttributeOption,
  AttributeValue,
  Branch,
  Category,
  DeliveryCharge,
  GlobalDiscount,
  Item,
  Lookup,
  Named,
  News,
  Sku,
  SkuStock,
} from '../domain/types';

/** A schema whose output is the domain type `T`. */
export type Answer<T> = v.GenericSchema<unknown, T>;

const text = v.string();
const amount = v.number();
const optionalText = v.optional(text);
const listOf = <T>(entry: Answer<T>) => v.array(entry);

const NamedAnswer: Answer<Named> = v.looseObject({ id: text, name: text });

const AttributeValueAnswer: Answer<AttributeValue> = v.looseObject({
  id: text,
  optionId: amount,
  optionName: text,
  name: text,
  displayLabel: optionalText,
  code: optionalText,
  sortOrder: v.optional(amount),
  extras: v.optional(v.looseObject({ color: optionalText })),
});

const SkuStockAnswer: Answer<SkuStock> = v.looseObject({ skuCode: text, locationId: text, ok: amount, total: amount });

const skuPrices = { code: text, salesPrice: amount, discountedSalesPrice: amount };

const SkuAnswer: Answer<Sku> = v.looseObject({
  ...skuPrices,
  salesDiscount: amount,
  images: v.optional(listOf(text)),
  attributeValues: listOf(AttributeValueAnswer),
  stocks: listOf(SkuStockAnswer),
});

export const LookupAnswer: Answer<Lookup> = v.looseObject({ id: text, name: text, type: text });

const ItemDropAnswer: Answer<ItemDrop> = v.looseObject({
  startsAt: text,
  perBuyerLimit: amount,
  holdMinutes: amount,
  admitPerMinute: v.optional(amount),
});

/** What a product card reads of an item, whole or as a list's `view: 'listing'` answers it (domain/listing.ts). */
const listingFields = {
  id: text,
  originalId: optionalText,
  code: text,
  title: text,
  image: optionalText,
  images: listOf(text),
  categories: listOf(NamedAnswer),
  lookups: listOf(LookupAnswer),
  lookup_bands: v.optional(listOf(NamedAnswer)),
  minPrice: amount,
  minDiscountedPrice: amount,
  drop: v.optional(ItemDropAnswer),
};

export const ListingItemAnswer: Answer<ListingItem> = v.looseObject({ ...listingFields, skus: listOf(v.looseObject(skuPrices)) });

export const ItemAnswer: Answer<Item> = v.looseObject({
  ...listingFields,
  description: optionalText,
  skus: listOf(SkuAnswer),
  defaultSkuCode: optionalText,
  maxDiscountedPrice: amount,
  status: text,
  totalPopularity: amount,
  dateCreated: text,
  featured: v.boolean(),
  keywords: v.optional(listOf(text)),
});

export const ServerClockAnswer: Answer<ClockAnswer> = v.looseObject({ now: amount });

export const GlobalDiscountAnswer: Answer<GlobalDiscount> = v.looseObject({
  id: text,
  title: text,
  valid: v.boolean(),
  type: v.picklist(['FIXED_CATEGORY', 'FIXED_PRODUCT']),
  discountType: text,
  value: amount,
  categories: listOf(v.looseObject({ categoryId: text })),
  items: listOf(v.looseObject({ itemId: text, skuCode: optionalText })),
});

export const CategoryAnswer: Answer<Category> = v.looseObject({
  id: text,
  parentId: text,
  name: text,
  sortOrder: amount,
  extras: v.optional(v.looseObject({ image_url: optionalText })),
});

export const BranchAnswer: Answer<Branch> = v.looseObject({
  id: text,
  name: text,
  address: text,
  lat: amount,
  lon: amount,
  type: text,
  stockLocations: listOf(v.looseObject({ id: text })),
  extras: v.optional(v.looseObject({ image_url: optionalText, phone: optionalText, opening_hours: optionalText })),
});

export const NewsAnswer: Answer<News> = v.looseObject({
  id: text,
  title: text,
  date: text,
  content: text,
  author: optionalText,
  links: v.looseObject({ main_image: optionalText }),
});

export const AttributeOptionAnswer: Answer<AttributeOption> = v.looseObject({
  id: amount,
  name: text,
  values: listOf(AttributeValueAnswer),
});

export const DeliveryChargeAnswer: Answer<DeliveryCharge> = v.looseObject({ id: text, charge: amount });

/** A cut's size guide, in inches; a garment, fit or sleeve the shop cannot draw is an answer it cannot read. */
export const SizeGuideAnswer: Answer<SizeGuide> = v.looseObject({
  categoryId: text,
  garment: v.picklist(GARMENTS),
  fit: v.picklist(FITS),
  sleeves: v.picklist(SLEEVES),
  sizes: listOf(v.looseObject({ size: text, chest: amount, length: amount, sleeve: v.nullable(amount) })),
});

/** A list call's answer (spec §3): `nextPageToken` may be absent (no next page); `total` only where the server counts. */
export interface ListAnswer<T> {
  list: T[];
  nextPageToken: string;
  total?: number;
}

export const listAnswer = <T>(entry: Answer<T>): Answer<ListAnswer<T>> =>
  v.looseObject({
    list: listOf(entry),
    nextPageToken: v.optional(
      v.pipe(
        v.nullable(text),
        v.transform((token) => token ?? ''),
      ),
      '',
    ),
    total: v.optional(amount),
  });

const CustomerAnswer: Answer<Customer> = v.looseObject({
  id: text,
  mobile: text,
  fullName: text,
  email: text,
  shortAddress: text,
  verified: v.boolean(),
  password: v.optional(v.picklist(['set', 'none', 'cleared'] as const)),
});
const signInMethod = v.picklist(['password', 'code'] as const);

/** A sign-in's answer; its token goes to browser storage, the rest to the store. */
export const SignedInAnswer: Answer<SignedIn> = v.looseObject({ token: text, customer: CustomerAnswer, signedInBy: signInMethod });
export const SessionAnswer: Answer<Omit<SignedIn, 'token'>> = v.looseObject({ customer: CustomerAnswer, signedInBy: signInMethod });

/** The checkout's 201: the invoice id, for online payment the provider's page, and what became of "create an account". */
export interface CheckoutCreated {
  id?: string;
  redirectUrl?: string;
  /** A cash order's payable total, as the server computed it: the cash to have ready. */
  total?: number;
  /** What the order's promo code took off, as the server computed it; absent when it used none. */
  discount?: number;
  /**
   * 'created': the number, confirmed by its code, has its account with this order's details and password, and the
   * shopper is signed in (token, customer); whether the account was new is never said.
   */
  account?: 'created';
  token?: string;
  customer?: Customer;
  signedInBy?: SignInMethod;
}

export const CheckoutCreatedAnswer: Answer<CheckoutCreated> = v.looseObject({
  id: optionalText,
  redirectUrl: optionalText,
  total: v.optional(v.pipe(amount, v.finite(), v.minValue(0))),
  discount: v.optional(v.pipe(amount, v.integer(), v.minValue(0))),
  account: v.optional(v.literal('created')),
  token: optionalText,
  customer: v.optional(CustomerAnswer),
  signedInBy: v.optional(signInMethod),
});

const price = v.pipe(amount, v.finite(), v.minValue(0));
const changedLine = { itemId: v.optional(text, ''), skuCode: text };
const LineChangeAnswer: Answer<LineChange> = v.variant('kind', [
  v.object({ ...changedLine, kind: v.literal('stock'), available: v.pipe(amount, v.integer(), v.minValue(0)) }),
  v.object({ ...changedLine, kind: v.literal('price'), price, discountedPrice: price }),
  v.object({ ...changedLine, kind: v.literal('gone') }),
]);

/** A checkout refusal that names its changed lines, or (a backend that sends only the right prices) its `lines`. */
const ChangesRefusal = v.union([
  v.looseObject({ changes: v.pipe(listOf(LineChangeAnswer), v.minLength(1)) }),
  v.pipe(
    v.looseObject({
      lines: v.pipe(listOf(v.looseObject({ itemId: v.optional(text, ''), skuCode: text, price, discountedPrice: price })), v.minLength(1)),
    }),
    v.transform(({ lines }) => ({
      changes: lines.map(({ itemId, skuCode, price: sales, discountedPrice }): LineChange => ({
        itemId,
        skuCode,
        kind: 'price',
        price: sales,
        discountedPrice,
      })),
    })),
  ),
]);

/** The lines a checkout's 409 says changed (stock, price, gone), or none when it names none the shop can read. */
export function lineChangesOf(refusal: unknown): LineChange[] | undefined {
  const read = v.safeParse(ChangesRefusal, refusal);
  return read.success ? read.output.changes : undefined;
}

const taka = v.pipe(amount, v.integer(), v.minValue(0));
const VoucherRefusedAnswer = v.looseObject({
  reason: v.picklist(VOUCHER_REFUSALS),
  missing: v.optional(taka),
  startsAt: optionalText,
});

/** A promo code's answer to a cart: what it takes off, or why it does not apply. */
export const VoucherCheckAnswer: Answer<VoucherCheck> = v.union([
  v.looseObject({ code: text, discount: v.looseObject({ lines: taka, delivery: taka, total: taka }) }),
  v.looseObject({ code: text, refused: VoucherRefusedAnswer }),
]);

/** The code an order's 409 refused, with why (`voucher`); undefined when the refusal is about something else. */
export function voucherRefusalOf(refusal: unknown): Extract<VoucherCheck, { refused: unknown }> | undefined {
  const read = v.safeParse(v.looseObject({ voucher: v.looseObject({ code: text, ...VoucherRefusedAnswer.entries }) }), refusal);
  if (!read.success) return undefined;
  const { code, ...refused } = read.output.voucher;
  return { code, refused };
}

const orderStatus = v.picklist(ORDER_STATUSES);
const moment = v.pipe(amount, v.integer());

const trackedLineFields = {
  title: text,
  variant: text,
  variantBn: v.optional(text),
  orderType: v.picklist(ORDER_TYPES),
  quantity: amount,
  unitPrice: amount,
  lineTotal: amount,
};

const trackedOrderFields = {
  invoiceId: text,
  placedAt: moment,
  status: orderStatus,
  paymentType: v.picklist(PAYMENT_TYPES),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  paidAt: v.nullable(moment),
  moves: listOf(v.looseObject({ status: orderStatus, at: moment })),
  shipment: v.nullable(
    v.looseObject({
      courier: text,
      trackingNumber: text,
      // Only an https address becomes a link.
      trackingUrl: v.optional(v.pipe(text, v.startsWith('https://'))),
    }),
  ),
  lines: listOf(v.looseObject(trackedLineFields)),
  subtotal: amount,
  vat: amount,
  deliveryCharge: amount,
  total: amount,
  pickupDistrict: v.picklist(PICKUP_DISTRICTS),
  address: text,
  payBy: v.optional(v.nullable(moment)),
  voucher: v.optional(v.nullable(v.looseObject({ code: text, discount: v.pipe(amount, v.integer(), v.minValue(0)) }))),
};

/** POST /api/orders/track's answer (src/domain/orderTracking.ts). */
export const TrackedOrderAnswer: Answer<TrackedOrder> = v.looseObject(trackedOrderFields);

/** Pay now: the fresh payment page, and the order as it stands. */
export const PaymentOpenedAnswer: Answer<{ redirectUrl: string; order: TrackedOrder }> = v.looseObject({
  redirectUrl: v.pipe(text, v.minLength(1)),
  order: TrackedOrderAnswer,
});

/** A shopper's cancel: the order as it stands now. */
export const OrderChangedAnswer: Answer<{ order: TrackedOrder }> = v.looseObject({ order: TrackedOrderAnswer });

/** My orders: each order as tracking shows it, its lines naming their product and size (Reorder). */
export const AccountOrderAnswer: Answer<AccountOrder> = v.looseObject({
  ...trackedOrderFields,
  lines: listOf(v.looseObject({ ...trackedLineFields, itemId: text, skuCode: text })),
});

/** A problem report kept: the reference the shopper reads out on the phone. */
export const ReportSentAnswer: Answer<{ reference: string }> = v.looseObject({ reference: v.pipe(text, v.regex(/^R-[A-Z\d]{6}$/)) });

const SavedProductAnswer: Answer<SavedProduct> = v.looseObject({ itemId: text, savedAt: v.pipe(amount, v.integer()) });
/** The saved products kept with the account (GET and PUT /api/account/saved), newest first. */
export const SavedProductsAnswer: Answer<{ items: SavedProduct[] }> = v.looseObject({ items: listOf(SavedProductAnswer) });
