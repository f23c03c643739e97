// Products seen lately (issue 45): the last products this browser opened, newest first, kept in browser storage only.
import { isItemIdShaped } from './savedProducts';

export const MAX_RECENT_PRODUCTS = 12;

/** Lists of ids, newest first, as one: each id once, where it first appears, at most MAX_RECENT_PRODUCTS. */
export const recentIds = (...lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())].slice(0, MAX_RECENT_PRODUCTS);

/** The ids storage keeps; anything that is not an item id is left out. */
export const readRecentIds = (value: unknown): string[] => (Array.isArray(value) ? recentIds(value.filter(isItemIdShaped)) : []);
