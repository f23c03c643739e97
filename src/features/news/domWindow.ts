/**
 * The window DOMPurify parses article HTML in: the page's own. The server build swaps this module for
 * src/render/serverWindow.ts (webpack.config.ts), which gives it one from jsdom, so both sanitise alike.
 */
export const domWindow = (): Window & typeof globalThis => window;
