// What the report routes answer, as JSON schemas (routes/referenceAnswers.ts explains why): a column the reports table
// grows (the sender's address digest is one already) never reaches an answer by accident.
import { LANGUAGES } from '@domain/language';
import { closed } from './referenceAnswers';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

const summaryProperties = {
  reference: string,
  createdAt: integer,
  note: string,
  page: string,
  language: { type: 'string', enum: LANGUAGES },
} as const;
const summaryRequired = ['reference', 'createdAt', 'note', 'page', 'language'] as const;

export const reportCreatedAnswer = closed({ reference: string }, ['reference']);

/** The staff's list, shaped as their order list is: `{ list, nextPageToken, total }`. */
export const reportListAnswer = closed(
  { list: { type: 'array', items: closed(summaryProperties, summaryRequired) }, nextPageToken: string, total: integer },
  ['list', 'nextPageToken', 'total'],
);

export const reportAnswer = closed(
  {
    ...summaryProperties,
    viewport: closed({ width: integer, height: integer }, ['width', 'height']),
    build: string,
    userAgent: string,
    log: closed({ payload: string, preloadedState: string }, ['payload']),
    replay: string,
  },
  [...summaryRequired, 'viewport', 'build', 'userAgent', 'log'],
);
