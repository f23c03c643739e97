// What a problem report may carry out of the shopper's browser (and what the server keeps of one): by allowlist. A
// string is sent as it is only in a field known to hold no one's words or details (action types, ids, SKU codes,
// statuses, message keys, the filters and search chosen, dates, the shop's own image paths); every other string
// becomes a stand-in such as `<mobile-1>` or `<text-4>`, the same value the same stand-in throughout one report, so a
// replay still shows that two fields held the same thing. Numbers and true/false are sent as they are.

import { isValidMobile, normalizeMobile } from './mobile';
import { REPORT_PAGE_MAX } from './problemReport';

type Kind = 'mobile' | 'name' | 'email' | 'address' | 'password' | 'code' | 'token' | 'text';

/** The kind a stand-in names, by the field a value was found in; any other field's is `text`. */
const KIND_OF_FIELD: Readonly<Record<string, Kind>> = {
  mobile: 'mobile',
  phone: 'mobile',
  fullName: 'name',
  name: 'name',
  email: 'email',
  shortAddress: 'address',
  address: 'address',
  password: 'password',
  confirmPassword: 'password',
  newPassword: 'password',
  code: 'code',
  token: 'token',
};

/** An id, an invoice number, a message key or a page token: one word of letters, digits, `.`, `_`, `:` and `-`. */
const ID = /^[\w.:-]{1,80}$/;
/** A value from a fixed list (a status, a sort, a language, an action type): one word, starting with a letter. */
const WORD = /^(?:@@)?[A-Za-z][\w./-]{0,119}$/;
/** A search as typed: any words, but no email address and no run of seven digits (a phone number, pasted). */
const SEARCH_TEXT = /^(?![\s\S]*@)(?![\s\S]*(?:\d[\s+-]*){7})/;
const AMOUNT = /^\d{1,7}$/;
/** One of the shop's constants, in capitals (a payment type, a district). */
const CONSTANT = /^[A-Z][A-Z\d]*(?:_[A-Z\d]+)*$/;
/** A product's, a SKU's or an option's code: capitals and digits in dashed parts, with a letter (a code sent by SMS has none). */
const CATALOGUE_CODE = /^(?=.*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?$/;
const SITE_PATH = /^\/[\w./-]{0,200}$/;

/** The fields whose text is sent as it is, each while its value has the shape the field holds. */
const SAFE_FIELDS: readonly (readonly [field: RegExp, value: RegExp])[] = [
  [
    /^(type|status|\w+Status|\w+Type|kinds?|step|placing|session|source|outcome|language|sort|sortField|field|list|key|tags|message|api|pickupPoint|pickupDistrict|district|signedInBy|because)$/,
    WORD,
  ],
  // An action whose payload is one of the shop's constants: paymentTypeChosen('CASH_ON_DELIVERY').
  [/^payload$/, CONSTANT],
  [/^(id|\w+Ids?|values|nextPageToken|page|category|size|color|band|brand)$/, ID],
  [/^(code|skuCode|defaultSkuCode)$/, CATALOGUE_CODE],
  // The search and filters the shopper chose, as the page's address shows them.
  [/^(query|keyword|requestKey)$/, SEARCH_TEXT],
  [/^(minPrice|maxPrice|discount)$/, AMOUNT],
  [/^(date|dateCreated|createdAt|updatedAt|at)$/, ISO_TIME],
  [/^color$/, /^#[\da-f]{3,8}$/i],
  [/^(image|images|image_url|main_image)$/, SITE_PATH],
  [/^origin$/, /^https?:\/\/[\w.:[\]-]+$/],
];

/** Where a feature's data stands (app/failures.ts): the same four words wherever they are found. */
const LOAD_STATUSES = new Set(['idle', 'loading', 'loaded', 'failed']);
/** A stand-in, or a secret the recorder has blanked already: a report redacted twice is the same report. */
const ALREADY_HIDDEN = /^(<[a-z]+-\d+>|\[redacted\])$/;
/** An object's own key that is a name in the code, an id or an index, not a value someone typed. */
const PLAIN_KEY = /^([A-Za-z_$][\w$.:-]{0,79}|[\da-f]{8}-[\da-f-]{27,}|[A-Z]+-[A-Z\d]+|\d{1,6})$/;

const inSafeField = (field: string, value: string, fields = SAFE_FIELDS) =>
  fields.some(([name, shape]) => name.test(field) && shape.test(value));
/** An email address as a word: anchored, so a long text costs one pass (the server reads texts of 256 KB). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A mobile number (however written) or an email address: never sent, whatever field it is found in. */
const isContact = (value: string) =>
  isValidMobile(normalizeMobile(value)) || (value.includes('@') && value.split(/\s+/).some((word) => EMAIL.test(word)));
const isSafe = (field: string, value: string) =>
  value === '' || ALREADY_HIDDEN.test(value) || LOAD_STATUSES.has(value) || (!isContact(value) && inSafeField(field, value));
/**
 * The safe fields whose values vouch for the same value in any other field: the shop's own words and constants. Not
 * ids, searches or filters, which a shopper may type (a name in the order-tracking box).
 */
const VOUCHING_FIELDS = SAFE_FIELDS.filter(([, shape]) => shape === WORD || shape === CONSTANT);

function eachString(value: unknown, field: string, visit: (field: string, text: string) => void): void {
  if (typeof value === 'string') visit(field, value);
  else if (Array.isArray(value)) value.forEach((each) => eachString(each, field, visit));
  else if (value !== null && typeof value === 'object') Object.entries(value).forEach(([key, each]) => eachString(each, key, visit));
}

/** One value however it was written: a mobile number in its local form (as the checkout sends it), any other text without its outer spaces. */
function sameValue(value: string): string {
  const mobile = normalizeMobile(value);
  return isValidMobile(mobile) ? mobile : value.trim();
}

/**
 * The stand-ins of one report: the same value, the same stand-in, whichever field it is found in first. A value that
 * one of the report's safe fields holds (a district, a SKU code) is kept in any field, so a replay builds what the page
 * built from it (the order's `pickupPoints` from the form's `pickupPoint`).
 */
export class StandIns {
  private readonly byValue = new Map<string, string>();
  private readonly counts = new Map<Kind, number>();

  private constructor(private readonly vouched: ReadonlySet<string>) {}

  /** The stand-ins for a report made of `parts` (its log, its starting state, what a test of it needs). */
  static over(...parts: unknown[]): StandIns {
    const vouched = new Set<string>();
    eachString(parts, '', (field, value) => {
      if (!isContact(value) && inSafeField(field, value, VOUCHING_FIELDS)) vouched.add(value);
    });
    return new StandIns(vouched);
  }

  keeps(value: string): boolean {
    return this.vouched.has(value);
  }

  for(value: string, field: string): string {
    const same = sameValue(value);
    const known = this.byValue.get(same);
    if (known) return known;
    const kind = KIND_OF_FIELD[field] ?? 'text';
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    const standIn = `<${kind}-${count}>`;
    this.byValue.set(same, standIn);
    return standIn;
  }
}

function redactIn(value: unknown, field: string, standIns: StandIns): unknown {
  if (typeof value === 'string') return isSafe(field, value) || standIns.keeps(value) ? value : standIns.for(value, field);
  if (Array.isArray(value)) return value.map((each) => redactIn(each, field, standIns));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, each]) => [
      PLAIN_KEY.test(key) || ALREADY_HIDDEN.test(key) ? key : standIns.for(key, 'key'),
      redactIn(each, key, standIns),
    ]),
  );
}

