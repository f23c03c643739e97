// `npm run bench:drop`: a merch drop rehearsed on this machine. nginx from Debian, configured by the repo's recipe
// (deploy/nginx/metal-merch.conf, with this bench's ports and cache folder), in front of two instances of the shop's
// server on one throwaway PostgreSQL cluster (scripts/pg-cluster.sh). One product is limited to 100 units. DROP_SHOPPERS
// (2,000) shoppers arrive over DROP_SECONDS (60), each from an address of its own: each opens the home page, then the
// product; DROP_BUYERS (300) of them arrive within the first DROP_RACE_SECONDS (5) of the drop and race to buy one
// unit each, cash on delivery. It prints pages/s and p50/p99 of each step, orders/s, the orders answered 201 and
// stored, units sold and oversold, 5xx answers, what nginx served from its cache, and each instance's memory.
// Needs nginx (apt-get install nginx-light) and PostgreSQL (apt-get install postgresql); builds the shop when stale.
// Exits 1 when a goal is missed: 0 × 5xx, 0 oversold, exactly 100 units sold, every 201 stored, checkout p99 ≤ 250 ms.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Item } from '../src/domain/types';
import { spaIsStale } from '../scripts/start';
import { NGINX, nginxConfig } from '../server/test/nginxRecipe';

const root = path.resolve(__dirname, '..');
const SHOPPERS = Number(process.env.DROP_SHOPPERS ?? 2000);
const SECONDS = Number(process.env.DROP_SECONDS ?? 60);
const BUYERS = Number(process.env.DROP_BUYERS ?? 300);
const RACE_SECONDS = Number(process.env.DROP_RACE_SECONDS ?? 5);
const UNITS = 100;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8391);
const PORTS = { nginx: BASE_PORT, postgres: BASE_PORT + 1, instances: [BASE_PORT + 2, BASE_PORT + 3] };
const API_KEY = 'drop-bench-key';
const CHECKOUT_P99_GOAL_MS = 250;

interface Instance {
  port: number;
  child: ChildProcess;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/** One instance of the shop's server in a process of its own (tsx as a loader, so its pid is the server's). */
function startInstance(port: number, databaseUrl: string): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      API_KEY,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { port, child };
}

/** The process's resident memory now and at its peak, in MiB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

interface Step {
  latencies: number[];
  statuses: Map<number, number>;
  cached: number;
}
const newStep = (): Step => ({ latencies: [], statuses: new Map(), cached: 0 });

async function timed(step: Step, request: () => Promise<Response>): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    step.latencies.push(performance.now() - started);
    step.statuses.set(response.status, (step.statuses.get(response.status) ?? 0) + 1);
    if (/HIT|STALE|UPDATING|REVALIDATED/.test(response.headers.get('x-cache') ?? '')) step.cached += 1;
    return response;
  } catch {
    step.statuses.set(0, (step.statuses.get(0) ?? 0) + 1);
    return null;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function report(name: string, step: Step, seconds: number) {
  const sorted = [...step.latencies].sort((a, b) => a - b);
  const statuses = [...step.statuses].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', ');
  console.log(
    `${name.padEnd(10)} ${(sorted.length / seconds).toFixed(1).padStart(7)} /s   p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   ${statuses}${step.cached ? `   ${step.cached} from nginx's cache` : ''}`,
  );
  return percentile(sorted, 99);
}

/** A shopper's address of its own, as nginx passes it on (the instances trust loopback). */
const addressOf = (k: number) => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;

