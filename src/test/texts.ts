import bengali from '../i18n/catalogues/bn';
import english from '../i18n/catalogues/en';
import { createTexts } from '../i18n/texts';

/** The shop's words as a page in each language has them. */
export const englishTexts = createTexts('en', english);
export const bengaliTexts = createTexts('bn', bengali);
