import type { Language } from '../domain/language';
import type { Catalogue } from './catalogue';

/**
 * A language's messages, each language its own chunk: a page loads only its own language's words. A server-rendered
 * page names its language's chunk beside the entry, so this resolves without waiting for the network.
 */
export const loadCatalogue = async (language: Language): Promise<Catalogue> =>
  language === 'bn'
    ? (await import(/* webpackChunkName: "messages-bn" */ './catalogues/bn')).default
    : (await import(/* webpackChunkName: "messages-en" */ './catalogues/en')).default;
