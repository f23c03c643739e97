// Names from the shop's reference data (categories, bands, colours) and outlets' opening hours in the page's
// language: the API gives the Bengali beside the English (`nameBn`, `extras.opening_hours_bn`).
import type { Language } from './language';
import type { Branch } from './types';

/** A name in the page's language: its Bengali name on Bengali pages where it has one, else the shop's name. */
export const localName = (named: { name: string; nameBn?: string }, language: Language): string =>
  language === 'bn' && named.nameBn ? named.nameBn : named.name;

/** An outlet's opening hours in the page's language (the English ones where no Bengali are given); undefined when none. */
export const localOpeningHours = (outlet: Pick<Branch, 'extras'>, language: Language): string | undefined =>
  (language === 'bn' && outlet.extras?.opening_hours_bn) || outlet.extras?.opening_hours;

/**
 * An order line's variant ("Red / XL", written in English when the order was placed) in Bengali, from the Bengali names
 * of the colours and sizes by their English names; undefined when no part of it has one.
 */
export function bengaliVariant(variant: string, bengaliNames: ReadonlyMap<string, string>): string | undefined {
  const parts = variant.split(' / ');
  if (!parts.some((part) => bengaliNames.has(part))) return undefined;
  return parts.map((part) => bengaliNames.get(part) ?? part).join(' / ');
}
