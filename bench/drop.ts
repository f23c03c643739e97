// `npm run bench:drop`: a merch drop rehearsed on this machine, with its queue, its holds and its limit of one per
// buyer. nginx from Debian, configured by the repo's recipe (deploy/nginx/metal-merch.conf, with this bench's ports and
// cache folder), in front of two instances of the shop's server on one throwaway PostgreSQL cluster
// (scripts/pg-cluster.sh). One product gets DROP_UNITS (100) units online and a drop set by the staff's call: its hour a
// minute after the first shopper arrives, one unit per buyer, held for a minute, and a queue letting in
// DROP_ADMIT_PER_MINUTE (600) shoppers a minute.
//
// DROP_SHOPPERS (2,000) shoppers, each from an address and a device of its own: half arrive over the minute before the
// hour, half over DROP_SECONDS (60) after it. Each opens the home page and the product and joins the queue; the early
// ones ask again at the hour to learn their turn. DROP_BUYERS (300) of them, spread over both halves, wait for their
// turn, hold a unit with their ticket, try a second (over the limit), and order the held unit cash on delivery, proving
// their number by the code the SMS sandbox shows. One holder in DROP_ABANDON (6) of those who hold before the unit
// first runs out never orders: the hold runs out and the unit goes back on sale. A buyer told it is sold out tries once
// more a little after the hold time. A few copy a holder's ticket to a fresh device, and a few send a forged one.
//
// It prints pages/s and p50/p99 of each step, the admission wait, how fair the queue was (Spearman's ρ between arrival
// and admission over the early half), the holds taken, run out and ordered, tickets behind two devices' holds, what the
// copied and forged tickets got, units sold and oversold, 5xx answers, each instance's memory and the writes the queue
// made. Needs nginx (apt-get install nginx-light) and PostgreSQL (apt-get install postgresql); builds the shop when stale.
// Exits 1 when a goal is missed: 0 × 5xx, 0 oversold, exactly DROP_UNITS sold, every 201 stored, checkout p99 ≤ 250 ms,
// |ρ| ≤ 0.1, 0 admitted twice, every copied or forged ticket refused.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Item } from '../src/domain/types';
import { spaIsStale } from '../scripts/start';
import { NGINX, nginxConfig } from '../server/test/nginxRecipe';
import { spearman } from './rankCorrelation';

const root = path.resolve(__dirname, '..');
const SHOPPERS = Number(process.env.DROP_SHOPPERS ?? 2000);
const SECONDS = Number(process.env.DROP_SECONDS ?? 60);
const BUYERS = Number(process.env.DROP_BUYERS ?? 300);
const UNITS = Number(process.env.DROP_UNITS ?? 100);
const ADMIT_PER_MINUTE = Number(process.env.DROP_ADMIT_PER_MINUTE ?? 600);
const ABANDON = Number(process.env.DROP_ABANDON ?? 6);
/** The early half arrives over this minute before the hour. */
const EARLY_MS = 60_000;
/** The shortest hold a drop may have: the units of holds never ordered come back within the run. */
const HOLD_MINUTES = 1;
/** A buyer told it is sold out tries again this long after: past the hold time and the sweep that ends it (5 s). */
const RETRY_AFTER_MS = HOLD_MINUTES * 60_000 + 15_000;
/** Holders whose ticket another device copies, and buyers who forge one. */
const COPIES = 5;
const FORGERIES = 6;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8391);
const PORTS = { nginx: BASE_PORT, postgres: BASE_PORT + 1, instances: [BASE_PORT + 2, BASE_PORT + 3] };
const API_KEY = 'drop-bench-key';
const ADMIN_TOKEN = 'drop-bench-admin-token-of-the-staff';
const CHECKOUT_P99_GOAL_MS = 250;
/** The most |ρ| between arrival and admission over the early half may be: the shuffle gives arriving early no edge. */
const RHO_GOAL = 0.1;

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
      ADMIN_TOKEN,
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
  /** Answers by status, and by the problem a 4xx names ("409 soldOut"); 0 is no answer. */
  outcomes: Map<string, number>;
  cached: number;
  /** The slowest answer, and when it was asked (epoch ms). */
  slowest: { ms: number; at: number };
}
const newStep = (): Step => ({ latencies: [], outcomes: new Map(), cached: 0, slowest: { ms: 0, at: 0 } });

