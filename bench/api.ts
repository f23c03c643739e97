// `npm run bench:api`: seeds 20,000 items into a temporary database, starts the API server in its own process on
// a loopback port, and drives the outlet-stock search with autocannon (10 connections, a mix of filters, sorts,
// text and pages; a short warm-up first). Prints p50/p90/p99 latency and requests per second.
// Goal: p99 ≤ 20 ms. Exits 1 when the goal is missed or any request fails.
//
// `npm run bench:api -- --db postgres`: the same load, in one run, against SQLite (one instance), PostgreSQL (one
// instance) and PostgreSQL (two instances sharing one database, the 10 connections spread over both), on a throwaway
// PostgreSQL cluster (scripts/pg-cluster.sh; BENCH_PG_PORT and BENCH_PG_DIR choose its port and folder) that it
// starts, seeds and removes. Prints the seeding time and one table with p50, p99, req/s and the goal per row.
// Exits 1 only when a request fails: a missed goal is reported, since the servers, PostgreSQL and the load generator
// share this machine's cores.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { autocannon, type AutocannonRequest, type AutocannonResult } from './autocannon';
import {
  benchWithLocalServer,
  runBench,
  startPostgresDatabase,
  startServer,
  startSqliteServer,
  temporaryDir,
  type Defer,
  type LocalServer,
} from './localServer';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const CONNECTIONS = 10;
const WARMUP_SECONDS = 4;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const P99_GOAL_MS = 20;
const API_KEY = 'bench-key';
const SEARCH = '/api/search/indices/outlet-stock/search';
const SEARCH_HEADERS = { 'content-type': 'application/json', 'x-api-key': API_KEY };

