// The staff's calls (catalogue changes, order moves) need the admin token as a bearer token. The API key is no
// credential: every visitor's browser gets it. Without a configured token these calls are refused for everyone.
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { clientKey, type RequestGuard } from '../clients';
import { ApiError, tooManyRequests } from '../errors';
import { sameSecret } from '../secrets';

const WINDOW_MS = 60_000;
/** Addresses whose failures are remembered at once; past it, the address seen least recently is forgotten. */
export const MAX_FAILING_ADDRESSES = 10_000;

function tokenCheck(adminToken: string | null) {
  return async (request: FastifyRequest) => {
    if (!adminToken) throw new ApiError(403, 'Admin calls are turned off on this server: start it with ADMIN_TOKEN set to use them.');
    const [scheme, token] = (request.headers.authorization ?? '').split(' ', 2);
    if (scheme !== 'Bearer' || !sameSecret(token, adminToken)) {
      throw new ApiError(403, 'This is a staff call: send the admin token as Authorization: Bearer <token>.');
    }
  };
}

/**
 * When each client address failed within the last minute, oldest first (this process's memory, as the rate limits): at
 * most `capacity` addresses, each forgotten a minute after its last failure, on the app's clock.
 */
export function failureWindow(max: number, now: () => number, capacity = MAX_FAILING_ADDRESSES) {
  // ttlResolution 0: the TTL reads the clock each time (the app's clock moves in steps in tests).
  const failures = new LRUCache<string, number[]>({ max: capacity, ttl: WINDOW_MS, ttlResolution: 0, perf: { now } });
  const recent = (address: string, at: number) => (failures.get(address) ?? []).filter((time) => time > at - WINDOW_MS);
  return {
    /** How long the address waits before its next attempt: 0 while under `max` failures. */
    waitMs(address: string): number {
      const at = now();
      const times = recent(address, at);
      return times.length < max ? 0 : times[times.length - max] + WINDOW_MS - at;
    },
    add(address: string): void {
      const at = now();
      failures.set(address, [...recent(address, at), at].slice(-max));
    },
    /** Addresses remembered. */
    get size(): number {
      return failures.size;
    },
  };
}

/**
 * One guard for every staff call: failed attempts from an address count against one limit per minute, so a token
 * cannot be guessed at speed; past it every attempt waits, the right token too (else its answer would tell it apart).
 * Staff working with the right token are never counted.
 */
export function adminGuard(adminToken: string | null, failuresPerMinute: number | false, now: () => number): RequestGuard {
  const check = tokenCheck(adminToken);
  if (failuresPerMinute === false) return check;
  const failures = failureWindow(failuresPerMinute, now);
  return async (request, reply) => {
    const address = clientKey(request.ip);
    const waitMs = failures.waitMs(address);
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw tooManyRequests(waitMs);
    }
    try {
      await check(request);
    } catch (refused) {
      failures.add(address);
      throw refused;
    }
  };
}
