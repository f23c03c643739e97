// `npm run bench:search`: seeds 20,000 items and measures the shop's text search against the relevance set kept in
// bench/searchRelevance.json (what shoppers type: misspellings, plurals, Bengali, Banglish, several words, nonsense),
// for this checkout and, in the same run, for the commit before the search engine (BENCH_SEARCH_BASELINE, by default
// the matcher the shop had until then; a temporary git worktree). For each: how many queries find what was meant
// first and in the first 10, and that nonsense finds nothing; p50/p99 of the outlet-stock search and of the
// typeahead at 10 connections; the slowest answer to the texts that make the search work hardest (hostile ones, one
// at a time); and the server's resident memory at 20,000 items once warm.
// Goals (this checkout): ≥ 95 % in the first 10, ≥ 85 % first, nothing for nonsense, p99 ≤ 15 ms for the
// outlet-stock search and ≤ 10 ms for the typeahead, no hostile text over 100 ms. Exits 1 when a goal is missed or a
// request fails.
import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { escapeRegex } from '../src/domain/regex';
import type { Item } from '../src/domain/types';
import { EXPANSIVE_TEXTS } from '../server/test/hostilePatterns';
import { autocannon, type AutocannonRequest, type AutocannonResult } from './autocannon';
import { runBench, startSqliteServer, temporaryDir, type Defer, type LocalServer } from './localServer';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const BASELINE = process.env.BENCH_SEARCH_BASELINE ?? '0f9ccbd';
const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const GOALS = { firstTen: 0.95, first: 0.85, shopP99: 15, typeaheadP99: 10, hostileMs: 100 };
const API_KEY = 'bench-key';
const HEADERS = { 'content-type': 'application/json', 'x-api-key': API_KEY };
const SHOP_SEARCH = '/api/search/indices/outlet-stock/search';
const ITEM_SEARCH = '/api/v2/items/search';
const root = path.resolve(__dirname, '..');

interface Meant {
  query: string;
  band?: string;
  title?: string[];
  colour?: string;
  size?: string;
  nothing?: boolean;
}

const relevanceSet = (JSON.parse(readFileSync(path.join(__dirname, 'searchRelevance.json'), 'utf8')) as { queries: Meant[] }).queries;

/** What the shop sends for a header search under Recommended (domain/searchPayload's buildShopSearch). */
const shopSearch = (query: string) => ({
  page: 1,
  size: 20,
  query,
  status: 'ACTIVE',
  nonZeroStockOnly: true,
  sortField: 'featured',
  sortType: 'DESCENDING',
  filters: [],
  ranges: [],
});
/** What the typeahead sends while the shopper types (domain/typeahead). */
const typeaheadSearch = (typed: string) => ({
  textParams: [
    { field: 'status', value: 'ACTIVE', matchType: 'EXACT' },
    { field: 'title', value: escapeRegex(typed), matchType: 'REGEX' },
  ],
  sortParams: [{ field: 'title', type: 'ASCENDING' }],
  page: 1,
  size: 10,
  query: typed,
});

