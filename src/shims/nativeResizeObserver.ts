// react-slick bundles a ResizeObserver polyfill (about 3 KiB gzip) that every browser the shop serves no longer needs;
// the build points it here, to the browser's own.
export default globalThis.ResizeObserver;
