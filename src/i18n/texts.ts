// The shop's words in the shopper's language: messages from the language's catalogue, formatted by FormatJS's
// intl-messageformat with the language's digits and plural rules; prices and counts in the language's numerals.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import type { Language } from '../domain/language';
import { bengaliDigits } from '../domain/digits';
import { groupThousands } from '../domain/money';
import type { Catalogue, MessageKey } from './catalogue';

export type { MessageKey } from './catalogue';

export type Values = Record<string, string | number>;

/** Words as the store keeps them (a toast, a failure): a message's key, with its values when it has any. */
export type Text = MessageKey | { id: MessageKey; values: Values };

export interface Texts {
  language: Language;
  /** A message in the shopper's language: `t('cart.empty')`, `t('cart.productCount', { count: 3 })`. */
  t(text: Text, values?: Values): string;
  /** A whole number in the language's digits, grouped: 1,480 or ১,৪৮০. */
  number(value: number): string;
  /** A whole number in the language's digits, not grouped (a year): 2026 or ২০২৬. */
  digits(value: number): string;
  /** A price: 'Tk 1,050' or '৳১,০৫০'. */
  price(amount: number): string;
}

/** Bengali numbers as CLDR writes them (Bengali digits, lakh grouping); one formatter for the page, made when first used. */
let bengaliNumbers: Intl.NumberFormat | undefined;
const bengaliNumber = (value: number) => {
  bengaliNumbers ??= new Intl.NumberFormat('bn', { maximumFractionDigits: 0 });
  // Rounded as English prices are (halves away from zero), not as Intl rounds.
  return bengaliNumbers.format(Math.sign(value) * Math.round(Math.abs(value)));
};

/**
 * The arguments a message writes as they are (`{units}`), however deep in its plurals and selects: a number given to
 * one is written in the language's digits first. A counted (`plural`) or styled (`{value, number, ::.#}`)
 * argument stays a number for intl-messageformat.
 */
function plainArguments(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) plainArguments(option.value, names);
    }
  }
  return names;
}

/**
 * intl-messageformat resolves each message's locale with Intl.NumberFormat.supportedLocalesOf, and writes a plural's
 * `#` with an Intl.NumberFormat: the first of either has ICU load its locale and number data, some 60 ms of a slowed
 * phone's main thread before an English page's first message (a Bengali page loads them for its digits anyway). The
 * shop's two languages are in every browser's ICU, so a message's locale is taken as it is, and a plain number is
 * written by the language's own rule (`number`: Intl's digits and grouping, rounded to a whole number, as every count
 * in the catalogues is); a styled one still goes to Intl.
 */
IntlMessageFormat.resolveLocale = (locales) =>
  typeof Intl.Locale === 'undefined' ? undefined : new Intl.Locale(Array.isArray(locales) ? locales[0] : locales);

function madeOnce<Args extends unknown[], Made>(make: (...args: Args) => Made): (...args: Args) => Made {
  const made = new Map<string, Made>();
  return (...args) => {
    const key = JSON.stringify(args);
    if (!made.has(key)) made.set(key, make(...args));
    return made.get(key)!;
  };
}

function messageFormatters(number: (value: number) => string): Formatters {
  const plain = { format: (value: number | bigint) => number(Number(value)) } as Intl.NumberFormat;
  // formatjs's options name what today's Intl takes (useGrouping 'auto'…), which TypeScript's lib does not know yet.
  const styled = madeOnce(
    (...args: Parameters<Formatters['getNumberFormat']>) =>
      new Intl.NumberFormat(...(args as ConstructorParameters<typeof Intl.NumberFormat>)),
  );
  return {
    getNumberFormat: (locales, options) => (options ? styled(locales, options) : plain),
    getDateTimeFormat: madeOnce((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: madeOnce((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
}

/**
 * The texts of `language` from `catalogue`, which may hold only some areas of it: a key it lacks is written as the key
 * itself, and `missing` hears of it (the browser then loads the key's area: root/pageMessages.ts).
 */
export function createTexts(language: Language, catalogue: Partial<Catalogue>, missing?: (key: MessageKey) => void): Texts {
  const made = new Map<MessageKey, { format: IntlMessageFormat; plain: Set<string> }>();
  const number = language === 'bn' ? bengaliNumber : groupThousands;
  const formatters = messageFormatters(number);
  const format = (key: MessageKey, values?: Values): string => {
    const message = catalogue[key];
    if (message === undefined) {
      missing?.(key);
      return key;
    }
    if (typeof message === 'string' && !message.includes('{')) return message;
    let formatter = made.get(key);
    if (!formatter) {
      const parsed = new IntlMessageFormat(message, language, undefined, { ignoreTag: true, formatters });
      formatter = { format: parsed, plain: plainArguments(parsed.getAst()) };
      made.set(key, formatter);
    }
    const { plain } = formatter;
    const written =
      values &&
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, typeof value === 'number' && plain.has(name) ? number(value) : value]),
      );
    try {
      return String(formatter.format.format(written));
    } catch (error) {
      // A value the message needs was not given: a bug to fix, but never a page that fails to render over it.
      console.error(`The message ${key} could not be formatted:`, error);
      return key;
    }
  };
  return {
    language,
    t: (text, values) => (typeof text === 'string' ? format(text, values) : format(text.id, { ...text.values, ...values })),
    number,
    // Not an Intl.NumberFormat with `useGrouping: false`: on an English page that would be the first Intl object,
    // loading ICU's data on the main thread at hydration (about 95 ms on a phone slowed 4x) for a footer's year.
    digits: (value) => (language === 'bn' ? bengaliDigits(String(Math.round(value))) : String(Math.round(value))),
    price: (amount) => format('common.price', { amount: number(amount) }),
  };
}