async function api<T>(url: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${route}`, { method: 'POST', headers: SEARCH_HEADERS, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The shop's real searches: home lists, shop filters and sorts, text, branch pages, load-more pages. */
async function requestMix(url: string): Promise<Record<string, unknown>[]> {
  type Named = { id: string; name: string; type?: string; parentId?: string };
  const categories = (await api<{ list: Named[] }>(url, '/api/categories/search', { page: 1, size: 100 })).list;
  const lookups = async (type: string) =>
    (
      await api<{ list: Named[] }>(url, '/api/lookups/search', {
        page: 1,
        size: 100,
        textParams: [{ field: 'type', value: type, matchType: 'EXACT' }],
      })
    ).list;
  const bands = await lookups('bands');
  const brands = await lookups('brands');
  const options = (await api<{ list: { id: number; values: Named[] }[] }>(url, '/api/attributes/search', { page: 1, size: 50 })).list;
  const colours = options.find((o) => o.id === 7)!.values;
  const sizes = options.find((o) => o.id === 6)!.values;
  const outlets = (
    await api<{ list: Named[] }>(url, '/api/locations/search', {
      page: 1,
      size: 10,
      filters: [{ field: 'type', values: ['SHOWROOM', 'FRANCHISE_SHOWROOM'] }],
    })
  ).list;
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  const band = (name: string) => bands.find((b) => b.name === name)!.id;
  const base = { page: 1, size: 20, status: 'ACTIVE', nonZeroStockOnly: true };
  const sorts = [
    { sortField: 'dateCreated', sortType: 'DESCENDING' },
    { sortField: 'totalPopularity', sortType: 'DESCENDING' },
    { sortField: 'price', sortType: 'ASCENDING' },
    { sortField: 'price', sortType: 'DESCENDING' },
    { sortField: 'discount', sortType: 'DESCENDING' },
    { sortField: 'title', sortType: 'ASCENDING' },
    {},
  ];
  const mix: Record<string, unknown>[] = [
    // Home page lists.
    { ...base, sortField: 'totalPopularity', sortType: 'DESCENDING' },
    { ...base, featured: 'true', sortField: 'dateCreated', sortType: 'DESCENDING' },
    { ...base, sortField: 'dateCreated', sortType: 'DESCENDING' },
  ];
  // Shop: default and load-more pages under every sort.
  sorts.forEach((sort, n) => mix.push({ ...base, ...sort, page: 1 + (n % 5) }));
  // Categories, bands, brands, colours, sizes, price and discount, each with a sort.
  ['T-Shirts', 'Hoodies', 'Half Sleeve', 'Pullover', 'Caps', 'Accessories'].forEach((name, n) =>
    mix.push({
      ...base,
      ...sorts[n % sorts.length],
      filters: [{ field: 'categoryIds', values: [category(name)] }],
      ranges: [{ field: 'minPrice', min: 100, max: 3000 }],
    }),
  );
  ['Metallica', 'Iron Maiden', 'Warfaze', 'Artcell', 'Slayer', 'Gojira'].forEach((name, n) =>
    mix.push({ ...base, ...sorts[(n + 2) % sorts.length], filters: [{ field: 'lookup_bands', values: [band(name)] }] }),
  );
  mix.push({
    ...base,
    filters: [{ field: 'lookup_brands', values: [brands.find((b) => b.name === 'Wings')!.id] }],
    sortField: 'dateCreated',
    sortType: 'DESCENDING',
  });
  mix.push({
    ...base,
    filters: [
      { field: 'opt_7', values: [colours[0].id] },
      { field: 'opt_6', values: [sizes[3].id, sizes[4].id] },
    ],
    sortParams: [{ field: 'price', type: 'ASCENDING' }],
  });
  mix.push({ ...base, filters: [{ field: 'opt_7', values: [colours[2].id, colours[3].id] }], page: 3 });
  mix.push({ ...base, ranges: [{ field: 'discount', min: 20, max: 100 }], sortField: 'discount', sortType: 'DESCENDING' });
  mix.push({ ...base, ranges: [{ field: 'minPrice', min: 500, max: 900 }], sortField: 'price', sortType: 'ASCENDING', page: 2 });
  // Text searches from the header.
  for (const query of ['metallica', 'hoodie', 'iron maiden', 'logo', 'warfaze', 'thrash black', 'jersey'])
    mix.push({ ...base, query, ...sorts[query.length % sorts.length] });
  // Branch pages: an outlet's stock location (dashes removed, as the SPA sends it), sorted by titleC.
  for (const outlet of outlets)
    mix.push({
      ...base,
      filters: [{ field: 'locationId', values: [outlet.id.replace(/-/g, '')] }],
      sortParams: [{ field: 'titleC', type: 'ASCENDING' }],
      sortType: 'ASCENDING',
      sortField: 'titleC',
    });
  // Everything at once.
  mix.push({
    ...base,
    query: 'logo',
    filters: [
      { field: 'categoryIds', values: [category('T-Shirts')] },
      { field: 'lookup_bands', values: bands.slice(0, 12).map((b) => b.id) },
      { field: 'opt_7', values: [colours[0].id] },
    ],
    ranges: [{ field: 'minPrice', min: 100, max: 3000 }],
    sortField: 'price',
    sortType: 'DESCENDING',
  });
  return mix;
}

const serverEnv = (dir: string) => ({ API_KEY, DIST_DIR: path.join(dir, 'no-dist') });

const failures = (result: AutocannonResult) => result.errors + result.timeouts + result.non2xx;
const meetsGoal = (result: AutocannonResult) => result.latency.p99 <= P99_GOAL_MS;
/** How the connections go out: to one server, or dealt out over several in turn. */
const connectionsTo = (servers: number) =>
  `${CONNECTIONS} connections${servers > 1 ? ` (${CONNECTIONS / servers} to each of ${servers} servers)` : ''}`;

/** The request mix as autocannon sends it, after checking that every search answers 200 on every server. */
async function searchRequests(urls: string[]): Promise<AutocannonRequest[]> {
  const bodies = await requestMix(urls[0]);
  let bytes = 0;
  for (const url of urls)
    for (const body of bodies) {
      const answer = await api<{ list: unknown[]; total: number }>(url, SEARCH, body);
      bytes += JSON.stringify(answer).length;
    }
  console.log(`${bodies.length} distinct searches, average answer ${(bytes / bodies.length / urls.length / 1024).toFixed(0)} KiB.`);
  return bodies.map((body) => ({ method: 'POST', path: SEARCH, headers: SEARCH_HEADERS, body: JSON.stringify(body) }));
}

/** A warm-up, then the measured run; with several servers, one autocannon run deals its connections out over them. */
async function load(urls: string[], requests: AutocannonRequest[]): Promise<AutocannonResult> {
  const url = urls.length === 1 ? urls[0] : urls;
  console.log(`Warm-up: ${WARMUP_SECONDS} s…`);
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
  console.log(`Measuring: ${connectionsTo(urls.length)} for ${DURATION_SECONDS} s…`);
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, requests });
}

function printResult(label: string, servers: number, result: AutocannonResult): void {
  console.log('');
  console.log(
    `${label}outlet-stock search, ${ITEMS.toLocaleString('en-US')} items, ${connectionsTo(servers)}, ${result.duration.toFixed(0)} s`,
  );
  console.log(
    `  latency  p50 ${result.latency.p50} ms   p90 ${result.latency.p90} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   mean ${result.latency.average.toFixed(2)} ms`,
  );
  console.log(
    `  requests ${result.requests.average.toFixed(0)} req/s on average (${result.requests.total.toLocaleString('en-US')} in total), ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s`,
  );
  console.log(`  failures ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  console.log(`  goal p99 ≤ ${P99_GOAL_MS} ms: ${meetsGoal(result) ? 'met' : 'NOT met'}`);
}

/** The search load against these servers (sharing one database), printed under `label`. */
async function measureSearch(servers: LocalServer[], label = ''): Promise<AutocannonResult> {
  const urls = servers.map((server) => server.url);
  const result = await load(urls, await searchRequests(urls));
  printResult(label, urls.length, result);
  return result;
}

/** `npm run bench:api`: SQLite only; exits 1 when the goal is missed or a request fails. */
async function measure(server: LocalServer) {
  const result = await measureSearch([server]);
  process.exitCode = meetsGoal(result) && failures(result) === 0 ? 0 : 1;
}

// --db postgres: SQLite, PostgreSQL and two PostgreSQL instances, in one run.