interface Answer {
  status: number;
  body: any;
}

/** An answer's label in a step's tally: its status, with the problem or verification a refusal names. */
const labelOf = ({ status, body }: Answer) => {
  const why = status >= 400 && status < 500 ? (body?.problem ?? body?.verification) : undefined;
  return why ? `${status} ${why}` : String(status || 'no answer');
};

function count(step: Step, answer: Answer): void {
  const label = labelOf(answer);
  step.outcomes.set(label, (step.outcomes.get(label) ?? 0) + 1);
}

async function timed(step: Step, request: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  let answer: Answer;
  try {
    const response = await request();
    const text = await response.text();
    const ms = performance.now() - started;
    step.latencies.push(ms);
    if (ms > step.slowest.ms) step.slowest = { ms, at: Date.now() - ms };
    if (/HIT|STALE|UPDATING|REVALIDATED/.test(response.headers.get('x-cache') ?? '')) step.cached += 1;
    let body: unknown;
    if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
    answer = { status: response.status, body };
  } catch {
    answer = { status: 0, body: undefined };
  }
  count(step, answer);
  return answer;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A step's line: requests a second over the run, p50 and p99, each outcome; answers its p99. */
function report(name: string, step: Step, seconds: number) {
  const sorted = [...step.latencies].sort((a, b) => a - b);
  const outcomes = [...step.outcomes].map(([label, n]) => `${n} × ${label}`).join(', ');
  console.log(
    `${name.padEnd(10)} ${(sorted.length / seconds).toFixed(1).padStart(7)} /s   p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   ${outcomes}${step.cached ? `   ${step.cached} from nginx's cache` : ''}`,
  );
  return percentile(sorted, 99);
}

const serverErrorsOf = (step: Step) =>
  [...step.outcomes].filter(([label]) => label === 'no answer' || Number.parseInt(label, 10) >= 500).reduce((n, [, k]) => n + k, 0);

/** A random whole number of milliseconds in [min, max): a person's time to fill a form or type a code. */
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));
const sleepUntil = (epochMs: number) => sleep(Math.max(0, epochMs - Date.now()));

