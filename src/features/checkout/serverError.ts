import type { ApiResult } from '../../api/http';
import type { ApiError } from '../shared/paging';

export const UNREACHABLE = "We could not reach the shop's server. Please check your connection and try again.";

/** The server's own `{ error }` text when it sent one, else `fallback`; a network failure says so. */
export function serverError(result: ApiResult<unknown>, fallback: string): ApiError {
  if (result.networkError) return { status: 0, message: UNREACHABLE };
  const body = result.body as { error?: unknown } | undefined;
  const text = typeof body?.error === 'string' && body.error.trim() ? body.error.trim() : fallback;
  return { status: result.status, message: text };
}
