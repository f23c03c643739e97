import { JSDOM } from 'jsdom';

let jsdomWindow: Window & typeof globalThis;

/** Stands in for src/features/news/domWindow.ts in the server build: a DOM for DOMPurify to sanitise in. */
export const domWindow = (): Window & typeof globalThis => {
  jsdomWindow ??= new JSDOM('').window as unknown as Window & typeof globalThis;
  return jsdomWindow;
};
