// How a server-rendered page gets its configuration and code: nothing runs, and only the entry is fetched, before
// the browser has shown the server's HTML.
import type { ShopConfig } from '../app/config';
import { BUYING_PATH_CHUNKS, NEXT_FILES_ELEMENT_ID } from '../app/idlePrefetch';
import { scriptJson } from '../root/embeddedState';

const DEFERRED_SCRIPT = /<script defer src="?([^"\s>]+)"?><\/script>/g;
const CONFIG_SCRIPT = /<script defer src="?\/config\.js"?><\/script>/;
/** The longest the scripts wait for a first contentful paint that the browser never reports. */
export const PAINT_WAIT_MS = 3000;

/** The page chunk's style sheets in the head, so the page paints with them. */
export function linkPageStyles(template: string, files: readonly string[]): string {
  const styles = files.filter((file) => file.endsWith('.css')).map((file) => `<link rel="stylesheet" href="${file}">`);
  return template.replace('</head>', () => `${styles.join('')}</head>`);
}

/** The configuration /config.js would set, inline: the server has it at hand, and the browser is spared a request. */
export function inlineConfig(template: string, config: ShopConfig): string {
  return template.replace(CONFIG_SCRIPT, () => `<script>window.SHOP_CONFIG=${scriptJson(config)}</script>`);
}

/**
 * The template's deferred scripts (the entry) become low-priority preloads, so they download at once. A small inline
 * script starts the page chunk's scripts, then the entry's, in that order, once the browser reports the page's first
 * contentful paint: deferred scripts that arrived before it would run before it, and a phone would show nothing
 * until the entry had been compiled and started. The page chunk is requested only then, so on a slow link the
 * page's style sheets and largest picture do not share the bandwidth with it. Where paint timing is missing, the
 * scripts start after the first frame; a page in a background tab, which paints nothing, starts them at once, and
 * one whose paint is never reported starts them after PAINT_WAIT_MS.
 */
export function runScriptsAfterFirstPaint(template: string, pageScripts: readonly string[]): string {
  const sources = pageScripts.filter((file) => file.endsWith('.js'));
  const preloaded = template.replace(DEFERRED_SCRIPT, (_tag, source: string) => {
    sources.push(source);
    return `<link rel="preload" as="script" href="${source}" fetchpriority="low">`;
  });
  if (sources.length === 0) return template;
  const start =
    `var d=0;function s(){if(d)return;d=1;${scriptJson(sources)}.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}` +
    `var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(document.visibilityState==="hidden")s();` +
    `else if(t.indexOf("paint")<0)requestAnimationFrame(function(){setTimeout(s)});` +
    `else{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(s)}).observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",s);setTimeout(s,${PAINT_WAIT_MS})}`;
  return preloaded.replace('</body>', () => `<script>${start}</script></body>`);
}

/**
 * The buying path's scripts and style sheets that this page does not load, by chunk, for the browser to prefetch once
 * idle, and for a tap kept on a control that opens one of them to fetch at once; `messageChunks`, the chunks of the
 * words its pages need beyond the core (the checkout's, in the page's language), are listed with them.
 */
export function listNextFiles(
  template: string,
  chunkFiles: Record<string, string[]>,
  pageFiles: readonly string[],
  messageChunks: readonly string[] = [],
): string {
  const chunks = [...BUYING_PATH_CHUNKS, ...messageChunks].map(
    (chunk) => [chunk, (chunkFiles[chunk] ?? []).filter((file) => !pageFiles.includes(file))] as const,
  );
  const listed = Object.fromEntries(chunks.filter(([, files]) => files.length > 0));
  if (!Object.keys(listed).length) return template;
  return template.replace(
    '</body>',
    () => `<script id="${NEXT_FILES_ELEMENT_ID}" type="application/json">${scriptJson(listed)}</script></body>`,
  );
}
