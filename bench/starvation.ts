// `npm run bench:starvation`: does slow work starve the shop? Starts the server on loopback (a new SQLite file,
// production settings) and measures the shop's compressed search (brotli, then gzip: the compression runs in libuv's
// threads) alone, then while waves of 48 sign-ins at once (48 loopback addresses each, the server trusting no
// header: the socket's own address) and 32 product pictures never drawn before (each at once, a new address each)
// hold the hashing and drawing threads. Prints the search's p50/p99 alone and under the waves, and what the sign-ins
// and pictures were answered. Goal: p99 ≤ 500 ms under the waves. Exits 1 when it is missed or a request fails.
// BENCH_FROM=<a checkout> runs that checkout's server instead (a worktree of another commit, node_modules linked);
// HASH_* and PICTURE_* in the environment reach the server (e.g. very large, to see the shop without its queues).
import http from 'node:http';
import zlib from 'node:zlib';
import type { Item } from '../src/domain/types';
import { runBench, startSqliteServer } from './localServer';

const ITEMS = 300;
const WAVES = Number(process.env.BENCH_WAVES ?? 4);
const SIGN_INS = 48;
const PICTURES = 32;
/** Clients searching side by side throughout the waves. */
const SEARCHERS = 4;
const GOAL_P99_MS = 500;
const API_KEY = 'bench-key';
const SHOP_SEARCH = '/api/search/indices/outlet-stock/search';
/** What the shop sends for a page of the shop under Recommended (domain/searchPayload's buildShopSearch). */
const SEARCH_BODY = JSON.stringify({
  page: 1,
  size: 20,
  status: 'ACTIVE',
  nonZeroStockOnly: true,
  sortField: 'featured',
  sortType: 'DESCENDING',
  filters: [],
  ranges: [],
});

interface Answer {
  status: number;
  ms: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  base: URL,
  method: string,
  path: string,
  options: { body?: string; from?: string; headers?: Record<string, string> } = {},
) {
  const started = performance.now();
  const body = options.body ?? '';
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        localAddress: options.from,
        // A connection each: a busy socket of another request never delays this one.
        agent: false,
        headers: {
          'x-api-key': API_KEY,
          ...(body && { 'content-type': 'application/json' }),
          'content-length': String(Buffer.byteLength(body)),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN, count: sorted.length };
};
const statuses = (answers: Answer[]) =>
  [...answers.reduce((counts, a) => counts.set(a.status, (counts.get(a.status) ?? 0) + 1), new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

let addresses = 0;
/** A loopback address no other request of the bench uses (127.1.0.1 on): no client's limit or lock reaches another. */
const newAddress = () => `127.1.${Math.floor(addresses / 250)}.${1 + (addresses++ % 250)}`;

runBench(async (defer) => {
  const from = process.env.BENCH_FROM;
  const server = await startSqliteServer(defer, ITEMS, () => ({ API_KEY, SSR: 'off' }), from);
  const base = new URL(server.url);

  /** One compressed search, its body checked: compressed as asked, and a list of items once unpacked. */
  const search = async (encoding: 'br' | 'gzip') => {
    const answer = await request(base, 'POST', SHOP_SEARCH, { body: SEARCH_BODY, headers: { 'accept-encoding': encoding } });
    if (answer.status !== 200) throw new Error(`a search answered ${answer.status}: ${answer.body.toString()}`);
    if (answer.headers['content-encoding'] !== encoding)
      throw new Error(`a search asked ${encoding} and got ${answer.headers['content-encoding']}`);
    const json = (encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : zlib.gunzipSync(answer.body)).toString();
    if (!Array.isArray((JSON.parse(json) as { list?: unknown }).list)) throw new Error('a search answered no list');
    return answer.ms;
  };
  /** Searches one after another by each of SEARCHERS clients until `done` resolves; their times. */
  const searchUntil = async (done: Promise<unknown>) => {
    let over = false;
    void done.finally(() => (over = true));
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: SEARCHERS }, async (_, k) => {
        for (let n = 0; !over; n++) times.push(await search((k + n) % 2 ? 'gzip' : 'br'));
      }),
    );
    return times;
  };

  // Pictures no one has asked for: every picture of every item, at each width, in a fixed order.
  const items: Item[] = [];
  for (let page = 1; items.length < ITEMS; page++) {
    const answer = await request(base, 'POST', '/api/v2/items/search', { body: JSON.stringify({ page, size: 100 }) });
    const list = (JSON.parse(answer.body.toString()) as { list: Item[] }).list;
    if (!list.length) break;
    items.push(...list);
  }
  const pictures = items.flatMap((item) =>
    item.images.flatMap((image) => [400, 800, 1200].map((width) => `${image.replace(/\.svg$/, '.png')}?w=${width}`)),
  );
  if (pictures.length < WAVES * PICTURES) throw new Error(`only ${pictures.length} pictures to draw`);

  for (let n = 0; n < 20; n++) await search(n % 2 ? 'gzip' : 'br');
  const alone = summary(await searchUntil(new Promise((resolve) => setTimeout(resolve, 5000))));

  const signIns: Answer[] = [];
  const drawn: Answer[] = [];
  const waves = (async () => {
    for (let wave = 0; wave < WAVES; wave++) {
      const answers = await Promise.all([
        ...Array.from({ length: SIGN_INS }, (_, k) =>
          request(base, 'POST', '/api/sessions', {
            body: JSON.stringify({ mobile: `0193${String(wave * SIGN_INS + k).padStart(7, '0')}`, password: 'a wrong password' }),
            from: newAddress(),
          }).then((answer) => signIns.push(answer)),
        ),
        ...pictures
          .slice(wave * PICTURES, (wave + 1) * PICTURES)
          .map((url) => request(base, 'GET', url, { from: newAddress() }).then((answer) => drawn.push(answer))),
      ]);
      if (answers.length !== SIGN_INS + PICTURES) throw new Error('a wave lost a request');
    }
  })();
  const loaded = summary(await searchUntil(waves));
  await waves;

  const line = (name: string, s: ReturnType<typeof summary>) =>
    `${name.padEnd(44)} ${String(s.count).padStart(5)}   p50 ${s.p50.toFixed(1).padStart(7)} ms   p99 ${s.p99.toFixed(1).padStart(8)} ms   max ${s.max.toFixed(1).padStart(8)} ms`;
  console.log(`\nCompressed shop searches (brotli and gzip, ${SEARCHERS} clients)${from ? ` on ${from}` : ''}:`);
  console.log(line('alone, 5 s', alone));
  console.log(line(`under ${WAVES} waves of ${SIGN_INS} sign-ins + ${PICTURES} pictures`, loaded));
  const slowest = (answers: Answer[], status: number) =>
    Math.max(0, ...answers.filter((a) => a.status === status).map((a) => a.ms)).toFixed(0);
  console.log(`sign-ins: ${statuses(signIns)} (slowest 401 ${slowest(signIns, 401)} ms, slowest 503 ${slowest(signIns, 503)} ms)`);
  console.log(`pictures: ${statuses(drawn)} (slowest 200 ${slowest(drawn, 200)} ms)`);
  const failed = [...signIns, ...drawn].filter((answer) => answer.status >= 500 && answer.status !== 503);
  const met = loaded.p99 <= GOAL_P99_MS;
  console.log(`goal: p99 ≤ ${GOAL_P99_MS} ms under the waves: ${met ? 'met' : 'MISSED'} (${loaded.p99.toFixed(1)} ms)`);
  if (failed.length) console.log(`FAIL: ${failed.length} answers of 5xx other than 503: ${statuses(failed)}`);
  if (!met || failed.length) process.exitCode = 1;
});
