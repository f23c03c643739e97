/** @jest-environment jsdom */
import { preloadMissingFaces } from './pageFonts';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.href,
    link.as,
    link.hasAttribute('crossorigin'),
  ]);
const faces: [string, string][] = [
  ['/assets/bn-400.woff2', "local('Noto Sans Bengali'), local('NotoSansBengali-Regular')"],
  ['/assets/bn-700.woff2', "local('Noto Sans Bengali Bold'), local('NotoSansBengali-Bold')"],
];
const flush = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { FontFace?: unknown }).FontFace;
});

/** A device whose own fonts are `installed`, as FontFace finds local() sources. */
function deviceWith(installed: string[]) {
  (window as { FontFace?: unknown }).FontFace = class {
    constructor(
      _family: string,
      private readonly source: string,
    ) {}
    load() {
      return installed.some((name) => this.source.includes(`local('${name}')`))
        ? Promise.resolve(this)
        : Promise.reject(new Error('NetworkError'));
    }
  };
}

it('preloads nothing on a device with its own copy of each face', async () => {
  deviceWith(['NotoSansBengali-Regular', 'Noto Sans Bengali Bold']);
  preloadMissingFaces(document, faces);
  await flush();
  expect(preloaded()).toEqual([]);
});

it('preloads the file of each face the device lacks, as a font fetched anonymously', async () => {
  deviceWith(['Noto Sans Bengali']);
  preloadMissingFaces(document, faces);
  await flush();
  expect(preloaded()).toEqual([['http://localhost/assets/bn-700.woff2', 'font', true]]);
});

it('preloads every file where the browser cannot ask (no FontFace)', () => {
  preloadMissingFaces(document, faces);
  expect(preloaded().map(([href]) => href)).toEqual(['http://localhost/assets/bn-400.woff2', 'http://localhost/assets/bn-700.woff2']);
});

it('refers to nothing outside itself, as the page runs it from its source', async () => {
  deviceWith([]);
  new Function('document', `(${preloadMissingFaces.toString()})(document, ${JSON.stringify(faces)})`)(document);
  await flush();
  expect(preloaded()).toHaveLength(2);
});
