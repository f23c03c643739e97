// The one rule for every redirect the shop answers (the language switch, a page in the chosen language, a payment's
// return): the Location is a path of this shop however a browser, a proxy or this server reads it again, or the home
// page of the shopper's language. Checking the origin is not enough: `/.//x` normalises and `/bn//x` strips to `//x`,
// which a browser reads as another host.
import { localPath, pathLanguage, type Language } from '@domain/language';

const SHOP = 'http://shop.invalid';
/** One `/`, then anything but another `/` or a `\` (which browsers read as `/`). */
const ONE_SLASH = /^\/(?![/\\])/;

/** Decodings after which an address that still changes is no plain path: each costs a pass over the whole address. */
const MAX_DECODINGS = 4;

/**
 * The address as each later reader may take it: as it is, then with its ASCII escapes decoded again, at most
 * MAX_DECODINGS times; null when it would still change after that (`%25252F…`), which no page of the shop needs.
 */
function readingsOf(address: string): string[] | null {
  const readings = [address];
  for (let decoded = 0; decoded <= MAX_DECODINGS; decoded++) {
    const last = readings[readings.length - 1];
    // Browsers drop tabs and line breaks anywhere in an address.
    const next = last
      .replace(/[\t\n\r]/g, '')
      .replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === last) return readings;
    readings.push(next);
  }
  return null;
}

/**
 * Whether `location` is a path of this shop in every reading: starting with one `/`, and so after URL parsing and
 * after its language (`/bn`) is taken off.
 */
export function isLocalPath(location: string): boolean {
  const readings = readingsOf(location);
  return (
    readings !== null &&
    readings.every((reading) => {
      const url = URL.parse(reading, SHOP);
      return (
        ONE_SLASH.test(reading) && url?.origin === SHOP && ONE_SLASH.test(url.pathname) && ONE_SLASH.test(pathLanguage(url.pathname).path)
      );
    })
  );
}

/**
 * Where to send a shopper asking for `address` (a path of this shop in either language, with its query) in
 * `language`: that page in that language, escaped as a Location header needs it (a Bengali search stays in the
 * address). Anything that is not plainly a path of this shop (`//elsewhere`, `https://…`, `/\…`, `/.//…`, `/bn//…`,
 * `%2F%2F…`) goes to the home page of that language.
 */
export function localRedirect(language: Language, address: string | undefined): string {
  const home = localPath(language, '/');
  const url = address?.startsWith('/') ? URL.parse(address, SHOP) : null;
  if (url?.origin !== SHOP) return home;
  const target = localPath(language, pathLanguage(url.pathname).path) + url.search + url.hash;
  return isLocalPath(target) ? target : home;
}
