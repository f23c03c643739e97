// What the data layer offers the routes. Routes never see SQL; a PostgreSQL store would implement this same interface.
import type { WrongTry } from '@domain/account';
import type { ItemView } from '@domain/listing';
import type {
  AttributeOption,
  Branch,
  Category,
  DeliveryCharge,
  GlobalDiscount,
  Item,
  Location,
  Lookup,
  News,
  OrderType,
  PaymentType,
  PickupDistrict,
} from '@domain/types';
import type { LineChange } from '@domain/lineChanges';
import type { OrderMover, OrderStatus, Shipment } from '@domain/orderStatus';
import type { Language } from '@domain/language';
import type { VoucherTerms } from '@domain/voucher';
import type { SavedProduct } from '@domain/savedProducts';
import type { SizeGuide } from '@domain/sizeGuide';
import type { DropHold, DropHoldWithState } from '@domain/drops';

export interface Page<T> {
  list: T[];
  total: number;
}

export interface PageWindow {
  page: number;
  size: number;
}

export type ItemSortField = 'dateCreated' | 'totalPopularity' | 'title' | 'titleC' | 'discount' | 'price' | 'featured';

export interface ItemSort {
  field: ItemSortField;
  descending: boolean;
}

/** One shape for both item searches (outlet-stock and v2 items); every filter is optional and they combine with AND. */
export interface ItemQuery extends PageWindow {
  /** The shopper's words, over title, band, brand, categories, colours and keywords; every word must match (db/textSearch). */
  text?: string;
  /** What the shopper is typing (the typeahead): matched as `text`, the last word as begun. */
  typed?: string;
  status?: string;
  featuredOnly?: boolean;
  /** Stock location ids (dashes optional). Items with a stock record there. */
  locationIds?: string[];
  /** Only items with units available: at locationIds when given, else at the online warehouse. */
  inStockOnly?: boolean;
  /** Category ids; an item matches a category or any of its descendants. */
  categoryIds?: string[];
  /** Category ids the item lists directly (related products). */
  directCategoryIds?: string[];
  /** Attribute option filters (7 colour, 6 size): the item has a SKU with one of the values of every option given. */
  options?: { optionId: number; valueIds: string[] }[];
  /** Lookup filters by type (bands, brands): the item carries one of the ids. */
  lookups?: { type: string; ids: string[] }[];
  /** The lowest price a shopper pays, inclusive bounds. */
  price?: { min?: number; max?: number };
  /** The item's highest discount percent, inclusive bounds. */
  discount?: { min?: number; max?: number };
  /** An exact (case-insensitive) title. */
  titleEquals?: string;
  codeEquals?: string;
  idEquals?: string;
  excludeIds?: string[];
  sort: ItemSort[];
}

export interface CategoryQuery extends PageWindow {
  parentId?: string;
}

export interface LookupQuery extends PageWindow {
  type?: string;
  status?: string;
  name?: string;
  descending?: boolean;
}

export interface LocationQuery extends PageWindow {
  types?: string[];
}

export interface NewsQuery extends PageWindow {
  sort: { field: 'date' | 'title'; descending: boolean }[];
}

export interface OrderLineInput {
  itemId: string;
  skuCode: string;
  price: number;
  discountedPrice: number;
  quantity: number;
  orderType: OrderType;
  /** The hold (POST /api/drop-holds) whose units a line of a drop item takes; null: none. */
  holdId: string | null;
}

/** What a shopper orders, from validated fields only. */
export interface OrderIntent {
  paymentType: PaymentType;
  pickupDistrict: PickupDistrict;
  pickupPoint: string | null;
  customer: { fullName: string; mobile: string; email: string; shortAddress: string };
  note: string;
  accountRequested: boolean;
  lines: OrderLineInput[];
  /** Where the sandbox gateway sends the shopper back (ONLINE only). */
  returnUrls: { successUrl: string; failureUrl: string; cancelUrl: string } | null;
  /** The promo code the shopper applied, as normalizeVoucherCode reads it (well-formed or not); null: none. */
  voucherCode: string | null;
}

