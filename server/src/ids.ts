import { createHash } from 'node:crypto';

/**
 * A deterministic UUID (version-5 layout) for a seeded record: the same kind and key always give the
 * same id, so a reseeded database, the tests and the SPA's fixtures agree on ids.
 */
export function seededId(kind: string, key: string | number): string {
  const hex = createHash('sha1').update(`metal-merch:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Ids are accepted with or without dashes (spec §7: the shop's location filter removes them). */
export const bareId = (id: string): string => id.replace(/-/g, '').toLowerCase();
