// Who is calling: a key per shopper's device for the duplicate-order guard and the view count, and the
// per-address rate limits of the routes that write.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { tooManyRequests } from './errors';

/** Longer X-DEVICE-ID headers are refused (the SPA sends a UUID). */
export const MAX_DEVICE_ID_LENGTH = 100;

/** The device the SPA names in X-DEVICE-ID (or the order body); a client that names none is its network address. */
export function deviceKey(request: FastifyRequest, bodyDeviceId?: string): string {
  const header = request.headers['x-device-id'];
  const named = (typeof header === 'string' && header.trim()) || bodyDeviceId?.trim();
  return named ? `device:${named}` : `address:${clientKey(request.ip)}`;
}

/** A route option limiting each client address to `perMinute` requests (none when false). */
export const perMinute = (max: number | false): Pick<RouteShorthandOptions, 'config'> =>
  max === false ? {} : { config: { rateLimit: { max, timeWindow: 60_000 } } };

/** A check run before a route's handler; it throws to refuse the request. */
export type RequestGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * One limit of `max` requests per client address and minute, shared by every route that runs this guard (a route's
 * own `perMinute` counts that route alone); false lets everything through. Needs @fastify/rate-limit registered first.
 */
export function perMinuteGuard(app: FastifyInstance, max: number | false): RequestGuard {
  return windowGuard(app, max, 60_000);
}

/** `max` requests per `windowMs` for each key `keyOf` gives (by default the client's address); false lets all through. */
export function windowGuard(
  app: FastifyInstance,
  max: number | false,
  windowMs: number,
  keyOf?: (request: FastifyRequest) => string,
): RequestGuard {
  if (max === false) return async () => {};
  const limit = app.createRateLimit({ max, timeWindow: windowMs, ...(keyOf && { keyGenerator: keyOf }) });
  return async (request, reply) => {
    const state = await limit(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', String(state.ttlInSeconds));
    throw tooManyRequests(state.ttl);
  };
}

/** Where a proxy in front of the shop sits: this machine or a private network (a client out there cannot be either). */
const PROXY_NETWORKS = new BlockList();
PROXY_NETWORKS.addSubnet('127.0.0.0', 8);
PROXY_NETWORKS.addSubnet('10.0.0.0', 8);
PROXY_NETWORKS.addSubnet('172.16.0.0', 12);
PROXY_NETWORKS.addSubnet('192.168.0.0', 16);
PROXY_NETWORKS.addAddress('::1', 'ipv6');
PROXY_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

const isProxyPeer = (address: string | undefined): boolean => {
  if (!address) return false;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return PROXY_NETWORKS.check(v4 ?? address, v4 || isIPv4(address) ? 'ipv4' : 'ipv6');
};

/**
 * Behind a proxy that names its clients (X-Forwarded-For) without TRUST_PROXY, every shopper is the proxy's one
 * address, and every per-address bound (rate limits, sign-in locks, the units unproven orders hold) binds the whole
 * shop at once. The log says so, once; only for a peer on this machine or a private network, so a client on the
 * internet forging the header cannot use up the warning.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined || !isProxyPeer(request.socket.remoteAddress)) return;
    warned = true;
    request.log.warn(
      `A request from ${request.ip} names its client in X-Forwarded-For, but TRUST_PROXY is unset: every shopper behind that proxy counts as ${request.ip}, and the per-address limits bind them all together. Set TRUST_PROXY to the proxy's address (e.g. TRUST_PROXY=loopback).`,
    );
  });
}

/**
 * The address every per-address bound counts (rate limits, sign-in locks, the units unproven orders hold, views, staff
 * attempts): an IPv6 client is its /64, since a subscriber gets a whole /64 and picks any address in it at will; an
 * IPv4 client, or one an IPv4-mapped IPv6 address names, is its IPv4 address.
 */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIpv4) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (a zone such as %eth0 dropped), or null when `ip` is not one. */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.split('%', 1)[0];
  if (!isIPv6(address)) return null;
  // A dotted IPv4 tail (::ffff:1.2.3.4) is the last two groups.
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? `${dotted[1]}${((+dotted[2] << 8) | +dotted[3]).toString(16)}:${((+dotted[4] << 8) | +dotted[5]).toString(16)}`
    : address;
  const [head, tail] = hex.split('::');
  const part = (text: string | undefined) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const [before, after] = [part(head), part(tail)];
  return tail === undefined ? before : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