export interface OrderInput extends OrderIntent {
  /** The duplicate-order guard's key: the same device and hash within the window get the first invoice. */
  deviceId: string;
  payloadHash: string;
  /** The order as kept for the record. */
  payload: unknown;
  /** The gateway page's address for an invoice id and its secret token. */
  gatewayUrl: (invoiceId: string, token: string) => string;
  now: number;
  duplicateWindowMs: number;
  /** The client's address as the bounds count it (clientKey of request.ip: an IPv6 client's /64), which no client can mint at will. */
  clientAddress: string;
  /** The signed-in shopper: the order is theirs from the start, and a copy of it answers to their session too. */
  customerId: string | null;
  /** The number was proven by a code, at this checkout or by the session's sign-in; else the address's bound applies. */
  numberVerified: boolean;
  /** Units the unverified orders of one client address may hold at once (UNVERIFIED_HOLD_UNITS_PER_ADDRESS); null: none. */
  unverifiedHoldUnits: number | null;
  /** The code that confirmed the number at this checkout: spent with the order, which is refused if it was spent already. */
  codeId: number | null;
  /** The language of the page the order was placed from: the order's texts to the shopper speak it. */
  language: Language;
  /** The order's drop items whose hour has come: each line of one takes its units from a live hold of this device. */
  openDrops: OpenDrop[];
}

/** A drop item whose hour has come, as the checkout and a hold check it. */
export interface OpenDrop {
  itemId: string;
  title: string;
  perBuyerLimit: number;
}

/** What a shopper is known by when the per-buyer limit counts: each key's units count on their own. */
export interface BuyerKeys {
  /** As deviceKey (server/src/clients.ts) makes it. */
  device: string;
  /** As clientKey makes it. */
  address: string;
  /** A number a code proved; null: none. */
  mobile: string | null;
}

export type PlaceOrderResult =
  | { kind: 'created' | 'duplicate'; invoiceId: string; redirectUrl: string | null }
  /** Lines whose product is gone, whose price changed or whose stock fell short: each named in `changes`. */
  | { kind: 'linesChanged'; message: string; changes: LineChange[] }
  /** A pre-order line over the units a pre-order may ask for. */
  | { kind: 'outOfStock'; message: string }
  /** The device or the mobile number already holds as many open orders as it may. */
  | { kind: 'tooManyOpen'; message: string }
  /** The client address's unverified orders would hold more units than they may (`bound`). */
  | { kind: 'heldAtAddress'; bound: number }
  /** The code that confirmed the number was spent by another order meanwhile. */
  | { kind: 'codeSpent' }
  /** The promo code does not apply to this order now: `message` one English sentence, `voucher` the code and why. */
  | { kind: 'voucherRefused'; message: string; voucher: { code: string } & VoucherRefused }
  /** Spec §5 rule 9: the promo code leaves nothing to pay. */
  | { kind: 'payableNotPositive' }
  /** A line of an open drop's item names no live hold of this device, or asks for more than its hold has. */
  | { kind: 'holdExpired'; drop: OpenDrop }
  /** The buyer (by device, address or number) would have more of the item than the drop's limit. */
  | { kind: 'overDropLimit'; drop: OpenDrop };

export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED';

export interface OrderView {
  invoiceId: string;
  createdAt: number;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  paymentMethod: string | null;
  /** When an online payment went through. */
  paidAt: number | null;
  stockReleased: boolean;
  customer: { fullName: string; mobile: string; email: string; shortAddress: string };
  pickupDistrict: string;
  subtotal: number;
  vatPercent: number;
  vat: number;
  deliveryCharge: number;
  total: number;
  successUrl: string | null;
  failureUrl: string | null;
  cancelUrl: string | null;
  /** Secret part of the gateway address (ONLINE orders), so invoice ids alone cannot pay or cancel. */
  gatewayToken: string | null;
  /** Where the order stands (src/domain/orderStatus.ts); PLACED until the staff move it. */
  status: OrderStatus;
  /** The courier's details, once shipped. */
  shipment: Shipment | null;
  /** Each move the staff made, oldest first. */
  events: OrderEvent[];
  /** The language of the page the order was placed from. */
  language: Language;
  /** The promo code the order was placed with, and the taka it took off (lines and delivery together); null: none. */
  voucher: { code: string; discount: number } | null;
  lines: {
    itemId: string;
    skuCode: string;
    title: string;
    variant: string;
    orderType: OrderType;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }[];
}

