// The shopper's choice of language: a `lang` cookie the language switch sets, so later visits open in that language.
import { isLanguage, localPath, pathLanguage, type Language } from '../../src/domain/language';

const COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the shopper chose, from the request's Cookie header; none when they never chose. */
export function chosenLanguage(cookieHeader: string | undefined): Language | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

export const languageCookie = (language: Language): string => `${COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

const SHOP = 'http://shop.invalid';

/**
 * Where the switch sends a shopper: `next` (a path of this shop, in either language) in `language`, escaped as a
 * Location header needs it (a Bengali search stays in the address). Anything that leads off the shop (`//elsewhere`,
 * `https://…`, a backslash) or is no path at all goes to the home page instead.
 */
export function switchTarget(language: Language, next: string | undefined): string {
  const url = next?.startsWith('/') ? URL.parse(next, SHOP) : null;
  const local = url?.origin === SHOP ? url : new URL('/', SHOP);
  return localPath(language, pathLanguage(local.pathname).path) + local.search + local.hash;
}
