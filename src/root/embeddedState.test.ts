/** @jest-environment jsdom */
import { readEmbeddedState, scriptJson, STATE_ELEMENT_ID, toEmbeddedState, type EmbeddedState } from './embeddedState';
import type { RootState } from './rootReducer';

const hostile = '</script><script>alert(1)</script><!-- & \u2028 \u2029 >';
const state = { news: { title: hostile } } as unknown as EmbeddedState;

describe('the state a server-rendered page carries', () => {
  it('cannot close its script element or open a comment, whatever the data says', () => {
    const json = scriptJson(state);
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(state);
  });

  it('reads back from the page exactly as it was written', () => {
    document.body.innerHTML = `<div id="root"></div><script id="${STATE_ELEMENT_ID}" type="application/json">${scriptJson(state)}</script>`;
    expect(readEmbeddedState(document)).toEqual(state);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('is absent from a page the server did not render, and a broken one reads as absent', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readEmbeddedState(document)).toBeUndefined();
    document.body.innerHTML = `<script id="${STATE_ELEMENT_ID}" type="application/json">{"news":</script>`;
    expect(readEmbeddedState(document)).toBeUndefined();
  });

  it('leaves out the cart and the account, which are the browser’s own (storage, and a session it checks)', () => {
    const full = {
      cart: { items: [], _persist: { version: -1, rehydrated: true } },
      account: { session: 'signedIn', customer: { mobile: '01712345678' } },
      news: {},
    } as unknown as RootState;
    expect(toEmbeddedState(full)).toEqual({ news: {} });
  });
});