/** What moves an order's payment (./payments decides what each does). */
export type PaymentAction =
  | { kind: 'pay'; method: string | null }
  /** The shop's report that it saw the payment succeed: PAID stays PAID, the first confirmation is recorded. */
  | { kind: 'confirm' }
  | { kind: 'abandon'; status: 'FAILED' | 'CANCELLED' }
  /** The clock: an online order left unpaid past its window. */
  | { kind: 'expire' }
  /** Pay now: a new gateway session for an order still waiting for its payment; the earlier session's token stops working. */
  | { kind: 'reopen'; gatewayToken: string; redirectUrl: string };

export interface OrderEvent {
  status: OrderStatus;
  at: number;
  /** The staff's note, or ''. */
  note: string;
}

/** A staff move: the status to go to, the courier's details for SHIPPED, and a note kept with the move. */
export interface StatusMove {
  to: OrderStatus;
  /** Who moves it: the staff (the default) or the order's shopper, who may only cancel it while it waits (orderMove). */
  by?: OrderMover;
  shipment?: Shipment;
  note?: string;
}

export type StatusTransition =
  | { kind: 'notFound' }
  /** Refused by orderMove: nothing changed; `order` is as it stands (expired, if its window had closed). */
  | { kind: 'refused'; order: OrderView; reason: string }
  | { kind: 'done'; order: OrderView };

export interface OrderListQuery extends PageWindow {
  status?: OrderStatus;
}

export type PaymentTransition =
  { kind: 'notFound' } | { kind: 'conflict'; order: OrderView } | { kind: 'done'; order: OrderView; changed: boolean };

export interface ItemArt {
  code: string;
  kind: string;
  band: string;
  design: string;
  views: { colour: string; view: 'front' | 'back' | 'detail' }[];
}

export interface SitemapEntry {
  id: string;
  /** An ISO date or date-time. */
  changed: string;
}

/** A shopper's account, keyed by mobile number; the password only as its scrypt hash (server/src/accounts/secrets.ts). */
export interface CustomerRecord {
  id: string;
  mobile: string;
  fullName: string;
  email: string;
  shortAddress: string;
  passwordHash: string | null;
  /** The password before the last one a code-proven shopper set or cleared (see accounts/signIn.ts). */
  replacedPasswordHash: string | null;
  /** When a code sent to the number was first entered right. */
  verifiedAt: number | null;
  createdAt: number;
}

export interface SessionRecord {
  customerId: string;
  /** Signed in with a code sent to the account's number (so the number is the shopper's). */
  byCode: boolean;
}

/** Accounts, sessions, sign-in codes and wrong tries (./accounts): tokens as digests, passwords and codes as hashes. */
/** At most `max` codes sent since `since`: to `mobile`, or to any number when it is absent (the shop's budget). */
export interface CodeLimit {
  max: number;
  since: number;
  mobile?: string;
}

export interface AccountStore {
  customerByMobile(mobile: string): Promise<CustomerRecord | null>;
  customerById(id: string): Promise<CustomerRecord | null>;
  /** Adds the customer unless the number has one already; answers the number's customer either way. */
  createCustomer(customer: CustomerRecord): Promise<{ customer: CustomerRecord; created: boolean }>;
  updateCustomer(
    id: string,
    change: Partial<Pick<CustomerRecord, 'fullName' | 'email' | 'shortAddress' | 'passwordHash' | 'replacedPasswordHash' | 'verifiedAt'>>,
  ): Promise<void>;
  createSession(tokenDigest: string, customerId: string, byCode: boolean, now: number): Promise<void>;
  /** The session of a token used within the last idleMs, its last use moved to now; null (and the session gone) otherwise. */
  useSession(tokenDigest: string, now: number, idleMs: number): Promise<SessionRecord | null>;
  deleteSession(tokenDigest: string): Promise<boolean>;
  /** Ends every session of the customer, but the one of `exceptDigest` when given. */
  deleteSessionsOf(customerId: string, exceptDigest?: string): Promise<void>;
  /**
   * Keeps a code sent to the number unless one of `limits` is reached (checked in order): then answers that limit and
   * when the oldest code it counts was sent; null when kept.
   */
  saveCode(
    mobile: string,
    codeHash: string,
    now: number,
    limits: readonly CodeLimit[],
  ): Promise<{ refusedBy: CodeLimit; oldest: number } | null>;
  /** Forgets a code that never reached the phone (the SMS provider refused it), so it does not count against the number. */
  dropCode(mobile: string, codeHash: string): Promise<void>;
  /** Codes sent to the number since `sentSince` and not yet used, newest first. */
  liveCodes(mobile: string, sentSince: number): Promise<{ id: number; codeHash: string }[]>;
  /** Marks a code used; false when another request used it first. */
  spendCode(id: number, now: number): Promise<boolean>;
  /** A wrong try under `key` (what was tried, for which number) from a client address. */
  recordFailure(key: string, address: string, now: number): Promise<void>;
  /** The wrong tries under any of `keys` since `since` (from `address` only, unless null), oldest first. */
  failuresSince(keys: string[], address: string | null, since: number): Promise<WrongTry[]>;
  /** Marks an order as the customer's (once: an order never changes hands). */
  linkOrder(invoiceId: string, customerId: string): Promise<void>;
  /** The customer's orders, newest first; with `mobile`, every order placed with that number too. */
  orderIdsOf(query: PageWindow & { customerId: string; mobile: string | null }): Promise<{ ids: string[]; total: number }>;
  /** Whether the order is among those orderIdsOf lists for the customer (and, with `mobile`, for that number). */
  ownsOrder(invoiceId: string, owner: { customerId: string; mobile: string | null }): Promise<boolean>;
}

