// What the promo-code routes answer, as JSON schemas (routes/referenceAnswers.ts explains why): a column the vouchers
// table grows never reaches an answer by accident, and a shopper's check names nothing of a code but what applies.
import { VOUCHER_KINDS, VOUCHER_REFUSALS } from '@domain/voucher';
import { closed } from './referenceAnswers';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const maybeString = { type: ['string', 'null'] } as const;
const maybeInteger = { type: ['integer', 'null'] } as const;
const ids = { type: 'array', items: string } as const;

export const voucherAnswer = closed(
  {
    code: string,
    kind: { type: 'string', enum: VOUCHER_KINDS },
    value: integer,
    minSubtotal: maybeInteger,
    maxDiscount: maybeInteger,
    startsAt: maybeString,
    endsAt: maybeString,
    maxUses: maybeInteger,
    onePerNumber: boolean,
    categoryIds: ids,
    bandIds: ids,
    active: boolean,
    uses: integer,
    createdAt: string,
    updatedAt: string,
  },
  [
    'code',
    'kind',
    'value',
    'minSubtotal',
    'maxDiscount',
    'startsAt',
    'endsAt',
    'maxUses',
    'onePerNumber',
    'categoryIds',
    'bandIds',
    'active',
    'uses',
    'createdAt',
    'updatedAt',
  ],
);

/** The staff's list, shaped as their order list is: `{ list, nextPageToken, total }`. */
export const voucherListAnswer = closed({ list: { type: 'array', items: voucherAnswer }, nextPageToken: string, total: integer }, [
  'list',
  'nextPageToken',
  'total',
]);

/** A code's answer to a cart: what it takes off, or why it does not apply (`startsAt` and `missing` with their reasons). */
export const voucherCheckAnswer = closed(
  {
    code: string,
    discount: closed({ lines: integer, delivery: integer, total: integer }, ['lines', 'delivery', 'total']),
    refused: closed({ reason: { type: 'string', enum: VOUCHER_REFUSALS }, startsAt: string, missing: integer }, ['reason']),
  },
  ['code'],
);
