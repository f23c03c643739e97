// Who is calling: a key per shopper's device for the duplicate-order guard and the view count, and the
// per-address rate limits of the routes that write.
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';

/** Longer X-DEVICE-ID headers are refused (the SPA sends a UUID). */
export const MAX_DEVICE_ID_LENGTH = 100;

/** The device the SPA names in X-DEVICE-ID (or the order body); a client that names none is its network address. */
export function deviceKey(request: FastifyRequest, bodyDeviceId?: string): string {
  const header = request.headers['x-device-id'];
  const named = (typeof header === 'string' && header.trim()) || bodyDeviceId?.trim();
  return named ? `device:${named}` : `address:${request.ip}`;
}

/** A route option limiting each client address to `perMinute` requests (none when false). */
export const perMinute = (max: number | false): Pick<RouteShorthandOptions, 'config'> =>
  max === false ? {} : { config: { rateLimit: { max, timeWindow: 60_000 } } };