/** The statuses a shopper hears of by text (./orderTexts): PLACED is the placing text. */
export type TextedStatus = Extract<OrderStatus, 'PLACED' | 'CONFIRMED' | 'SHIPPED' | 'DELIVERED'>;

export interface OrderTextKey {
  invoiceId: string;
  status: TextedStatus;
}

/** A text as the outbox keeps it. */
export interface OrderTextRecord extends OrderTextKey {
  queuedAt: number;
  /** Not sent before this (a retry's wait). */
  dueAt: number;
  /** Sends tried, the one under way included. */
  attempts: number;
  sentAt: number | null;
  givenUpAt: number | null;
  /** Why the last try failed, or why the text was given up. */
  lastError: string | null;
}

export interface OrderTextStore {
  /** Texts due by `now`, neither sent nor given up nor held by a live claim: the oldest first, at most `limit`. */
  due(now: number, limit: number): Promise<OrderTextKey[]>;
  /**
   * Claims a text for `leaseMs`, counting the try: the number of tries, or null when another sweep holds it or it is
   * no longer due. One conditional update: of two sweeps racing, one gets it.
   */
  claim(text: OrderTextKey, now: number, leaseMs: number): Promise<number | null>;
  sent(text: OrderTextKey, now: number): Promise<void>;
  /** Frees the claim and waits until `at` for the next try. */
  retryAt(text: OrderTextKey, at: number, error: string): Promise<void>;
  giveUp(text: OrderTextKey, now: number, reason: string): Promise<void>;
  /** Texts sent since `since`, over every order (the order texts' share of the SMS budget). */
  sentSince(since: number): Promise<number>;
  /** An order's texts, oldest first. */
  of(invoiceId: string): Promise<OrderTextRecord[]>;
}

/** What asking for a restock alert did (the route answers every valid ask alike). */
export type RestockAsk = 'unknownSku' | 'added' | 'refreshed' | 'overBound';

/** Staff setting a SKU's units at a location: what they counted, and who. */
export interface StockCount {
  skuCode: string;
  locationId: string;
  /** Units counted on the shelf, those packed for orders not yet shipped included. */
  units: number;
  staff: string;
  clientAddress: string;
  now: number;
}

/** A set of units as it was kept (and audited). */
export interface StockChange {
  skuCode: string;
  locationId: string;
  /** Units on hand before (stocks.total) and as counted. */
  unitsBefore: number;
  units: number;
  /** Units open orders not yet shipped hold at the online warehouse (0 elsewhere). */
  held: number;
  /** Units on sale (stocks.ok) before and after: the count less the held units. */
  onSaleBefore: number;
  onSale: number;
  /** Waiting alerts this change made due (a SKU of the online warehouse back from none). */
  alertsQueued: number;
  staff: string;
  clientAddress: string;
  at: number;
}

export type SetUnitsResult = { kind: 'unknownSku' } | { kind: 'unknownLocation' } | ({ kind: 'set' } & StockChange);

