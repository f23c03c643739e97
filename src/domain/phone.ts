import { isValidMobile, normalizeMobile } from './mobile';

export interface PhoneLink {
  /** A tel: address that dials from anywhere. */
  href: string;
  /** The number as it is written in Bangladesh. */
  text: string;
}

/**
 * A phone number as a tel: link and as Bangladesh writes it. A mobile number, in any of its forms (01…, +880…, 880…,
 * with spaces or dashes), reads +880 1XXX-XXXXXX and dials +8801XXXXXXXXX; any other number (a landline) keeps its
 * own spelling and dials its digits.
 */
export function phoneLink(raw: string): PhoneLink {
  const local = normalizeMobile(raw);
  if (isValidMobile(local)) return { href: `tel:+88${local}`, text: `+880 ${local.slice(1, 5)}-${local.slice(5)}` };
  return { href: `tel:${raw.replace(/[^\d+]/g, '')}`, text: raw.trim() };
}