/** A ticket changed as a forger would: its admission moved to the hour, or one character of its signature changed. */
function forged(ticket: string, hour: number, kind: number): string {
  const [payload, signature] = ticket.split('.');
  if (kind % 2 === 0) {
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return `${Buffer.from(JSON.stringify({ ...fields, a: hour })).toString('base64url')}.${signature}`;
  }
  const at = Math.floor(signature.length / 2);
  return `${payload}.${signature.slice(0, at)}${signature[at] === 'A' ? 'B' : 'A'}${signature.slice(at + 1)}`;
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

    // The drop, as staff set it: its hour a minute after the first shopper arrives (a whole second, as staff type it).
    const hour = Math.ceil((Date.now() + EARLY_MS + 2_000) / 1000) * 1000;
    const set = await fetch(`${base}/api/admin/drops`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-api-key': API_KEY,
        authorization: `Bearer ${ADMIN_TOKEN}`,
        'x-staff-name': 'Nusrat',
      },
      body: JSON.stringify({
        itemId: product.id,
        startsAt: new Date(hour).toISOString(),
        perBuyerLimit: 1,
        holdMinutes: HOLD_MINUTES,
        admitPerMinute: ADMIT_PER_MINUTE,
      }),
    });
    if (set.status !== 200) throw new Error(`the drop was not set: ${set.status} ${await set.text()}`);
    const early = Math.floor(SHOPPERS / 2);
    console.log(
      `The drop: ${product.title} (${sku.code}), ${UNITS} units, one per buyer, held ${HOLD_MINUTES} min, ${ADMIT_PER_MINUTE} admitted a minute.`,
    );
    console.log(
      `${SHOPPERS} shoppers: ${early} over the minute before the hour, ${SHOPPERS - early} over ${SECONDS} s after it; ${BUYERS} of them buy, 1 holder in ${ABANDON} of the first wave never orders.`,
    );

    const steps = {
      home: newStep(),
      product: newStep(),
      queue: newStep(),
      atHour: newStep(),
      hold: newStep(),
      askCode: newStep(),
      checkout: newStep(),
    };
    /** What the extra calls got: a second unit, copied and forged tickets, a sold-out buyer's second try. */
    const tallies = { secondUnit: newStep(), copied: newStep(), forged: newStep(), retried: newStep() };
    let created = 0;
    const buyers = { held: 0, soldOut: 0, abandoned: 0, noCode: 0, copies: 0, forgeries: 0 };
    let firstWaveHolders = 0;
    const admissions: { early: boolean; arrivedAt: number; admitAt: number }[] = [];

    const headers = (k: number) => ({ 'accept-encoding': 'br, gzip', 'x-forwarded-for': addressOf(k) });
    const api = (k: number, device?: string) => ({
      ...headers(k),
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      ...(device && { 'x-device-id': device }),
    });
    const post = (url: string, k: number, body: unknown, device?: string) =>
      fetch(url, { method: 'POST', headers: api(k, device), body: JSON.stringify(body) });
    const join = (k: number, ticket?: string) => post(`${base}/api/drop-queue`, k, { itemId: product.id, ...(ticket && { ticket }) });
    const hold = (k: number, device: string, ticket: string) =>
      post(`${base}/api/drop-holds`, k, { itemId: product.id, skuCode: sku.code, units: 1, deviceId: device, ticket }, device);
    const unitPrice = { price: sku.salesPrice, discountedPrice: sku.salesPrice };
    const mobileOf = (k: number) => `0171${String(k).padStart(7, '0')}`;
    const checkout = (k: number, holdId: string, verificationCode?: string) =>
      post(
        `${base}/api/checkouts`,
        k,
        {
          info: {
            fullName: 'Rafi Ahmed',
            mobile: mobileOf(k),
            email: '',
            shortAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
            paymentType: 'CASH_ON_DELIVERY',
            type: 'INDIVIDUAL',
            deviceId: `drop-${k}`,
            deviceName: 'drop bench',
          },
          source: 'ECOMMERCE',
          paymentType: 'CASH_ON_DELIVERY',
          items: [{ itemId: product.id, skuCode: sku.code, ...unitPrice, quantity: 1, offerId: null, offerName: null, holdId }],
          extras: { pickupDistrict: 'INSIDE_DHAKA', pickupPoints: 'HOME' },
          ...(verificationCode && { verificationCode }),
        },
        `drop-${k}`,
      );

    /**
     * The code sent to the buyer's number, asked of one instance directly (its SMS sandbox answers only a direct
     * loopback client, and keeps its last 50 messages): asked again once when others' pushed it out.
     */
    async function codeFor(k: number): Promise<string | null> {
      const instance = `http://127.0.0.1:${instances[k % instances.length].port}`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const sent = await timed(steps.askCode, () => post(`${instance}/api/sessions/otp`, k, { mobile: mobileOf(k) }));
        if (sent.status !== 202) continue;
        const inbox = await (await fetch(`${instance}/sandbox/sms`, { headers: { accept: 'application/json' } })).json();
        const message = (inbox.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobileOf(k));
        const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
        if (code) return code;
      }
      return null;
    }

    /** A held unit ordered as a person would: the form filled, the code asked for, read and typed. */
    async function order(k: number, holdId: string): Promise<void> {
      await sleep(between(5_000, 20_000));
      const asked = await timed(steps.askCode, () => checkout(k, holdId));
      if (asked.status === 201) created += 1;
      if (asked.status !== 403 || asked.body?.verification !== 'required') return;
      const code = await codeFor(k);
      if (!code) {
        buyers.noCode += 1;
        return;
      }
      await sleep(between(3_000, 10_000));
      if ((await timed(steps.checkout, () => checkout(k, holdId, code))).status === 201) created += 1;
    }

    /** Once admitted: hold a unit (once more a little after the hold time when sold out), try a second, order. */
    async function buy(k: number, ticket: string): Promise<void> {
      const device = `drop-${k}`;
      let held = await timed(steps.hold, () => hold(k, device, ticket));
      const retried = held.status === 409 && held.body?.problem === 'soldOut';
      if (retried) {
        buyers.soldOut += 1;
        await sleep(RETRY_AFTER_MS);
        held = await timed(steps.hold, () => hold(k, device, ticket));
        count(tallies.retried, held);
      }
      if (held.status !== 201) return;
      const n = (buyers.held += 1);
      count(tallies.secondUnit, await timed(steps.hold, () => hold(k, device, ticket)));
      // A few tickets copied to a fresh device and address, and a few forged: the shop must refuse each.
      if (n % 7 === 3 && (buyers.copies += 1) <= COPIES) await timed(tallies.copied, () => hold(SHOPPERS + 1 + n, `copy-${n}`, ticket));
      if (n % 7 === 5 && (buyers.forgeries += 1) <= FORGERIES) {
        const kind = buyers.forgeries;
        await timed(tallies.forged, () => hold(SHOPPERS + 1 + n, `forged-${n}`, forged(ticket, hour, kind)));
      }
      // Of those who hold before the unit first runs out, one in ABANDON never orders: the hold runs out, the unit
      // goes back on sale, and a buyer admitted later or trying again takes it.
      if (!retried && buyers.soldOut === 0 && (firstWaveHolders += 1) % ABANDON === 0) {
        buyers.abandoned += 1;
        return;
      }
      await order(k, held.body.hold.id);
    }

    /** A shopper: the home page, the product, a place in the queue; a buyer waits for the turn and buys. */
    async function shopper(k: number, buys: boolean): Promise<void> {
      const arrivedAt = Date.now();
      await timed(steps.home, () => fetch(`${base}/`, { headers: headers(k) }));
      await timed(steps.product, () => fetch(`${base}${productPage}`, { headers: headers(k) }));
      let place = await timed(steps.queue, () => join(k));
      if (place.status !== 200) return;
      const isEarly = place.body.admitAt === null;
      // An early arrival's page asks again at the hour, by the server's clock (this machine's), to learn its turn, and
      // again a second later while the shop has not drawn the places yet.
      for (let attempt = 0; place.status === 200 && place.body.admitAt === null && attempt < 5; attempt += 1) {
        await sleepUntil(attempt ? Date.now() + 1000 : hour + between(0, 2_000));
        const ticket: string = place.body.ticket;
        place = await timed(steps.atHour, () => join(k, ticket));
      }
      if (place.status !== 200 || place.body.admitAt === null) return;
      const { ticket, admitAt } = place.body as { ticket: string; admitAt: number };
      admissions.push({ early: isEarly, arrivedAt, admitAt });
      if (!buys) return;
      await sleepUntil(admitAt);
      await buy(k, ticket);
    }

    // Half arrive evenly over the minute before the hour, half over SECONDS after it; every SHOPPERS / BUYERS-th buys.
    const arrivals = Array.from({ length: SHOPPERS }, (_, i) => ({
      at: i < early ? hour - EARLY_MS + (i / early) * EARLY_MS : hour + ((i - early) / (SHOPPERS - early)) * SECONDS * 1000,
      buys: (i * BUYERS) % SHOPPERS < BUYERS,
    }));
    const started = Date.now();
    const visits: Promise<void>[] = [];
    for (const [i, arrival] of arrivals.entries()) {
      await sleepUntil(arrival.at);
      visits.push(shopper(i + 1, arrival.buys));
    }
    await Promise.all(visits);
    const seconds = (Date.now() - started) / 1000;

    console.log('');
    report('home', steps.home, seconds);
    report('product', steps.product, seconds);
    report('queue', steps.queue, seconds);
    report('at hour', steps.atHour, seconds);
    report('hold', steps.hold, seconds);
    report('ask code', steps.askCode, seconds);
    const checkoutP99 = report('checkout', steps.checkout, seconds);
    const { slowest } = steps.checkout;
    console.log(
      `           the slowest order, ${slowest.ms.toFixed(0)} ms, was sent at the hour + ${((slowest.at - hour) / 1000).toFixed(1)} s`,
    );

    const waits = admissions.map(({ early: isEarly, arrivedAt, admitAt }) => admitAt - (isEarly ? hour : arrivedAt)).sort((a, b) => a - b);
    const earlyOnes = admissions.filter((one) => one.early);
    const rho = spearman(
      earlyOnes.map((one) => one.arrivedAt),
      earlyOnes.map((one) => one.admitAt),
    );
    const lastIn = Math.max(...admissions.map((one) => one.admitAt));
    console.log(
      `admission  ${admissions.length} admitted, wait p50 ${(percentile(waits, 50) / 1000).toFixed(1)} s, p99 ${(percentile(waits, 99) / 1000).toFixed(1)} s (early ones from the hour, later ones from arrival); the last at the hour + ${((lastIn - hour) / 1000).toFixed(0)} s`,
    );
    console.log(`fairness   ρ = ${rho.toFixed(3)} between arrival and admission over the ${earlyOnes.length} early arrivals`);

    const holds = await db.query<{ state: string; n: number }>(
      'SELECT state, count(*)::int AS n FROM drop_holds WHERE item_id = $1 GROUP BY state ORDER BY state',
      [product.id],
    );
    const byState = Object.fromEntries(holds.rows.map(({ state, n }) => [state, n]));
    const taken = holds.rows.reduce((sum, { n }) => sum + n, 0);
    const twice = (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT ticket_nonce FROM drop_holds WHERE item_id = $1 AND ticket_nonce IS NOT NULL
         GROUP BY ticket_nonce HAVING count(DISTINCT device_key) > 1) AS shared`,
        [product.id],
      )
    ).rows[0].n;
    console.log(
      `holds      ${taken} taken: ${byState.ordered ?? 0} ordered, ${byState.expired ?? 0} ran out, ${byState.released ?? 0} given back, ${byState.held ?? 0} still held; ${twice} tickets admitted twice`,
    );
    const tally = (step: Step) => [...step.outcomes].map(([label, n]) => `${n} × ${label}`).join(', ') || 'none';
    console.log(
      `buyers     ${buyers.held} held a unit, ${buyers.abandoned} never ordered, ${buyers.soldOut} told sold out tried again (${tally(tallies.retried)}), ${buyers.noCode} found no code`,
    );
    console.log(`limit      a second unit: ${tally(tallies.secondUnit)}`);
    console.log(`tickets    copied to another device: ${tally(tallies.copied)}; forged: ${tally(tallies.forged)}`);

    const stored = await db.query<{ orders: number; units: number }>(
      `SELECT count(*)::int AS orders, COALESCE(sum(l.quantity), 0)::int AS units FROM order_lines l JOIN orders o ON o.invoice_id = l.invoice_id
       WHERE l.sku_code = $1 AND o.status <> 'CANCELLED'`,
      [sku.code],
    );
    const left = (await db.query<{ ok: number }>('SELECT ok FROM stocks WHERE sku_no = $1 AND location_no = $2', [skuNo, location])).rows[0]
      .ok;
    const { orders, units } = stored.rows[0];
    const allSteps = [...Object.values(steps), ...Object.values(tallies)];
    const serverErrors = allSteps.reduce((sum, step) => sum + serverErrorsOf(step), 0);
    const oversold = Math.max(0, units - UNITS);
    console.log(`orders     ${created} answered 201, ${orders} stored`);
    console.log(`units      ${units} sold of ${UNITS}, ${left} left, ${oversold} oversold`);
    console.log(`5xx        ${serverErrors} (no answer counts as one)`);
    for (const [i, instance] of instances.entries()) {
      const memory = memoryOf(instance.child.pid!);
      console.log(`instance ${i + 1} ${memory.rss.toFixed(0)} MiB resident, ${memory.peak.toFixed(0)} MiB at its peak`);
    }
    const writes = (
      await db.query<{ rows: number; inserts: number; updates: number }>(
        `SELECT n_live_tup::int AS rows, n_tup_ins::int AS inserts, n_tup_upd::int AS updates FROM pg_stat_user_tables WHERE relname = 'drop_queues'`,
      )
    ).rows[0];
    console.log(
      `queue rows drop_queues: ${writes.rows} row, ${writes.inserts} insert, ${writes.updates} updates for ${steps.queue.latencies.length} tickets given`,
    );

    const refusedAll = (step: Step) => step.latencies.length > 0 && step.outcomes.get('403 ticketRefused') === step.latencies.length;
    const met =
      serverErrors === 0 &&
      oversold === 0 &&
      units === UNITS &&
      left === 0 &&
      created === orders &&
      checkoutP99 <= CHECKOUT_P99_GOAL_MS &&
      Math.abs(rho) <= RHO_GOAL &&
      twice === 0 &&
      refusedAll(tallies.copied) &&
      refusedAll(tallies.forged);
    console.log(
      `\nGoals: 0 × 5xx, 0 oversold, exactly ${UNITS} units sold, every 201 stored, checkout p99 ≤ ${CHECKOUT_P99_GOAL_MS} ms, |ρ| ≤ ${RHO_GOAL}, 0 admitted twice, every copied or forged ticket refused — ${met ? 'met' : 'NOT met'}.`,
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