/** A due alert with what its text needs. */
export interface RestockAlertToSend {
  id: string;
  mobile: string;
  language: Language;
  itemId: string;
  /** The product's code (MM-10189), for its short address. */
  itemCode: string;
  title: string;
  /** The SKU's size name (XL), if it has a size. */
  size: string | null;
  /** Units on sale at the online warehouse now. */
  onSale: number;
}

export interface RestockAlertRecord {
  id: string;
  mobile: string;
  skuCode: string;
  language: Language;
  state: 'waiting' | 'due' | 'sent' | 'failed';
  askedAt: number;
  expiresAt: number;
  attempts: number;
  sentAt: number | null;
}

export interface RestockStore {
  /**
   * A number's ask to be told when the SKU (of that item, on sale) is back: one open alert per number and SKU (asking
   * again keeps it and restarts its days), at most `maxPerNumber` open per number, counted under the number's lock.
   */
  ask(alert: {
    itemId: string;
    skuCode: string;
    mobile: string;
    language: Language;
    now: number;
    maxPerNumber: number;
  }): Promise<RestockAsk>;
  /** Sets a SKU's units at a location, in one transaction with the audit row and the alerts it makes due. */
  setUnits(count: StockCount): Promise<SetUnitsResult>;
  /** A SKU's stock changes, newest first. */
  history(skuCode: string, window: PageWindow): Promise<Page<StockChange>>;
  /** Due alerts whose time has come and no live claim holds, oldest first, at most `limit`. */
  due(now: number, limit: number): Promise<string[]>;
  /** Claims an alert for `leaseMs`, counting the try: the alert to send, or null when another sender holds it or it expired. */
  claim(id: string, now: number, leaseMs: number): Promise<{ alert: RestockAlertToSend; attempts: number } | null>;
  sent(id: string, now: number): Promise<void>;
  retryAt(id: string, at: number, error: string): Promise<void>;
  giveUp(id: string, now: number, reason: string): Promise<void>;
  /** Back to waiting for the next restock (the SKU sold out again before its text went). */
  backToWaiting(id: string): Promise<void>;
  /** Alerts sent since `since` (their share of the SMS budget). */
  sentSince(since: number): Promise<number>;
  /** Deletes alerts past their days that were never sent, and every alert a day past them; answers how many. */
  prune(now: number): Promise<number>;
  /** A SKU's alerts, oldest first (tests and tools). */
  of(skuCode: string): Promise<RestockAlertRecord[]>;
}

/** A problem report as the staff read it: the shopper's note, where the page stood, and its action log. */
export interface ReportRecord {
  reference: string;
  createdAt: number;
  note: string;
  /** The page's path (and query) when the shopper reported. */
  page: string;
  language: Language;
  viewport: { width: number; height: number };
  /** The build the page ran. */
  build: string;
  userAgent: string;
  /** A Redux DevTools export as the browser sent it: its strings hold the actions and the starting state. */
  log: { payload: string; preloadedState?: string };
  /** What a draft saga test of the report needs besides the log, as JSON (src/domain/problemReport.ts ReplayContext). */
  replay?: string;
}

export type ReportSummary = Pick<ReportRecord, 'reference' | 'createdAt' | 'note' | 'page' | 'language'>;

/** A report to keep, and the digest of its client's address key (the address itself is never stored). */
export type NewReport = Omit<ReportRecord, 'reference' | 'createdAt'> & { clientDigest: string };

/** The bounds a new report is kept under. */
export interface ReportRules {
  now: number;
  /** Reports one client address may send within `windowMs`. */
  perClient: number;
  windowMs: number;
  /** Reports kept at most: a new one past it deletes the oldest. */
  kept: number;
  /** Reports older than this are deleted and never read. */
  keepMs: number;
  /** A new reference; drawn again when it is taken. */
  newReference: () => string;
}

export type ReportAdded = { kind: 'stored'; reference: string } | { kind: 'tooMany'; retryAfterMs: number };

/** Problem reports (./reports), kept under per-address, count and age bounds. */
export interface ReportStore {
  add(report: NewReport, rules: ReportRules): Promise<ReportAdded>;
  /** Reports made since `since`, newest first. */
  list(window: PageWindow & { since: number }): Promise<Page<ReportSummary>>;
  /** A report made since `since`, by its reference (as stored: upper case). */
  find(reference: string, since: number): Promise<ReportRecord | null>;
}

