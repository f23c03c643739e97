// What the reference routes answer (categories, colours and sizes, bands and brands, outlets, news, discounts,
// delivery charges, size guides), as JSON schemas: Fastify writes an answer by its schema, so a column the store grows never
// reaches the shop by accident (routes/answers.ts does the same for orders). Each follows src/domain/types.ts.
import { FITS, GARMENTS, SLEEVES } from '@domain/sizeGuide';

const string = { type: 'string' } as const;
const number = { type: 'number' } as const;
const maybeString = { type: ['string', 'null'] } as const;
const maybeNumber = { type: ['number', 'null'] } as const;

/** An object with these properties and no others. */
export const closed = <Properties extends Record<string, unknown>, Required extends readonly (keyof Properties & string)[]>(
  properties: Properties,
  required: Required,
) => ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** A page of a search: `{ list, nextPageToken, total }` (routes/schemas.ts, sendList). */
export const listAnswer = <Entry>(entry: Entry) =>
  ({
    200: closed({ list: { type: 'array', items: entry }, nextPageToken: string, total: { type: 'integer' } }, [
      'list',
      'nextPageToken',
      'total',
    ]),
  }) as const;

export const categoryAnswer = closed(
  { id: string, parentId: string, name: string, nameBn: string, sortOrder: number, extras: closed({ image_url: string }, []) },
  ['id', 'parentId', 'name', 'sortOrder'],
);

export const lookupAnswer = closed({ id: string, name: string, nameBn: string, type: string, status: string }, ['id', 'name', 'type']);

const attributeValueAnswer = closed(
  {
    id: string,
    optionId: number,
    optionName: string,
    optionDisplayLabel: maybeString,
    name: string,
    nameBn: string,
    displayLabel: maybeString,
    code: maybeString,
    sortOrder: maybeNumber,
    seq: maybeNumber,
    extras: closed({ color: string }, []),
  },
  ['id', 'optionId', 'optionName', 'name'],
);

export const attributeOptionAnswer = closed({ id: number, name: string, values: { type: 'array', items: attributeValueAnswer } }, [
  'id',
  'name',
  'values',
]);

const branchProperties = {
  id: string,
  name: string,
  address: string,
  lat: maybeNumber,
  lon: maybeNumber,
  type: string,
  stockLocations: { type: 'array', items: closed({ id: string }, ['id']) },
  extras: closed({ image_url: string, phone: string, opening_hours: string, opening_hours_bn: string }, []),
} as const;
const branchRequired = ['id', 'name', 'address', 'type', 'stockLocations'] as const;

export const branchAnswer = closed(branchProperties, branchRequired);

/** A stock location: its branch's shape, and the branch it belongs to. */
export const locationAnswer = closed({ ...branchProperties, branchId: string }, branchRequired);

export const newsAnswer = closed(
  { id: string, title: string, date: string, content: string, author: maybeString, links: closed({ main_image: string }, []) },
  ['id', 'title', 'date', 'content', 'links'],
);

export const globalDiscountAnswer = closed(
  {
    id: string,
    title: string,
    valid: { type: 'boolean' },
    type: string,
    discountType: string,
    value: number,
    categories: { type: 'array', items: closed({ categoryId: string }, ['categoryId']) },
    items: { type: 'array', items: closed({ itemId: string, skuCode: string }, ['itemId']) },
  },
  ['id', 'title', 'valid', 'type', 'discountType', 'value', 'categories', 'items'],
);

export const deliveryChargeAnswer = closed({ id: string, charge: number }, ['id', 'charge']);

/** A cut's size guide (src/domain/sizeGuide.ts): measurements in inches, one decimal; `sleeve` null where not given. */
export const sizeGuideAnswer = closed(
  {
    categoryId: string,
    garment: { type: 'string', enum: GARMENTS },
    fit: { type: 'string', enum: FITS },
    sleeves: { type: 'string', enum: SLEEVES },
    sizes: {
      type: 'array',
      items: closed({ size: string, chest: number, length: number, sleeve: maybeNumber }, ['size', 'chest', 'length', 'sleeve']),
    },
  },
  ['categoryId', 'garment', 'fit', 'sleeves', 'sizes'],
);
