// `npm run bench:ssr`: the server-rendered pages under load. Seeds a temporary database, starts the local server
// with the production build (npm run build first) and its API on the same machine, then requests /details (a mix of
// products) and /shop (a mix of filters), 10 at a time over loopback, for BENCH_SECONDS each. Prints p50/p99 latency
// and pages per second, and how many pages went out with their data, with skeletons (their data missed the render
// bound) or client-rendered (the render failed).
// Exits 1 when any request fails or no page was server-rendered.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchWithLocalServer, type LocalServer } from './localServer';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5_000);
const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const API_KEY = 'bench-key';
/** A server-rendered page carries its state; a page that fell back to the browser does not. */
const STATE = /<script id="shop-state" type="application\/json">(.*?)<\/script>/s;

/** What a page's state says of the data it was rendered with: a product's details, or the shop's first page. */
function renderedWith(address: string, html: string): 'data' | 'skeletons' | 'client' {
  const embedded = STATE.exec(html);
  if (!embedded) return 'client';
  const { catalog } = JSON.parse(embedded[1]) as { catalog: { details: { status: string }; lists: { shop: { status: string } } } };
  const status = address.startsWith('/details') ? catalog.details.status : catalog.lists.shop.status;
  return status === 'loaded' ? 'data' : 'skeletons';
}

const root = path.resolve(__dirname, '..');

interface Run {
  latencies: number[];
  rendered: number;
  skeletons: number;
  fallback: number;
  failed: string[];
  seconds: number;
}

/** CONNECTIONS loops, each requesting the next address as soon as its last page has fully arrived. */
async function load(base: string, paths: string[], seconds: number): Promise<Run> {
  const run: Run = { latencies: [], rendered: 0, skeletons: 0, fallback: 0, failed: [], seconds };
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const address = paths[next++ % paths.length];
      const started = performance.now();
      try {
        const response = await fetch(`${base}${address}`, { headers: { 'accept-encoding': 'identity' } });
        const html = await response.text();
        run.latencies.push(performance.now() - started);
        if (response.status !== 200) run.failed.push(`${address}: ${response.status}`);
        else {
          const outcome = renderedWith(address, html);
          if (outcome === 'data') run.rendered += 1;
          else if (outcome === 'skeletons') run.skeletons += 1;
          else run.fallback += 1;
        }
      } catch (error) {
        run.failed.push(`${address}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return run;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

function report(name: string, run: Run) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  console.log(`${name}: ${CONNECTIONS} connections for ${run.seconds} s`);
  console.log(
    `  latency  p50 ${percentile(sorted, 50).toFixed(0)} ms   p90 ${percentile(sorted, 90).toFixed(0)} ms   p99 ${percentile(sorted, 99).toFixed(0)} ms   max ${sorted[sorted.length - 1].toFixed(0)} ms`,
  );
  console.log(`  pages    ${(sorted.length / run.seconds).toFixed(1)} pages/s (${sorted.length} in total)`);
  console.log(
    `  rendered ${run.rendered} with their data, ${run.skeletons} with skeletons (data past the bound), ${run.fallback} client-rendered, ${run.failed.length} failed`,
  );
  for (const failure of run.failed.slice(0, 5)) console.log(`    ${failure}`);
}

async function api<T>(url: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function measure(server: LocalServer) {
  const stock = await api<{ list: { id: string }[] }>(server.url, '/api/search/indices/outlet-stock/search', {
    page: 1,
    size: 50,
    status: 'ACTIVE',
    sortField: 'totalPopularity',
    sortType: 'DESCENDING',
  });
  const details = stock.list.map((item) => `/details?id=${encodeURIComponent(item.id)}`);
  const shop = [
    '/shop',
    '/shop?sort=price-low-to-high',
    '/shop?query=metallica',
    '/shop?page=2',
    '/shop?query=hoodie&sort=whats-new',
    '/shop?discount=20',
  ];

  console.log(`Warm-up: ${WARMUP_SECONDS} s…`);
  await load(server.url, [...details, ...shop], WARMUP_SECONDS);
  const runs = { '/details': await load(server.url, details, DURATION_SECONDS), '/shop': await load(server.url, shop, DURATION_SECONDS) };
  console.log('');
  for (const [name, run] of Object.entries(runs)) report(name, run);
  process.exitCode = Object.values(runs).some((run) => run.failed.length > 0 || run.rendered === 0) ? 1 : 0;
}

if (!existsSync(path.join(root, 'dist-server', 'render.js'))) {
  console.error('No dist-server/render.js: run npm run build first.');
  process.exitCode = 1;
} else {
  benchWithLocalServer(ITEMS, () => ({ API_KEY }), measure);
}
