// The staff's calls (catalogue changes, order moves) need the admin token as a bearer token. The API key is no
// credential: every visitor's browser gets it. Without a configured token these calls are refused for everyone.
import type { FastifyRequest } from 'fastify';
import type { RequestGuard } from '../clients';
import { ApiError, tooManyRequests } from '../errors';
import { sameSecret } from '../secrets';

const WINDOW_MS = 60_000;
/** Addresses whose failures are remembered at once; past it, those with none in the window are forgotten. */
const MAX_ADDRESSES = 10_000;

function tokenCheck(adminToken: string | null) {
  return async (request: FastifyRequest) => {
    if (!adminToken) throw new ApiError(403, 'Admin calls are turned off on this server: start it with ADMIN_TOKEN set to use them.');
    const [scheme, token] = (request.headers.authorization ?? '').split(' ', 2);
    if (scheme !== 'Bearer' || !sameSecret(token, adminToken)) {
      throw new ApiError(403, 'This is a staff call: send the admin token as Authorization: Bearer <token>.');
    }
  };
}

/** When each client address failed within the last minute, oldest first (this process's memory, as the rate limits). */
function failureWindow(max: number) {
  const failures = new Map<string, number[]>();
  const recent = (address: string, now: number) => (failures.get(address) ?? []).filter((at) => at > now - WINDOW_MS);
  return {
    /** How long the address waits before its next attempt: 0 while under `max` failures. */
    waitMs(address: string, now: number): number {
      const times = recent(address, now);
      return times.length < max ? 0 : times[times.length - max] + WINDOW_MS - now;
    },
    add(address: string, now: number): void {
      if (failures.size >= MAX_ADDRESSES) for (const key of failures.keys()) if (!recent(key, now).length) failures.delete(key);
      failures.set(address, [...recent(address, now), now].slice(-max));
    },
  };
}

/**
 * One guard for every staff call: failed attempts from an address count against one limit per minute, so a token
 * cannot be guessed at speed; past it every attempt waits, the right token too (else its answer would tell it apart).
 * Staff working with the right token are never counted.
 */
export function adminGuard(adminToken: string | null, failuresPerMinute: number | false): RequestGuard {
  const check = tokenCheck(adminToken);
  if (failuresPerMinute === false) return check;
  const failures = failureWindow(failuresPerMinute);
  return async (request, reply) => {
    const now = Date.now();
    const waitMs = failures.waitMs(request.ip, now);
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw tooManyRequests(waitMs);
    }
    try {
      await check(request);
    } catch (refused) {
      failures.add(request.ip, now);
      throw refused;
    }
  };
}
