// Product pictures drawn as PNG: a few at a time under their queue, kept by the picture (item, number, width) within
// their slice of the page memory bound, and never drawn again for another spelling of the same address.
import type { Item } from '@domain/types';
import { PngPictures } from '../src/images/raster';
import { search, startTestServer, type TestServer } from './helpers';

// Counts the drawings resvg does, and how many at once.
const mockDrawing = { now: 0, most: 0, total: 0 };
jest.mock('@resvg/resvg-js', () => {
  const actual = jest.requireActual<typeof import('@resvg/resvg-js')>('@resvg/resvg-js');
  return {
    ...actual,
    renderAsync: async (...args: Parameters<typeof actual.renderAsync>) => {
      mockDrawing.now++;
      mockDrawing.total++;
      mockDrawing.most = Math.max(mockDrawing.most, mockDrawing.now);
      try {
        return await actual.renderAsync(...args);
      } finally {
        mockDrawing.now--;
      }
    },
  };
});

const DRAWN_AT_ONCE = 2;
let server: TestServer;
let items: Item[];
beforeAll(async () => {
  server = await startTestServer({ pictureDrawing: { running: DRAWN_AT_ONCE, waiting: 64 } });
  items = (await search(server.app, { size: 32 })).body.list;
});
afterAll(() => server.close());

const get = (url: string, remoteAddress?: string) => server.app.inject({ method: 'GET', url, ...(remoteAddress && { remoteAddress }) });
const pngOf = (item: Item, width = 400) => `${item.images[0].replace(/\.svg$/, '.png')}?w=${width}`;

test('32 pictures asked at once are drawn at most two at a time, each once, and then kept', async () => {
  expect(items).toHaveLength(32);
  mockDrawing.most = 0;
  const before = mockDrawing.total;
  const answers = await Promise.all(items.map((item) => get(pngOf(item))));
  expect(answers.map((answer) => answer.statusCode)).toEqual(items.map(() => 200));
  expect(answers.every((answer) => answer.headers['content-type'] === 'image/png')).toBe(true);
  expect(mockDrawing.total - before).toBe(32);
  expect(mockDrawing.most).toBe(DRAWN_AT_ONCE);
  // Asked again, all at once: every one is the kept copy.
  const again = await Promise.all(items.map((item) => get(pngOf(item))));
  expect(again.map((answer) => answer.rawPayload.equals(answers[0].rawPayload))).toEqual(items.map((_, n) => n === 0));
  expect(mockDrawing.total - before).toBe(32);
});

test('another spelling of a picture’s address is a redirect to it or a 404, never a new drawing', async () => {
  const address = pngOf(items[0], 800);
  const [path] = address.split('?');
  // Every letter of the path but its leading slash escaped in turn, as %4D and as %4d; and the other tricks.
  const escaped = [...path].slice(1).flatMap((letter, k) => {
    const n = k + 1;
    const hex = letter.charCodeAt(0).toString(16).toUpperCase();
    return [`%${hex}`, `%${hex.toLowerCase()}`].map((escape) => `${path.slice(0, n)}${escape}${path.slice(n + 1)}?w=800`);
  });
  const tricks = [
    `${address}&x=1`,
    `${address}&`,
    `${path}?w=800&w=800`,
    `${path}?x=1&w=800`,
    path.replace('/images/', '/images//'),
    path.replace('/items/', '//items/'),
    `/${path}?w=800`,
    path.replace(items[0].code, items[0].code.toLowerCase()) + '?w=800',
    path.replace('.png', '.PNG') + '?w=800',
    path.replace('/images/', '/IMAGES/') + '?w=800',
    `${path}/?w=800`,
    path.replace('/1.png', '/01.png') + '?w=800',
  ];
  const before = mockDrawing.total;
  for (const variant of [...escaped, ...tricks]) {
    const answer = await get(variant);
    // A redirect goes to the picture's one address, or the variant names no picture at all.
    // A redirect goes to the picture's one address; else the variant names no picture (a page of the shop, say).
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.headers['content-type']).not.toBe('image/png');
    if (answer.statusCode === 301) expect(answer.headers.location).toBe(address);
    else if (variant.startsWith('/images/')) expect([400, 404]).toContain(answer.statusCode);
  }
  expect(mockDrawing.total).toBe(before);
  // The address itself is drawn once.
  expect((await get(address)).statusCode).toBe(200);
  expect(mockDrawing.total).toBe(before + 1);
});

test('a full line of drawings answers 503 with Retry-After in the shop’s words; a refused picture is drawn when asked again', async () => {
  const busy = await startTestServer({ pictureDrawing: { running: 1, waiting: 1 } });
  try {
    const answers = await Promise.all(items.slice(0, 8).map((item) => busy.app.inject({ method: 'GET', url: pngOf(item) })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.statusCode === 503)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.json()).toEqual({ error: 'The shop is busy right now. Please try again in a few seconds.', busy: true });
    }
    expect(statuses.filter((status) => status === 503)).toHaveLength(6);
    // Refused pictures were neither kept nor left in the line: asked again, they are drawn.
    expect((await busy.app.inject({ method: 'GET', url: pngOf(items[7]) })).statusCode).toBe(200);
  } finally {
    await busy.close();
  }
});

test('pictures one address has drawn are limited per minute; kept ones are free and other addresses unaffected', async () => {
  const limited = await startTestServer({ pictureDrawsPerMinute: 3 });
  try {
    const at = (url: string, address: string) => limited.app.inject({ method: 'GET', url, remoteAddress: address });
    for (const item of items.slice(0, 3)) expect((await at(pngOf(item), '10.1.0.1')).statusCode).toBe(200);
    const refused = await at(pngOf(items[3]), '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await at(pngOf(items[0]), '10.1.0.1')).statusCode).toBe(200);
    expect((await at(pngOf(items[3]), '10.1.0.2')).statusCode).toBe(200);
  } finally {
    await limited.close();
  }
});

describe('PngPictures', () => {
  const svg = (n: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#${String(n).padStart(6, '0')}"/><text x="20" y="300" font-size="80">${'#'.repeat(n % 9)}</text></svg>`;

  test('keeps its pictures within its byte bound, the least recently used out first', async () => {
    const maxBytes = 20_000;
    const pictures = new PngPictures({ drawing: { running: 2, waiting: 100 }, maxBytes });
    const sizes: number[] = [];
    for (let n = 0; n < 40; n++) {
      sizes.push((await pictures.draw(`p${n}`, svg(n), 400)).length + `p${n}`.length);
      expect(pictures.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(sizes.reduce((sum, size) => sum + size)).toBeGreaterThan(2 * maxBytes);
    expect(pictures.ready('p0')).toBeUndefined();
    expect(pictures.ready('p39')).toBeDefined();
  });

  test('a picture larger than the whole bound is drawn and sent, never kept', async () => {
    const pictures = new PngPictures({ drawing: { running: 1, waiting: 1 }, maxBytes: 10 });
    expect((await pictures.draw('big', svg(1), 400)).length).toBeGreaterThan(10);
    expect(pictures.ready('big')).toBeUndefined();
    expect(pictures.bytes).toBe(0);
  });
});
