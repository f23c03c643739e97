/** An error a handler throws to answer the client: `{ error: message, ...extra }` with this status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new ApiError(400, message, extra);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new ApiError(409, message, extra);
/** A client address over a rate limit; `retryAfterMs` until its window ends. */
export const tooManyRequests = (retryAfterMs: number) =>
  new ApiError(429, `Too many requests from this address; try again in ${Math.ceil(retryAfterMs / 1000)} seconds.`);
