// The shopper's choice of language: a `lang` cookie the language switch sets, so later visits open in that language.
import { DEFAULT_LANGUAGE, isLanguage, pathLanguage, type Language } from '@domain/language';

const COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language the shopper chose, from the request's Cookie header; none when they never chose. The first cookie named
 * exactly `lang` (not `LANG`, not `lang `) decides, with its whole value, as the nginx recipe reads it: a cache and
 * this server never disagree on which page an address opens.
 */
export function chosenLanguage(cookieHeader: string | undefined): Language | undefined {
  const pair = cookieHeader
    ?.split(';')
    .map((text) => text.replace(/^[ \t]+|[ \t]+$/g, ''))
    .find((text) => text.startsWith(`${COOKIE}=`));
  const value = pair?.slice(COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

export const languageCookie = (language: Language): string => `${COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

/**
 * The language of the page an order was placed from: what the checkout request says (`language`), else the page that
 * sent it (its Referer, `/bn/checkout` → bn), else the shopper's choice, else English.
 */
export function pageLanguage(said: Language | undefined, referer: string | undefined, cookieHeader: string | undefined): Language {
  if (said) return said;
  if (referer) {
    try {
      return pathLanguage(new URL(referer).pathname).language;
    } catch {
      // not an address: the cookie decides
    }
  }
  return chosenLanguage(cookieHeader) ?? DEFAULT_LANGUAGE;
}
