declare const __webpack_hash__: string | undefined;

/** Which build of the shop this page runs (webpack's hash of it), as a problem report names it. */
export const BUILD_ID = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'development';
