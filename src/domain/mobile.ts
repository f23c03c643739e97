import { asciiDigits } from './digits';

/** Spec §5: 01, then 1 or 3–9, then 8 digits; the local form is 11 characters. */
const LOCAL_MOBILE = /^01[13-9]\d{8}$/;
const COUNTRY_PREFIX = /^(?:\+88|0088|88)(?=01)/;

/** Bengali digits as ASCII; drops spaces and dashes and reduces a +88, 88 or 0088 country prefix to the local 01… form. */
export function normalizeMobile(raw: string): string {
  return asciiDigits(raw).replace(/[\s-]/g, '').replace(COUNTRY_PREFIX, '');
}

export function isValidMobile(mobile: string): boolean {
  return mobile.length <= 11 && LOCAL_MOBILE.test(mobile);
}