/** A copy of `value` (JSON: an action, a state) as a report may carry it; pass one `standIns` for all of a report's parts. */
export function redactForReport<T>(value: T, standIns: StandIns = StandIns.over(value)): T {
  return redactIn(value, '', standIns) as T;
}

/** A path segment as the shopper typed it; one cut short (a long address) as it stands. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A page's address as a report carries it, at most REPORT_PAGE_MAX characters: the path (ids) but for a segment that is
 * a mobile number or an email, each query value by its name as in a log; past the length, the path alone.
 */
export function redactPageAddress(address: string, standIns: StandIns = StandIns.over()): string {
  const [rawPath, query = ''] = address.split('?', 2);
  const segments = rawPath.replace(/^\/+/, '').split('/');
  const path = `/${segments.map((segment) => (isContact(decoded(segment)) ? encodeURIComponent(standIns.for(decoded(segment), 'segment')) : segment)).join('/')}`;
  const params = [...new URLSearchParams(query)].map(([name, value]): [string, string] => [
    isContact(name) ? standIns.for(name, 'key') : name,
    redactIn(value, name, standIns) as string,
  ]);
  const redacted = params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
  return redacted.length <= REPORT_PAGE_MAX ? redacted : path.slice(0, REPORT_PAGE_MAX);
}

/** Whether a report's parts and page address are already as redaction leaves them: the server keeps nothing else. */
export function isRedactedForReport(parts: unknown[], page = '/'): boolean {
  const standIns = StandIns.over(...parts);
  return (
    parts.every((part) => JSON.stringify(redactForReport(part, standIns)) === JSON.stringify(part)) &&
    redactPageAddress(page, standIns) === page
  );
}
