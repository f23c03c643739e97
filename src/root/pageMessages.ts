import { loadChunk } from '../app/chunks';
import type { Language } from '../domain/language';
import type { Catalogue, MessageKey } from '../i18n/catalogue';
import { loadAllMessages, loadCatalogue, type CoreCatalogue } from '../i18n/loadCatalogue';
import { messageArea, type MessageArea } from '../i18n/messageAreas';
import { createTexts, type Texts } from '../i18n/texts';

/**
 * The browser's words as they grow: the core every page has, then each area a page needs (its route names them, and a
 * server-rendered page names those its render used), each loaded once. `texts()` is a new object when the language
 * changes, or when an area arrives that a word on screen was missing from, so the shop renders again with them; an
 * area no word asked for yet joins the words as they are, with no render.
 */
export interface PageMessages {
  texts(): Texts;
  subscribe(listener: () => void): () => void;
  /** Resolves once the areas are in the texts, in the language of the moment. */
  need(areas: readonly MessageArea[]): Promise<void>;
  /** Resolves once the texts speak `language`: its core and every area needed so far (a replayed log's language). */
  speak(language: Language): Promise<void>;
}

type Messages = Partial<Catalogue>;

/**
 * Loads `language`'s core and `areas`, and resolves with the page's messages once they are in. A key of an area no
 * page named (a route that forgot one) loads that area, says so on the console, and the page's words follow.
 */
export async function loadPageMessages(language: Language, areas: readonly MessageArea[]): Promise<PageMessages> {
  const fetched = new Map<string, Promise<unknown>>();
  const fetchOnce = <T>(key: string, load: () => Promise<T>) => {
    if (!fetched.has(key)) fetched.set(key, loadChunk(load));
    return fetched.get(key) as Promise<T>;
  };
  const core = (inLanguage: Language) => fetchOnce<CoreCatalogue>(inLanguage, () => loadCatalogue(inLanguage));
  const area = (inLanguage: Language, name: MessageArea) =>
    fetchOnce(`${inLanguage}-${name}`, async () => (await (await core(inLanguage)).areas[name]()).default);
  const listeners = new Set<() => void>();
  const needed = new Set<MessageArea>(areas);
  /** The areas a word was looked up in before they arrived. */
  const missed = new Set<MessageArea>();
  let speaking = language;
  let shown = new Set<MessageArea>();
  let catalogue: Messages = {};
  let texts: Texts | undefined;

  function missing(key: MessageKey) {
    const area = messageArea(key);
    if (area) missed.add(area);
    if (!area || needed.has(area)) return;
    console.error(`The message ${key} is in the area "${area}", which its page does not name: it is loaded now.`);
    void need([area]);
  }
  /**
   * Brings `areas` into the texts once they are fetched (each once), or, in a language the texts do not speak yet,
   * every area needed so far: a page waits for its own areas only, not for those another asked for. A later call in
   * another language has the last word.
   */
  async function follow(areas: readonly MessageArea[]) {
    const inLanguage = speaking;
    const names = texts?.language === inLanguage ? areas : [...needed];
    const [coreMessages, ...parts] = await Promise.all([
      core(inLanguage).then((module) => module.default),
      ...names.map((name) => area(inLanguage, name)),
    ]);
    if (inLanguage !== speaking) return;
    if (texts?.language !== inLanguage) {
      shown = new Set(names);
      catalogue = Object.assign({}, coreMessages, ...parts) as Messages;
    } else {
      const added = names.flatMap((name, index) => (shown.has(name) ? [] : [{ name, messages: parts[index] }]));
      if (!added.length) return;
      added.forEach(({ name }) => shown.add(name));
      const fresh = added.map(({ messages }) => messages);
      // Nothing on screen says these words yet: they join the texts with no render.
      if (!added.some(({ name }) => missed.has(name))) {
        Object.assign(catalogue, ...fresh);
        return;
      }
      catalogue = Object.assign({}, catalogue, ...fresh) as Messages;
    }
    texts = createTexts(inLanguage, catalogue, missing);
    listeners.forEach((listener) => listener());
  }
  function need(more: readonly MessageArea[]) {
    more.forEach((area) => needed.add(area));
    return follow(more);
  }

  await follow([...needed]);
  return {
    texts: () => texts!,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    need,
    speak: (next) => {
      speaking = next;
      return follow([...needed]);
    },
  };
}

/** Words with every area in from the start (the server's, a test's): another language comes whole. */
export function wholeMessages(first: Texts): PageMessages {
  const listeners = new Set<() => void>();
  let texts = first;
  return {
    texts: () => texts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    need: async () => {},
    speak: async (language) => {
      if (language === texts.language) return;
      const catalogue = await loadChunk(() => loadAllMessages(language));
      texts = createTexts(language, catalogue);
      listeners.forEach((listener) => listener());
    },
  };
}