/** A promo code as staff set it (src/domain/voucher.ts reads its terms): times in epoch ms, amounts in taka. */
export interface VoucherRecord extends Required<Omit<VoucherTerms, 'categoryIds' | 'bandIds'>> {
  minSubtotal: number | null;
  maxDiscount: number | null;
  startsAt: number | null;
  endsAt: number | null;
  /** Uses at most, over every order; null: no bound. */
  maxUses: number | null;
  /** A mobile number uses the code once. */
  onePerNumber: boolean;
  categoryIds: string[];
  bandIds: string[];
  /** Switched off by the staff: the shop answers as if the code did not exist. */
  active: boolean;
  createdAt: number;
  updatedAt: number;
}

/** Why a known, switched-on code does not apply: the shared rule's reasons, and the store's. */
export type CheckRefusal =
  | { reason: 'notStarted'; startsAt: string }
  | { reason: 'expired' }
  | { reason: 'belowMinimum'; missing: number }
  | { reason: 'noLineCovered' }
  | { reason: 'usedUp' }
  | { reason: 'usedByNumber' };

/** Why a code does not apply, as a shopper hears it: an unknown, switched-off or malformed code is one answer, notValid. */
export type VoucherRefused = CheckRefusal | { reason: 'notValid' };

/** A code with its uses not given back; `byNumber` those of the number asked about (0 when none was). */
export type VoucherWithUses = VoucherRecord & { uses: number; byNumber: number };

/** A cart line as the server prices it for a code: its unit price after the item's own discounts, and what the item is. */
export interface VoucherCartLine {
  itemId: string;
  skuCode: string;
  quantity: number;
  unitPrice: { price: number };
  categoryIds: string[];
  bandIds: string[];
}

/** Promo codes (./vouchers). Codes as stored: normalized, upper case. */
export interface VoucherStore {
  /** Keeps a new code; false when the code exists already. */
  add(voucher: VoucherRecord): Promise<boolean>;
  /** Codes newest first, with their uses. */
  list(window: PageWindow): Promise<Page<VoucherWithUses>>;
  /** A code with its uses, and those of `mobile` when given; one query whether or not the code exists. */
  find(code: string, mobile?: string | null): Promise<VoucherWithUses | null>;
  /**
   * Changes a code as `change` decides from the code as it stands, under the code's lock, so two staff changes never
   * mix; null for an unknown code. `change` may throw to refuse: nothing is written.
   */
  update(code: string, change: (current: VoucherRecord) => VoucherRecord): Promise<VoucherWithUses | null>;
  /** The ids of each list that name no category, or no band, of the shop. */
  unknownReferences(ids: {
    categoryIds: readonly string[];
    bandIds: readonly string[];
  }): Promise<{ categoryIds: string[]; bandIds: string[] }>;
  /** The lines priced by the server's items and discounts, in order; undefined for a line whose item or SKU is not on sale. */
  priceLines(lines: readonly { itemId: string; skuCode: string; quantity: number }[]): Promise<(VoucherCartLine | undefined)[]>;
}

/** Saved products kept with an account (./savedProducts), newest first, of items on sale only. */
export interface SavedProductStore {
  list(accountId: string): Promise<SavedProduct[]>;
  /**
   * Replaces the account's list: ids of no item on sale are left out, the rest folded by mergeSavedProducts (one product
   * written with and without dashes is one). Answers the list as stored.
   */
  replace(accountId: string, products: readonly SavedProduct[]): Promise<SavedProduct[]>;
}

/** A drop as the store keeps it (./drops): times in epoch milliseconds, the item by its id as the shop writes it. */
export interface DropRecord {
  itemId: string;
  startsAt: number;
  perBuyerLimit: number;
  holdMinutes: number;
  /** Shoppers let through per minute once it opens; null: all at once. */
  admitPerMinute: number | null;
  /** Who set it (X-Staff-Name). */
  staff: string;
  updatedAt: number;
}