async function post<T>(url: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${route}`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const isMeant = (item: Item, meant: Meant) =>
  (!meant.band || item.lookup_bands?.some((band) => band.name === meant.band)) &&
  (meant.title ?? []).every((words) => item.title.toLowerCase().includes(words.toLowerCase())) &&
  (!meant.colour || item.skus.some((sku) => sku.attributeValues.some((value) => value.optionId === 7 && value.name === meant.colour))) &&
  (!meant.size || item.skus.some((sku) => sku.attributeValues.some((value) => value.optionId === 6 && value.name === meant.size)));

interface Relevance {
  first: number;
  firstTen: number;
  nonsense: number;
  nonsenseEmpty: number;
  missed: string[];
}

async function relevance(url: string): Promise<Relevance> {
  const score: Relevance = { first: 0, firstTen: 0, nonsense: 0, nonsenseEmpty: 0, missed: [] };
  for (const meant of relevanceSet) {
    const { list } = await post<{ list: Item[] }>(url, SHOP_SEARCH, { ...shopSearch(meant.query), size: 10 });
    if (meant.nothing) {
      score.nonsense += 1;
      if (list.length === 0) score.nonsenseEmpty += 1;
      else score.missed.push(`${meant.query} (found ${list.length})`);
      continue;
    }
    if (list[0] && isMeant(list[0], meant)) score.first += 1;
    if (list.some((item) => isMeant(item, meant))) score.firstTen += 1;
    else score.missed.push(`${meant.query} (${list.length ? `first: ${list[0].title}` : 'nothing'})`);
  }
  return score;
}

/** The typed prefixes of each query, as the typeahead sees them while the shopper types (from 2 characters). */
const typedPrefixes = () => [
  ...new Set(
    relevanceSet.flatMap(({ query }) =>
      [...query].map((_, k) => [...query].slice(0, k + 1).join('')).filter((typed) => typed.trim().length >= 2),
    ),
  ),
];

async function load(url: string, route: string, bodies: unknown[]): Promise<AutocannonResult> {
  const requests: AutocannonRequest[] = bodies.map((body) => ({
    method: 'POST',
    path: route,
    headers: HEADERS,
    body: JSON.stringify(body),
  }));
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, requests });
}

/** The server's resident memory in MiB, from /proc. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Row {
  name: string;
  relevance: Relevance;
  shop: AutocannonResult;
  typeahead: AutocannonResult;
  /** The slowest answer to an expansive text, as the shop's search or the typeahead. */
  hostileMs: number;
  memoryMiB: number;
}

async function slowestHostile(url: string): Promise<number> {
  let slowest = 0;
  for (const text of EXPANSIVE_TEXTS) {
    for (const [route, body] of [
      [SHOP_SEARCH, shopSearch(text)],
      [ITEM_SEARCH, typeaheadSearch(text)],
    ] as const) {
      const started = performance.now();
      await post(url, route, body);
      slowest = Math.max(slowest, performance.now() - started);
    }
  }
  return slowest;
}

async function measure(name: string, server: LocalServer): Promise<Row> {
  console.log(`${name}: relevance set…`);
  const scored = await relevance(server.url);
  console.log(`${name}: outlet-stock search, ${CONNECTIONS} connections, ${DURATION_SECONDS} s…`);
  const shop = await load(
    server.url,
    SHOP_SEARCH,
    relevanceSet.map(({ query }) => shopSearch(query)),
  );
  console.log(`${name}: typeahead, ${CONNECTIONS} connections, ${DURATION_SECONDS} s…`);
  const typeahead = await load(server.url, ITEM_SEARCH, typedPrefixes().map(typeaheadSearch));
  const row = { name, relevance: scored, shop, typeahead, hostileMs: await slowestHostile(server.url), memoryMiB: residentMiB(server.pid) };
  await server.stop();
  return row;
}

/** A checkout of `ref` in a temporary folder, sharing this checkout's node_modules; removed at clean-up. */
function worktree(defer: Defer, ref: string): string {
  const dir = path.join(temporaryDir(defer, 'metal-merch-search-baseline-'), 'checkout');
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' });
  defer(() => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' }));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
const failures = (result: AutocannonResult) => result.errors + result.timeouts + result.non2xx;

function printTable(rows: Row[]): void {
  const meant = relevanceSet.filter((q) => !q.nothing).length;
  const nonsense = relevanceSet.length - meant;
  const cells = (row: string[]) =>
    `${row[0].padEnd(30)}${row
      .slice(1)
      .map((cell) => cell.padStart(14))
      .join('')}`;
  console.log('');
  console.log(
    `${relevanceSet.length} queries (${meant} meant something, ${nonsense} nonsense), ${ITEMS.toLocaleString('en-US')} items, ${CONNECTIONS} connections`,
  );
  console.log(
    cells(['', 'first', 'first 10', 'nonsense: 0', 'shop p50', 'shop p99', 'typeahead p50', 'typeahead p99', 'hostile max', 'memory']),
  );
  for (const { name, relevance: r, shop, typeahead, hostileMs, memoryMiB } of rows) {
    console.log(
      cells([
        name,
        `${r.first}/${meant} ${percent(r.first, meant)}`,
        `${r.firstTen}/${meant} ${percent(r.firstTen, meant)}`,
        `${r.nonsenseEmpty}/${nonsense}`,
        `${shop.latency.p50} ms`,
        `${shop.latency.p99} ms`,
        `${typeahead.latency.p50} ms`,
        `${typeahead.latency.p99} ms`,
        `${hostileMs.toFixed(0)} ms`,
        `${memoryMiB.toFixed(0)} MiB`,
      ]),
    );
  }
  for (const { name, relevance: r } of rows) if (r.missed.length) console.log(`\n${name} missed: ${r.missed.join('; ')}`);
  console.log(
    `\nGoals (this checkout): first 10 ≥ ${GOALS.firstTen * 100} %, first ≥ ${GOALS.first * 100} %, nonsense finds nothing, shop p99 ≤ ${GOALS.shopP99} ms, typeahead p99 ≤ ${GOALS.typeaheadP99} ms, hostile texts ≤ ${GOALS.hostileMs} ms.`,
  );
}

function goalsMet({ relevance: r, shop, typeahead, hostileMs }: Row): boolean {
  const meant = relevanceSet.filter((q) => !q.nothing).length;
  return (
    r.firstTen / meant >= GOALS.firstTen &&
    r.first / meant >= GOALS.first &&
    r.nonsenseEmpty === r.nonsense &&
    shop.latency.p99 <= GOALS.shopP99 &&
    typeahead.latency.p99 <= GOALS.typeaheadP99 &&
    hostileMs <= GOALS.hostileMs
  );
}

runBench(async (defer) => {
  const env = (dir: string) => ({ API_KEY, DIST_DIR: path.join(dir, 'no-dist') });
  const rows = [await measure('this checkout', await startSqliteServer(defer, ITEMS, env))];
  // One server at a time, so they never share the cores.
  const baseline = worktree(defer, BASELINE);
  rows.push(await measure(`before (${BASELINE})`, await startSqliteServer(defer, ITEMS, env, baseline)));
  printTable(rows);
  const met = goalsMet(rows[0]);
  console.log(`Goals ${met ? 'met' : 'NOT met'}.`);
  process.exitCode = met && rows.every((row) => failures(row.shop) + failures(row.typeahead) === 0) ? 0 : 1;
});
