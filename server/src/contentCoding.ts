// Which content coding an answer goes in, by one reading of Accept-Encoding that the nginx recipe's cache key mirrors
// (deploy/nginx/metal-merch.conf): a coding counts only when the client names it (`br`, `gzip`) and never gives it a
// weight of 0. `*`, `x-gzip`, `deflate` and unknown codings count for nothing, so an answer is never kept by a shared
// cache under a key whose clients cannot decode it (brotli under the gzip key, gzip under the no-coding key).
import type { FastifyRequest } from 'fastify';

export type Coding = 'br' | 'gzip';
const CODINGS: readonly Coding[] = ['br', 'gzip'];
/** HTTP's optional blanks: spaces and tabs, nothing else. */
const BLANKS = /^[ \t]+|[ \t]+$/g;
const ZERO_WEIGHT = /^q=0(\.0{0,3})?$/i;

/** The codings the client names with a weight above 0, in the shop's order of preference (brotli first). */
export function namedCodings(acceptEncoding: string | undefined): Coding[] {
  const entries = (acceptEncoding ?? '').split(',').map((entry) => entry.split(';').map((piece) => piece.replace(BLANKS, '')));
  const named = (coding: Coding) => entries.filter(([name]) => name.toLowerCase() === coding);
  return CODINGS.filter(
    (coding) => named(coding).length > 0 && !named(coding).some(([, ...parameters]) => parameters.some((p) => ZERO_WEIGHT.test(p))),
  );
}

/** The coding for an answer that exists as `offered`: the first the client names, else none (`identity`). */
export const contentCoding = (acceptEncoding: string | undefined, offered: readonly Coding[]): Coding | 'identity' =>
  namedCodings(acceptEncoding).find((coding) => offered.includes(coding)) ?? 'identity';

/**
 * An onRequest hook: the request's Accept-Encoding as this rule reads it (`br, gzip`, `gzip`, … or none), so the
 * compression plugin, which negotiates on its own, chooses as the kept pages and the sitemaps do.
 */
export async function readAcceptEncoding(request: FastifyRequest): Promise<void> {
  const { headers } = request.raw;
  const codings = namedCodings(headers['accept-encoding']);
  if (codings.length > 0) headers['accept-encoding'] = codings.join(', ');
  else delete headers['accept-encoding'];
}
