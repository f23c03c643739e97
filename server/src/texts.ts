// The storefront's words on the server. The API's error texts are for developers and the action log (the shop shows
// its own words): English, from the storefront's English catalogue, so the two never drift apart. The pages the server
// draws itself (the payment sandbox) speak the shopper's language.
import type { Language } from '@domain/language';
import bengali from '../../src/i18n/catalogues/bn';
import english from '../../src/i18n/catalogues/en';
import { createTexts, type Texts } from '../../src/i18n/texts';

export const englishTexts = createTexts('en', english);
const bengaliTexts = createTexts('bn', bengali);

export const textsIn = (language: Language): Texts => (language === 'bn' ? bengaliTexts : englishTexts);
