// `npm run bench:lighthouse`: Lighthouse (mobile preset) five times (LIGHTHOUSE_RUNS) on /, /shop, /details and /news/details against the production build
// served by the local server on a temporary database; prints the median score of each category.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 8191);
// This machine's scores move between runs: the median of five is steady enough to compare two commits.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** The page-speed figures behind the performance score, with how each is printed. */
const METRICS = {
  'largest-contentful-paint': { label: 'LCP s', show: (ms: number) => (ms / 1000).toFixed(1) },
  'total-blocking-time': { label: 'TBT ms', show: (ms: number) => ms.toFixed(0) },
  'cumulative-layout-shift': { label: 'CLS', show: (shift: number) => shift.toFixed(3) },
} as const;
type Metric = keyof typeof METRICS;
const METRIC_IDS = Object.keys(METRICS) as Metric[];
const base = `http://127.0.0.1:${PORT}`;

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, PORT: String(PORT), DB_FILE: path.join(os.tmpdir(), `metal-merch-lighthouse-${Date.now()}.db`) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/config.js`, 240_000);
    const apiKey = process.env.API_KEY ?? 'metal-merch-local-key';
    const search = await fetch(`${base}/api/search/indices/outlet-stock/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-KEY': apiKey },
      body: JSON.stringify({ page: 1, size: 1, status: 'ACTIVE', sortField: 'totalPopularity', sortType: 'DESCENDING' }),
    });
    const firstId: string = (await search.json()).list[0].id;
    const news = await fetch(`${base}/api/news/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-KEY': apiKey },
      body: JSON.stringify({ page: 1, size: 1 }),
    });
    const firstArticle: string = (await news.json()).list[0].id;
    const pages = ['/', '/shop', `/details?id=${firstId}`, `/news/details?id=${encodeURIComponent(firstArticle)}`];

    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    console.log(`${'page'.padEnd(48)} ${[...CATEGORIES, ...METRIC_IDS.map((m) => METRICS[m].label)].map((c) => c.padStart(15)).join('')}`);
    let allMet = true;
    for (const page of pages) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const metrics: Record<string, number[]> = Object.fromEntries(METRIC_IDS.map((m) => [m, []]));
      for (let run = 0; run < RUNS; run += 1) {
        const chrome = await chromeLauncher.launch({
          chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
        });
        try {
          const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
          for (const category of CATEGORIES) scores[category].push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
          for (const metric of METRIC_IDS) metrics[metric].push(result?.lhr.audits[metric]?.numericValue ?? Number.NaN);
        } finally {
          chrome.kill();
        }
      }
      const medians = CATEGORIES.map((c) => median(scores[c]));
      CATEGORIES.forEach((c, i) => (allMet &&= medians[i] >= GOALS[c]));
      const figures = METRIC_IDS.map((m) => METRICS[m].show(median(metrics[m])));
      console.log(`${page.padEnd(48)} ${[...medians.map(String), ...figures].map((m) => m.padStart(15)).join('')}`);
    }
    console.log(`\nMedian of ${RUNS} runs, mobile preset. Goals: ${CATEGORIES.map((c) => `${c} ≥ ${GOALS[c]}`).join(', ')} — ${allMet ? 'met' : 'NOT all met'}.`);
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