/** The drops staff set (./drops). Each change moves the page-data version, so every instance shows it at once. */
export interface DropStore {
  /** Sets the item's drop, replacing one set before; the item named with or without dashes. Null: no such item. */
  set(drop: DropRecord): Promise<DropRecord | null>;
  /** Every drop, soonest first. */
  list(): Promise<DropRecord[]>;
  /** Takes the item's drop away; false when it had none. */
  remove(itemId: string): Promise<boolean>;
  /** The drops of these items (dashes optional), each with the item's title. */
  ofItems(itemIds: readonly string[]): Promise<(DropRecord & { title: string })[]>;
}

/** What taking a hold asks for (POST /api/drop-holds). */
export interface HoldRequest {
  itemId: string;
  skuCode: string;
  units: number;
  buyer: BuyerKeys;
  now: number;
  /** The nonce of the admitted queue ticket it comes with (a drop with a queue); null: none asked. */
  ticketNonce: string | null;
}

export type TakeHoldResult =
  | { kind: 'held'; hold: DropHold }
  /** No such item on sale, or a SKU of another item. */
  | { kind: 'unknownItem' }
  | { kind: 'notADrop' }
  | { kind: 'dropNotOpen'; drop: DropRecord & { title: string } }
  | { kind: 'overDropLimit'; drop: DropRecord & { title: string } }
  | { kind: 'soldOut'; drop: DropRecord & { title: string } }
  /** The queue ticket is on a hold another device took. */
  | { kind: 'ticketUsed' };

/**
 * Holds on drop items (./dropHolds): each takes its units off sale by one conditional update and gives them back once
 * (released, run out, or ordered), on any instance.
 */
export interface DropHoldStore {
  take(request: HoldRequest): Promise<TakeHoldResult>;
  /** The hold, when this device took it; its state as of `now`. */
  find(id: string, deviceKey: string, now: number): Promise<DropHoldWithState | null>;
  /** Gives a live hold of this device back at once; false when there is none such. */
  release(id: string, deviceKey: string, now: number): Promise<boolean>;
  /** Turns every hold past its time to expired, giving its units back, each once whatever else sweeps; answers how many. */
  expire(now: number): Promise<number>;
}

/** What one flush of new queue tickets for a drop writes (./dropQueues). */
export interface QueueJoin {
  /** The item, as items.id holds it. */
  itemId: string;
  startsAt: number;
  admitPerMinute: number;
  /** How many new tickets. */
  tickets: number;
  /** The clock, read once the queue's lock is taken. */
  now: () => number;
}

/** The drop's queue (./dropQueues): one row per item, written once per flush; and the keys every instance shares. */
export interface DropQueueStore {
  /** The shared secret by this name: made at random by the first instance that asks, the same for all after. */
  key(name: string): Promise<Buffer>;
  /**
   * Counts the new tickets in: before the hour as early arrivals (admitAt null), numbered from `earlyFrom` in order;
   * after it each with its admitAt, in order (`earlyFrom` null).
   */
  join(request: QueueJoin): Promise<{ issuedAt: number; admitAts: (number | null)[]; earlyFrom: number | null }>;
  /** The early arrivals counted for the drop at this hour; null when the queue counts another hour, or none yet. */
  early(itemId: string, startsAt: number): Promise<number | null>;
}

/**
 * The shop's data, whatever database holds it. Every call is asynchronous and hands back plain values, so a backend
 * that talks to a database server over the network fits behind it as the embedded SQLite one does.
 */
export interface ShopStore {
  readonly onlineLocationId: string;
  /** All stock locations, the online warehouse first. */
  readonly stockLocationIds: string[];

  searchItems(query: ItemQuery): Promise<Page<Item>>;
  /**
   * The same search with each item as its UTF-8 JSON bytes, ready to splice into a response: a page of items is large,
   * and copying bytes is far cheaper than joining and encoding text (half the requests per second in bench:api).
   */
  searchItemsJson(query: ItemQuery, view?: ItemView): Promise<{ items: Buffer[]; total: number }>;
  findItem(id: string): Promise<Item | null>;
  findItemJson(id: string): Promise<Buffer | null>;
  /**
   * The items on sale (status ACTIVE) among these ids (dashes optional, as findItem takes them), each once, in the order
   * asked, as their JSON bytes; ids of no such item are left out.
   */
  findItemsJson(ids: readonly string[]): Promise<Buffer[]>;
  /**
   * Counts a view of an item on a day (days since 1970, UTC) only when none of its viewers (the client's address, the
   * device it names) has viewed the item that day, and records them all; false for an unknown item.
   */
  recordItemView(id: string, viewers: string[], day: number): Promise<boolean>;
  itemArt(code: string): Promise<ItemArt | null>;
  /** The id of the item on sale with this code, for its short address (/p/CODE); null when none. */
  itemIdByCode(code: string): Promise<string | null>;

