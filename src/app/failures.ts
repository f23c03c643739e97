// The shop's one error vocabulary (design rule 7): where a feature's data stands, and a failed call as the store keeps it.
import type { ApiResult } from '../api/http';
import type { Text } from '../i18n/texts';

/** Where a feature's data stands; every slice uses these four words. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A failure as the store keeps it (design rule 3): plain data, never an `Error`. */
export interface ApiError {
  status: number;
  /** What the shopper reads: the shop's own words (a message of the catalogues, src/i18n), never the server's. */
  message: Text;
  /** The server's own reason, for QA's action log and the console. */
  detail?: string;
}

export const isOk = <T>(result: ApiResult<T>): result is ApiResult<T> & { body: T } =>
  result.status >= 200 && result.status < 300 && result.body !== undefined;

/** How the console names the server's own reason for a failure. */
export const SERVER_REASON = "The shop's server answered";

/**
 * A failed call in the shop's words: no connection, an answer of the wrong shape and a busy server (a 503 that says
 * `busy`: its queue of slow work is full) say so, anything else says `fallback`. The server's own
 * `{ error }` text (say "No order with invoice id 'INV-1'.") is written for developers: it goes to the console and
 * the action log, never to the screen.
 */
export function apiError(result: ApiResult<unknown>, fallback: Text): ApiError {
  if (result.networkError) return { status: 0, message: 'common.unreachable' };
  if (result.unreadable) {
    console.warn(`${SERVER_REASON} ${result.status} with an answer the shop cannot read: ${result.unreadable}`);
    return { status: result.status, message: 'common.unreadable', detail: result.unreadable };
  }
  const body = result.body as { error?: unknown } | undefined;
  const detail = typeof body?.error === 'string' ? body.error.trim() : '';
  const message = result.status === 503 && (body as { busy?: unknown } | undefined)?.busy === true ? 'common.busy' : fallback;
  if (!detail) return { status: result.status, message };
  console.warn(`${SERVER_REASON} ${result.status}: ${detail}`);
  return { status: result.status, message, detail };
}

/** What a worker that threw reports: an answer of a shape the shop could not use. */
export const UNREADABLE_ANSWER: ApiError = { status: 0, message: 'common.unreadable' };
