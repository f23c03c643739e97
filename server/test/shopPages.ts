// What the tests of codings and shared caches serve and send: a renderer whose pages any cache may keep, and the
// Accept-Encoding spellings a client may send (bench/abuse.ts sends them too).

/** A renderer as the server loads it (dist-server/render.js): a page of a few KiB, complete, that any cache may keep. */
export const PAGE_RENDERER = `
exports.renderPage = async ({ url }) => ({
  status: 200,
  html: '<!doctype html><title>Metal Merch</title><p>' + new URL(url).pathname + '</p>' + '<p>Iron Maiden tee, black, XL</p>'.repeat(150),
  private: false,
  complete: true,
});`;

/** Accept-Encoding as clients and attackers spell it; undefined is no header at all. */
export const ACCEPT_ENCODING_SPELLINGS = [
  undefined,
  '',
  'gzip, *',
  '*',
  'br;q=0',
  'identity',
  'gzip, deflate',
  'gzip, deflate, br',
  'br',
  'BR;Q=0.5',
  'gzip;q=0, br',
  'br;q=0.000, gzip;q=0.',
  'br;level=1;q=0, gzip',
  'br, br;q=0',
  '*;q=0, gzip',
  'x-gzip, compress, zstd',
  'deflate',
  'unknown-coding',
  ' gzip ;q=1',
  'gzip;q=abc',
] as const;
