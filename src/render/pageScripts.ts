// How a server-rendered page fetches and starts its code: the page chunk beside the entry, and nothing run before
// the browser has painted the server's HTML.
import { scriptJson } from '../root/embeddedState';

const DEFERRED_SCRIPT = /<script defer src="?([^"\s>]+)"?><\/script>/g;

/**
 * The page chunk's style sheets in the head, and its scripts deferred before the entry's: they run first, so the
 * entry finds the page's code already there instead of fetching it after itself.
 */
export function linkPageChunk(template: string, files: readonly string[]): string {
  const styles = files.filter((file) => file.endsWith('.css')).map((file) => `<link rel="stylesheet" href="${file}">`);
  const scripts = files.filter((file) => file.endsWith('.js')).map((file) => `<script defer src="${file}"></script>`);
  return template.replace('</head>', () => `${styles.join('')}</head>`).replace(/<script defer/, (entry) => `${scripts.join('')}${entry}`);
}

/**
 * The template's deferred scripts become low-priority preloads, so they download at once as before, and a small
 * inline script runs them in their order once the page has been painted. Deferred scripts that arrive before the
 * first paint would run before it: a phone would show nothing until the entry had been compiled and started.
 * A page opened in a background tab has no paint to wait for, and starts its scripts at once.
 */
export function runScriptsAfterFirstPaint(template: string, nonce: string): string {
  const sources: string[] = [];
  const preloaded = template.replace(DEFERRED_SCRIPT, (_tag, source: string) => {
    sources.push(source);
    return `<link rel="preload" as="script" href="${source}" fetchpriority="low">`;
  });
  if (sources.length === 0) return template;
  const start =
    `function s(){${scriptJson(sources)}.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}` +
    `document.visibilityState==="hidden"?s():requestAnimationFrame(function(){setTimeout(s)})`;
  return preloaded.replace('</body>', () => `<script nonce="${nonce}">${start}</script></body>`);
}
