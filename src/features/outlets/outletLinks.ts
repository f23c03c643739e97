import type { Branch } from '../../domain/types';

/** Spec §2: only these branch and location types are outlets a shopper can visit. */
export const SHOWROOM_TYPES = ['SHOWROOM', 'FRANCHISE_SHOWROOM'];

export const isShowroom = (place: Pick<Branch, 'type'>): boolean => SHOWROOM_TYPES.includes(place.type);

/**
 * A maps link the phone hands to its maps app: Android opens it in Google Maps, iOS in the Google Maps
 * app when installed and otherwise in the browser's Google Maps, and a desktop in a new tab.
 * (A `geo:` URI would work on Android only.)
 */
export const nativeMapsUrl = (lat: number, lon: number): string => `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`;
