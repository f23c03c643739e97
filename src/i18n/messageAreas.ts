// The shop's messages come in areas (src/i18n/messages/<language>/<area>.json, each key named under its area). Every
// page loads the core; the areas below only the pages whose words are in them, each area a chunk of its own per language.

/** The areas a page loads only when it shows their words: a product page has no use for the checkout's 99 messages. */
export const MESSAGE_AREAS = ['checkout', 'account', 'orders', 'info'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** The texts the server alone sends (orderTexts: the order's SMS): in no browser's catalogue. */
export const SERVER_ONLY_AREAS = ['orderTexts'] as const;

/** The area a key is in, when it is one a page loads when it needs it; undefined for a key of the core. */
export function messageArea(key: string): MessageArea | undefined {
  const area = key.slice(0, key.indexOf('.'));
  return MESSAGE_AREAS.find((each) => each === area);
}

/** The attribute of a server-rendered page's root element that names the areas its render used (render/index.tsx). */
export const PAGE_AREAS_ATTRIBUTE = 'data-messages';

export const writePageAreas = (areas: Iterable<MessageArea>) => [...areas].sort().join(' ');

/** The areas a page's root element names; a name that is no area is left out. */
export const readPageAreas = (value: string | null | undefined): MessageArea[] =>
  (value ?? '').split(' ').flatMap((name) => MESSAGE_AREAS.filter((area) => area === name));
