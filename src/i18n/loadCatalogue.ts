import type { Language } from '../domain/language';
import type { Catalogue } from './catalogue';
import { MESSAGE_AREAS, type MessageArea } from './messageAreas';

/** A language's core messages, and the loaders of its areas' (catalogues/enCore.ts). */
export type CoreCatalogue = typeof import('./catalogues/enCore');

/**
 * A language's core messages, each language its own chunk: a page loads only its own language's words. A
 * server-rendered page names its language's chunk beside the entry, so this resolves without waiting for the network.
 */
export const loadCatalogue = (language: Language): Promise<CoreCatalogue> =>
  language === 'bn'
    ? import(/* webpackChunkName: "messages-bn" */ './catalogues/bnCore')
    : import(/* webpackChunkName: "messages-en" */ './catalogues/enCore');

/** The chunk of an area's messages in a language (the server's page names it beside the entry). */
export const messageAreaChunk = (language: Language, area: MessageArea) => `messages-${language}-${area}`;

/** The core and every area a browser may load: the server renders any page with them. */
export async function loadAllMessages(language: Language): Promise<Catalogue> {
  const core = await loadCatalogue(language);
  const areas = await Promise.all(MESSAGE_AREAS.map(async (area) => (await core.areas[area]()).default));
  return Object.assign({}, core.default, ...areas) as Catalogue;
}
