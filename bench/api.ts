// `npm run bench:api`: seeds 20,000 items into a temporary database, starts the API server in its own process on
// a loopback port, and drives the outlet-stock search with autocannon (10 connections, a mix of filters, sorts,
// text and pages; a short warm-up first). Prints p50/p90/p99 latency and requests per second.
// Goal: p99 ≤ 20 ms. Exits 1 when the goal is missed or any request fails.
import path from 'node:path';
import { benchWithLocalServer, type LocalServer } from './localServer';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const CONNECTIONS = 10;
const WARMUP_SECONDS = 4;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const P99_GOAL_MS = 20;
const API_KEY = 'bench-key';
const SEARCH = '/api/search/indices/outlet-stock/search';

interface Histogram {
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  latency: Histogram;
  requests: Histogram & { total: number };
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
interface AutocannonRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations; this is the part used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;


async function api<T>(url: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': API_KEY }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The shop's real searches: home lists, shop filters and sorts, text, branch pages, load-more pages. */
async function requestMix(url: string): Promise<Record<string, unknown>[]> {
  type Named = { id: string; name: string; type?: string; parentId?: string };
  const categories = (await api<{ list: Named[] }>(url, '/api/categories/search', { page: 1, size: 100 })).list;
  const lookups = async (type: string) =>
    (await api<{ list: Named[] }>(url, '/api/lookups/search', { page: 1, size: 100, textParams: [{ field: 'type', value: type, matchType: 'EXACT' }] })).list;
  const bands = await lookups('bands');
  const brands = await lookups('brands');
  const options = (await api<{ list: { id: number; values: Named[] }[] }>(url, '/api/attributes/search', { page: 1, size: 50 })).list;
  const colours = options.find((o) => o.id === 7)!.values;
  const sizes = options.find((o) => o.id === 6)!.values;
  const outlets = (await api<{ list: Named[] }>(url, '/api/locations/search', { page: 1, size: 10, filters: [{ field: 'type', values: ['SHOWROOM', 'FRANCHISE_SHOWROOM'] }] })).list;
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
    mix.push({ ...base, ...sorts[n % sorts.length], filters: [{ field: 'categoryIds', values: [category(name)] }], ranges: [{ field: 'minPrice', min: 100, max: 3000 }] }),
  );
  ['Metallica', 'Iron Maiden', 'Warfaze', 'Artcell', 'Slayer', 'Gojira'].forEach((name, n) =>
    mix.push({ ...base, ...sorts[(n + 2) % sorts.length], filters: [{ field: 'lookup_bands', values: [band(name)] }] }),
  );
  mix.push({ ...base, filters: [{ field: 'lookup_brands', values: [brands.find((b) => b.name === 'Wings')!.id] }], sortField: 'dateCreated', sortType: 'DESCENDING' });
  mix.push({ ...base, filters: [{ field: 'opt_7', values: [colours[0].id] }, { field: 'opt_6', values: [sizes[3].id, sizes[4].id] }], sortParams: [{ field: 'price', type: 'ASCENDING' }] });
  mix.push({ ...base, filters: [{ field: 'opt_7', values: [colours[2].id, colours[3].id] }], page: 3 });
  mix.push({ ...base, ranges: [{ field: 'discount', min: 20, max: 100 }], sortField: 'discount', sortType: 'DESCENDING' });
  mix.push({ ...base, ranges: [{ field: 'minPrice', min: 500, max: 900 }], sortField: 'price', sortType: 'ASCENDING', page: 2 });
  // Text searches from the header.
  for (const query of ['metallica', 'hoodie', 'iron maiden', 'logo', 'warfaze', 'thrash black', 'jersey'])
    mix.push({ ...base, query, ...sorts[query.length % sorts.length] });
  // Branch pages: an outlet's stock location (dashes removed, as the SPA sends it), sorted by titleC.
  for (const outlet of outlets)
    mix.push({ ...base, filters: [{ field: 'locationId', values: [outlet.id.replace(/-/g, '')] }], sortParams: [{ field: 'titleC', type: 'ASCENDING' }], sortType: 'ASCENDING', sortField: 'titleC' });
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

async function measure(server: LocalServer) {
  const bodies = await requestMix(server.url);
  const requests: AutocannonRequest[] = bodies.map((body) => ({
    method: 'POST',
    path: SEARCH,
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify(body),
  }));
  // Check every request answers 200 with items before measuring.
  let bytes = 0;
  for (const body of bodies) {
    const answer = await api<{ list: unknown[]; total: number }>(server.url, SEARCH, body);
    bytes += JSON.stringify(answer).length;
  }
  console.log(`${requests.length} distinct searches, average answer ${(bytes / bodies.length / 1024).toFixed(0)} KiB.`);

  console.log(`Warm-up: ${WARMUP_SECONDS} s…`);
  await autocannon({ url: server.url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
  console.log(`Measuring: ${CONNECTIONS} connections for ${DURATION_SECONDS} s…`);
  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION_SECONDS, requests });

  const failed = result.errors + result.timeouts + result.non2xx;
  const ok = result.latency.p99 <= P99_GOAL_MS && failed === 0;
  console.log('');
  console.log(`outlet-stock search, ${ITEMS.toLocaleString('en-US')} items, ${CONNECTIONS} connections, ${result.duration.toFixed(0)} s`);
  console.log(`  latency  p50 ${result.latency.p50} ms   p90 ${result.latency.p90} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   mean ${result.latency.average.toFixed(2)} ms`);
  console.log(`  requests ${result.requests.average.toFixed(0)} req/s on average (${result.requests.total.toLocaleString('en-US')} in total), ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s`);
  console.log(`  failures ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  console.log(`  goal p99 ≤ ${P99_GOAL_MS} ms: ${result.latency.p99 <= P99_GOAL_MS ? 'met' : 'NOT met'}`);
  process.exitCode = ok ? 0 : 1;
}

benchWithLocalServer(ITEMS, (dir) => ({ API_KEY, DIST_DIR: path.join(dir, 'no-dist') }), measure);