  categories(query: CategoryQuery): Promise<Page<Category>>;
  findCategory(id: string): Promise<Category | null>;

  attributeOptions(): Promise<AttributeOption[]>;
  lookups(query: LookupQuery): Promise<Page<Lookup>>;
  setLookupStatus(id: string, type: string, status: string): Promise<Lookup | null>;
  deleteInactiveLookups(type: string): Promise<number>;

  branches(window: PageWindow & { types?: string[] }): Promise<Page<Branch>>;
  locations(query: LocationQuery): Promise<Page<Location>>;
  findLocation(id: string): Promise<Location | null>;

  news(query: NewsQuery): Promise<Page<News>>;
  findNews(id: string): Promise<News | null>;

  /** Every product on sale and every article, with the date each last changed: what sitemap.xml lists. */
  sitemapEntries(): Promise<{ items: SitemapEntry[]; news: SitemapEntry[] }>;
  /**
   * Changes whenever what sitemapEntries answers may have changed: the server keeps the sitemap it built from them
   * until this number moves. Cheap, as every sitemap request asks it.
   */
  sitemapVersion(): Promise<number>;
  /**
   * Changes whenever what a page shows of the catalogue may have changed (stock, prices, names and filters), once every
   * change committed before the call is applied: the server keeps each rendered page until this number moves. Cheap,
   * as every page request asks it. View counts move it not.
   */
  pageDataVersion(): Promise<number>;

  globalDiscounts(window: PageWindow & { valid?: boolean }): Promise<Page<GlobalDiscount>>;
  deliveryCharges(): Promise<DeliveryCharge[]>;
  /** The size guide of a product in these categories (their nearest one, walking up), or null when none has one. */
  sizeGuide(categoryIds: readonly string[]): Promise<SizeGuide | null>;

  placeOrder(input: OrderInput): Promise<PlaceOrderResult>;
  findOrder(invoiceId: string): Promise<OrderView | null>;
  /** Moves an order's payment as paymentStep (./payments) decides, under the order's lock; stock goes back exactly once. */
  movePayment(invoiceId: string, action: PaymentAction, now: number): Promise<PaymentTransition>;
  /** Expires every online order still unpaid when its window has closed, releasing its units; answers their invoice ids. */
  expireOverdueOrders(now: number): Promise<string[]>;
  /**
   * A staff move (orderMove decides), under the order's lock: an online order whose window has closed expires first;
   * CANCELLED and RETURNED give the units back exactly once, whatever races them.
   */
  moveStatus(invoiceId: string, move: StatusMove, now: number): Promise<StatusTransition>;
  /** Orders newest first, of one status or all. */
  orders(query: OrderListQuery): Promise<Page<OrderView>>;

  readonly accounts: AccountStore;
  /** The texts owed to shoppers' phones about their orders (./orderTexts). */
  readonly orderTexts: OrderTextStore;
  /** Shoppers' problem reports (./reports). */
  readonly reports: ReportStore;
  /** Promo codes and their uses (./vouchers). */
  readonly vouchers: VoucherStore;
  /** Signed-in shoppers' saved products (./savedProducts). */
  readonly savedProducts: SavedProductStore;
  /** Staff's stock counts and shoppers' back-in-stock alerts (./restock). */
  readonly restock: RestockStore;
  /** Staff's drops: items that open for sale at an hour (./drops). */
  readonly drops: DropStore;
  /** Units of drop items held for shoppers (./dropHolds). */
  readonly dropHolds: DropHoldStore;
  /** The drops' queues and the shared keys that sign their tickets (./dropQueues). */
  readonly dropQueues: DropQueueStore;

  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** Catalogue size when the database is new (default 300). */
  seedItems?: number;
  /** Called once when a new database was seeded, with the time it took. */
  onSeeded?: (items: number, ms: number) => void;
  /** How long an online order waits for its payment before it expires (default DEFAULT_PAYMENT_WINDOW_MS). */
  paymentWindowMs?: number;
}
