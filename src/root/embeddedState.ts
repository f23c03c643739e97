import type { RootState } from './rootReducer';

/** The element of a server-rendered page that carries the store's state for the browser to start from. */
export const STATE_ELEMENT_ID = 'shop-state';

/**
 * The cart and the account are the browser's own (the cart comes back from storage through redux-persist, the session
 * is checked with the stored token), so a page never carries them: a `_persist` mark in the starting state would even
 * stop redux-persist from reading storage at all.
 */
export type EmbeddedState = Omit<RootState, 'cart' | 'account'>;

export function toEmbeddedState({ cart: _cart, account: _account, ...state }: RootState): EmbeddedState {
  return state;
}

/**
 * JSON for a `<script>` element of data (the state, JSON-LD). Every `<` is escaped, so no text in the data (a product
 * title, a news body) can close the element (`</script>`) or open a comment (`<!--`); `>` and `&` are escaped too,
 * and the line separators JavaScript once refused. JSON.parse reads the escapes back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The state a server-rendered page carries, or undefined on a page the server did not render (static hosting). */
export function readEmbeddedState(doc: Document): EmbeddedState | undefined {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as EmbeddedState;
  } catch {
    return undefined;
  }
}