async function main() {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx-light`);
  if (spaIsStale()) {
    console.log('Building the storefront…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-drop-'));
  // nginx's workers (nobody, when it starts as root) make their cache and temporary files in it.
  chmodSync(dir, 0o755);
  const pgDir = path.join(dir, 'pg');
  const cleanups: (() => void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const cleanUp = () =>
    cleanups
      .splice(0)
      .reverse()
      .forEach((cleanup) => cleanup());
  process.once('SIGINT', () => (cleanUp(), process.exit(130)));
  try {
    const pg = spawnSync(path.join(root, 'scripts/pg-cluster.sh'), ['start', pgDir, String(PORTS.postgres)], { encoding: 'utf8' });
    if (pg.status !== 0) throw new Error(`the PostgreSQL cluster did not start: ${pg.stderr}`);
    cleanups.push(() => spawnSync(path.join(root, 'scripts/pg-cluster.sh'), ['stop', pgDir]));
    const databaseUrl = pg.stdout.trim();

    const instances = PORTS.instances.map((port) => startInstance(port, databaseUrl));
    cleanups.push(() => instances.forEach((instance) => instance.child.kill('SIGKILL')));
    await Promise.all(instances.map((instance) => waitFor(`http://127.0.0.1:${instance.port}/config.js`, 240_000)));

    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, PORTS.nginx, [PORTS.instances[0], PORTS.instances[1]]));
    const nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(() => nginx.kill('SIGTERM'));
    const base = `http://127.0.0.1:${PORTS.nginx}`;
    await waitFor(`${base}/config.js`, 10_000);

    // The drop: an undiscounted product of one variant, its online units set to 100 (a reference change: every
    // instance reloads what it keeps).
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    cleanups.push(() => void db.end());
    const config = await (await fetch(`${base}/config.js`)).text();
    const online = /"onlineLocationId"\s*:\s*"([^"]+)"/.exec(config)![1];
    const search = await fetch(`${base}/api/search/indices/outlet-stock/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ page: 1, size: 100, ranges: [{ field: 'discount', min: 0, max: 0 }] }),
    });
    const product = ((await search.json()).list as Item[]).find((item) => item.skus.length === 1);
    if (!product) throw new Error('the seeded shop has no undiscounted product of one variant');
    const [sku] = product.skus;
    await db.query('BEGIN');
    const { rows } = await db.query<{ seq: number; location: number; sku: number }>(
      `SELECT s.item_seq AS seq, l.no AS location, k.no AS sku FROM skus k JOIN stocks s ON s.sku_no = k.no JOIN locations l ON l.no = s.location_no
       WHERE k.code = $1 AND l.id = $2`,
      [sku.code, online],
    );
    const { seq, location, sku: skuNo } = rows[0];
    await db.query('UPDATE stocks SET ok = $1, total = $1 WHERE sku_no = $2 AND location_no = $3', [UNITS, skuNo, location]);
    await db.query('UPDATE item_stock SET ok = $1 WHERE item_seq = $2 AND location_no = $3', [UNITS, seq, location]);
    await db.query('UPDATE items SET online_ok = $1 WHERE seq = $2', [UNITS, seq]);
    const version = await db.query<{ version: number }>('UPDATE change_version SET version = version + 1 RETURNING version');
    await db.query("INSERT INTO changes (version, kind) VALUES ($1, 'reference')", [version.rows[0].version]);
    await db.query('COMMIT');
    const productPage = `/details?id=${encodeURIComponent(product.id)}`;
    console.log(
      `The drop: ${product.title} (${sku.code}), ${UNITS} units. ${SHOPPERS} shoppers over ${SECONDS} s, ${BUYERS} of them buying within ${RACE_SECONDS} s.`,
    );

    const steps = { home: newStep(), product: newStep(), checkout: newStep() };
    let created = 0;
    const headers = (k: number) => ({ 'accept-encoding': 'br, gzip', 'x-forwarded-for': addressOf(k) });
    const shopper = async (k: number, buys: boolean) => {
      await timed(steps.home, () => fetch(`${base}/`, { headers: headers(k) }));
      await timed(steps.product, () => fetch(`${base}${productPage}`, { headers: headers(k) }));
      if (!buys) return;
      const answer = await timed(steps.checkout, () =>
        fetch(`${base}/api/checkouts`, {
          method: 'POST',
          headers: { ...headers(k), 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-device-id': `drop-${k}` },
          body: JSON.stringify({
            info: {
              fullName: 'Rafi Ahmed',
              mobile: `0171${String(k).padStart(7, '0')}`,
              email: '',
              shortAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
              paymentType: 'CASH_ON_DELIVERY',
              type: 'INDIVIDUAL',
              deviceId: `drop-${k}`,
              deviceName: 'drop bench',
            },
            source: 'ECOMMERCE',
            paymentType: 'CASH_ON_DELIVERY',
            items: [
              {
                itemId: product.id,
                skuCode: sku.code,
                price: sku.salesPrice,
                discountedPrice: sku.salesPrice,
                quantity: 1,
                offerId: null,
                offerName: null,
              },
            ],
            extras: { pickupDistrict: 'INSIDE_DHAKA', pickupPoints: 'HOME' },
          }),
        }),
      );
      if (answer?.status === 201) created += 1;
    };

    // Browsers arrive evenly over the whole run; buyers within the first RACE_SECONDS of it.
    const started = performance.now();
    const visits: Promise<void>[] = [];
    const arrivals = [
      ...Array.from({ length: SHOPPERS - BUYERS }, (_, i) => ({ at: (i / (SHOPPERS - BUYERS)) * SECONDS * 1000, buys: false })),
      ...Array.from({ length: BUYERS }, (_, i) => ({ at: (i / BUYERS) * RACE_SECONDS * 1000, buys: true })),
    ].sort((a, b) => a.at - b.at);
    for (const [k, arrival] of arrivals.entries()) {
      const wait = arrival.at - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      visits.push(shopper(k + 1, arrival.buys));
    }
    await Promise.all(visits);
    const seconds = (performance.now() - started) / 1000;

    console.log('');
    report('home', steps.home, seconds);
    report('product', steps.product, seconds);
    const checkoutP99 = report('checkout', steps.checkout, seconds);
    const stored = await db.query<{ orders: number; units: number }>(
      `SELECT count(*)::int AS orders, COALESCE(sum(l.quantity), 0)::int AS units FROM order_lines l JOIN orders o ON o.invoice_id = l.invoice_id
       WHERE l.sku_code = $1 AND o.status <> 'CANCELLED'`,
      [sku.code],
    );
    const left = (await db.query<{ ok: number }>('SELECT ok FROM stocks WHERE sku_no = $1 AND location_no = $2', [skuNo, location])).rows[0]
      .ok;
    const { orders, units } = stored.rows[0];
    const serverErrors = Object.values(steps).reduce(
      (sum, step) => sum + [...step.statuses].filter(([status]) => status >= 500 || status === 0).reduce((n, [, count]) => n + count, 0),
      0,
    );
    const oversold = Math.max(0, units - UNITS);
    console.log(`orders     ${created} answered 201 (${(created / RACE_SECONDS).toFixed(1)} orders/s over the race), ${orders} stored`);
    console.log(`units      ${units} sold of ${UNITS}, ${left} left, ${oversold} oversold`);
    console.log(`5xx        ${serverErrors} (no answer counts as one)`);
    for (const [i, instance] of instances.entries()) {
      const memory = memoryOf(instance.child.pid!);
      console.log(`instance ${i + 1} ${memory.rss.toFixed(0)} MiB resident, ${memory.peak.toFixed(0)} MiB at its peak`);
    }
    const met =
      serverErrors === 0 && oversold === 0 && units === UNITS && left === 0 && created === orders && checkoutP99 <= CHECKOUT_P99_GOAL_MS;
    console.log(
      `\nGoals: 0 × 5xx, 0 oversold, exactly ${UNITS} units sold, every 201 stored, checkout p99 ≤ ${CHECKOUT_P99_GOAL_MS} ms — ${met ? 'met' : 'NOT met'}.`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