interface Row {
  name: string;
  result: AutocannonResult;
}
interface Seeding {
  /** The server's own measure of the seed, from its log; null when the log did not say. */
  seedMs: number | null;
  /** From spawn to listening: seed, indexes and start. */
  startedMs: number;
}

async function measureRow(name: string, servers: LocalServer[]): Promise<Row> {
  console.log('');
  console.log(`== ${name} ==`);
  return { name, result: await measureSearch(servers, `${name}: `) };
}

/** Seeds the new database by a first server start, at LOG_LEVEL=info for its seeding time, then stops that server. */
async function seedPostgres(defer: Defer, env: Record<string, string>): Promise<Seeding> {
  console.log(`Seeding ${ITEMS.toLocaleString('en-US')} items into PostgreSQL (a first server start)…`);
  const server = await startServer(defer, { ...env, LOG_LEVEL: 'info' });
  // At info level the server logs every request, so it does not take part in the measurements.
  await server.stop();
  const logged = /Seeded a new catalogue of \d+ items into \S+ in (\d+) ms/.exec(server.startupLog);
  const seeding = { seedMs: logged ? Number(logged[1]) : null, startedMs: server.startedMs };
  console.log(`Seeded: ${describeSeeding(seeding)}.`);
  return seeding;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const describeSeeding = ({ seedMs, startedMs }: Seeding) =>
  `${seedMs === null ? 'the server did not log its seeding time' : `${seconds(seedMs)} (the server's own measure)`}; that start took ${seconds(startedMs)} (seed, indexes and start)`;

async function startPostgresServer(defer: Defer, env: Record<string, string>): Promise<LocalServer> {
  const server = await startServer(defer, env);
  console.log(`PostgreSQL server ready on ${server.url} after ${seconds(server.startedMs)} (indexes and start on the seeded database).`);
  return server;
}

function printTable(rows: Row[], sqliteStartMs: number, seeding: Seeding): void {
  const cells = (row: string[]) =>
    `${row[0].padEnd(26)}${row
      .slice(1, -1)
      .map((cell) => cell.padStart(9))
      .join('')}   ${row[row.length - 1]}`;
  console.log('');
  console.log(
    `outlet-stock search, ${ITEMS.toLocaleString('en-US')} items, ${CONNECTIONS} connections, ${DURATION_SECONDS} s a row after a ${WARMUP_SECONDS} s warm-up`,
  );
  console.log(cells(['', 'p50', 'p99', 'req/s', 'failed', `goal p99 ≤ ${P99_GOAL_MS} ms`]));
  for (const { name, result } of rows) {
    const { p50, p99 } = result.latency;
    console.log(
      cells([
        name,
        `${p50} ms`,
        `${p99} ms`,
        result.requests.average.toFixed(0),
        String(failures(result)),
        meetsGoal(result) ? 'met' : 'NOT met',
      ]),
    );
  }
  console.log('');
  console.log(
    `Seeding: SQLite's server start took ${seconds(sqliteStartMs)} (seed, indexes and start); PostgreSQL seeded in ${describeSeeding(seeding)}.`,
  );
  console.log(
    `PostgreSQL, 2 instances: one autocannon run dealt its ${CONNECTIONS} connections out over both servers (${CONNECTIONS / 2} each); ` +
      'p50 and p99 come from its one latency histogram of every response from either server, req/s is both servers together.',
  );
  console.log(
    `This machine has ${availableParallelism()} CPU cores, shared by the servers, PostgreSQL and autocannon (two instances compete for them): ` +
      'a missed goal is reported, not failed. The exit code is 1 only when a request fails (errors, timeouts, non-2xx).',
  );
}

/** `npm run bench:api -- --db postgres`. */
async function compareDatabases(defer: Defer): Promise<void> {
  const sqlite = await startSqliteServer(defer, ITEMS, serverEnv);
  const rows = [await measureRow('SQLite, 1 instance', [sqlite])];
  // Its CPU goes to the next rows.
  await sqlite.stop();

  console.log('');
  const databaseUrl = await startPostgresDatabase(defer, 'bench');
  const env = { ...serverEnv(temporaryDir(defer)), DATABASE_URL: databaseUrl, SEED_ITEMS: String(ITEMS) };
  const seeding = await seedPostgres(defer, env);
  const first = await startPostgresServer(defer, env);
  rows.push(await measureRow('PostgreSQL, 1 instance', [first]));
  const second = await startPostgresServer(defer, env);
  rows.push(await measureRow('PostgreSQL, 2 instances', [first, second]));
  // Stopped before their database is.
  await Promise.all([first.stop(), second.stop()]);

  printTable(rows, sqlite.startedMs, seeding);
  process.exitCode = rows.some((row) => failures(row.result) > 0) ? 1 : 0;
}

const { values: options } = parseArgs({ options: { db: { type: 'string', default: 'sqlite' } } });
if (options.db === 'postgres') runBench(compareDatabases);
else if (options.db === 'sqlite') benchWithLocalServer(ITEMS, serverEnv, measure);
else {
  console.error(`--db takes sqlite or postgres; got '${options.db}'.`);
  process.exitCode = 1;
}
