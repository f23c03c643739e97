// The server entry (dist-server/render.js): renders one page of the shop with its data, for the Node server.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter, type RouteObject } from 'react-router-dom';
import type { ShopConfig } from '../app/config';
import { scriptJson, STATE_ELEMENT_ID, toEmbeddedState } from '../root/embeddedState';
import { createRoutes } from '../root/routes';
import { PERSISTENCE_CHUNK } from '../root/lateSagas';
import ShopRoutes from '../layout/ShopRoutes';
import { routeHandleOf } from '../layout/routeHandle';
import ShopProviders from '../root/ShopProviders';
import type { PageRoute } from '../pages/pageRoute';
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from '../pages/pageRoutes';
import { BUYING_PATH_CHUNKS } from '../app/idlePrefetch';
import { languageBase, pathLanguage } from '../domain/language';
import { loadAllMessages, messageAreaChunk } from '../i18n/loadCatalogue';
import { PAGE_AREAS_ATTRIBUTE, writePageAreas, type MessageArea } from '../i18n/messageAreas';
import { wholeMessages } from '../root/pageMessages';
import { createTexts } from '../i18n/texts';
import { notingAreas } from './pageAreas';
import { routePrefetch } from './prefetch';
import { loadPageData } from './loadPageData';
import { inLanguage, pageHead, pageHeadHtml } from './pageHead';
import { preloadFonts } from './pageFonts';
import { inlineConfig, linkPageStyles, listNextFiles, runScriptsAfterFirstPaint } from './pageScripts';
import { keepTapsUntilHydrated } from './tapKeeper';

export interface PageRequest {
  /** The page's address as the shopper asked for it, e.g. http://localhost:8080/details?id=… */
  url: string;
  /** dist/index.html, as the client build wrote it. */
  template: string;
  /** dist/chunks.json: each page chunk's scripts and style sheets, as the client build wrote it. */
  chunkFiles: Record<string, string[]>;
  /** What the browser reads from /config.js. */
  config: ShopConfig;
  /** Where the server's own API calls go: the API host, as this machine reaches it. */
  apiBaseUrl: string;
  /** The longest the page's data may take; past it the page is sent with its skeletons and the browser loads the rest. */
  timeoutMs: number;
  /** The shop's public origin, for the canonical and shared addresses of its pages. */
  siteOrigin: string;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The page shows the shopper's own data: the server sends it `private, no-store`. */
  private: boolean;
  /** Every part of the page was rendered with its data, in time: it shows the data as it was, and may be kept. */
  complete: boolean;
}

/** The route of the page the address opens (its module is the route's handle); the not-found page when none reads it. */
const pageRouteOf = (routes: RouteObject[], url: URL, basename: string): PageRoute =>
  (routeHandleOf(routes, url.pathname, basename) as PageRoute | undefined) ?? NOT_FOUND_ROUTE;

/**
 * React's HTML for the page once every lazy part is in. Past the bound React stops and the browser renders the rest
 * (`complete` false); so does a part that throws.
 */
function renderHtml(element: React.ReactElement, timeoutMs: number): Promise<{ html: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let complete = true;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve({ html, complete }));
    const stream = renderToPipeableStream(element, {
      // Every finished part goes inline, where it is read without script; React would otherwise move large parts
      // (a whole page) out of the shell and reveal them with script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(bound);
        stream.pipe(sink);
      },
      onShellError: reject,
      // A part that throws is left to the browser to render; the server log says which and why.
      onError: (error) => {
        complete = false;
        console.error('Server render: a part of the page is left to the browser:', error);
      },
    });
    const bound = setTimeout(() => {
      complete = false;
      stream.abort();
    }, timeoutMs);
  });
}

const { routes, loadPages } = createRoutes();

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  // One bound for the whole page: the wait for its data and the render after it share it.
  const deadline = Date.now() + request.timeoutMs;
  const url = new URL(request.url);
  const { language } = pathLanguage(url.pathname);
  const basename = languageBase(language) || '/';
  // The page's chunk is in before the render, so React renders it at once, as the browser will before it hydrates.
  await loadPages(url.pathname, basename);

  const route = pageRouteOf(routes, url, basename);
  const prefetch = routePrefetch(route);
  const { store, complete: loaded } = await loadPageData({
    prefetch,
    params: url.searchParams,
    config: request.config,
    apiBaseUrl: request.apiBaseUrl,
    timeoutMs: Math.max(0, deadline - Date.now()),
    language,
  });
  const state = store.getState();
  const texts = createTexts(language, await loadAllMessages(language));
  const areas = new Set<MessageArea>(route.messages);

  const head = inLanguage(await pageHead(route, { state, config: request.config, siteOrigin: request.siteOrigin, texts }), language);
  const { html, complete: rendered } = await renderHtml(
    <ShopProviders store={store} config={request.config} messages={wholeMessages(notingAreas(texts, areas))}>
      <StaticRouter basename={basename} location={`${url.pathname}${url.search}`}>
        <ShopRoutes routes={routes} />
      </StaticRouter>
    </ShopProviders>,
    Math.max(0, deadline - Date.now()),
  );

  // Replacer functions, so a `$&` in a product's text is not read as a replacement pattern.
  // The page's language's messages come first, the areas its words are in with them: the browser needs them before it
  // can render anything; the stored cart's return (a chunk of its own) comes with a page drawn from it, and elsewhere
  // after the sagas and the page's own (index.tsx).
  const messageChunks = [`messages-${language}`, ...[...areas].map((area) => messageAreaChunk(language, area))];
  const pageChunks = [...messageChunks, ...(route.storedCart ? [PERSISTENCE_CHUNK] : []), route.chunk];
  const pageFiles = [...new Set(pageChunks.flatMap((chunk) => request.chunkFiles[chunk] ?? []))];
  const root = areas.size > 0 ? `<div id="root" ${PAGE_AREAS_ATTRIBUTE}="${writePageAreas(areas)}">` : '<div id="root">';
  const template = keepTapsUntilHydrated(
    inlineConfig(linkPageStyles(preloadFonts(request.template, language, request.chunkFiles), pageFiles), request.config),
  );
  const buyingPathMessages = new Set(
    PAGE_ROUTES.filter((page) => BUYING_PATH_CHUNKS.includes(page.chunk)).flatMap((page) => [
      ...(page.messages ?? []),
      ...(page.laterMessages ?? []),
    ]),
  );
  const nextMessages = [...buyingPathMessages].map((area) => messageAreaChunk(language, area));
  const page = listNextFiles(runScriptsAfterFirstPaint(template, pageFiles), request.chunkFiles, pageFiles, nextMessages)
    .replace(/<html lang="?en"?/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>|<meta name="?description"?[^>]*>/g, '')
    .replace('</head>', () => `${pageHeadHtml(head)}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () => `${root}${html}</div><script id="${STATE_ELEMENT_ID}" type="application/json">${scriptJson(toEmbeddedState(state))}</script>`,
    );
  return { status: prefetch.status(url.searchParams, state), html: page, private: !!route.private, complete: loaded && rendered };
}
