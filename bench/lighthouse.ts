// `npm run bench:lighthouse`: Lighthouse (mobile preset) five times (LIGHTHOUSE_RUNS) on /, /shop, /details and /news/details, and on
// /bn/, /bn/shop and /bn/details (the Bengali pages), against the production build
// served by the local server on a temporary database; prints the median score of each category.
import { localPath } from '../src/domain/language';
import { median, withBuiltShop } from './builtShop';

const PORT = Number(process.env.BENCH_PORT ?? 8191);
// This machine's scores move between runs: the median of five is steady enough to compare two commits.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** The page-speed figures behind the performance score, with how each is printed and the most each may be. */
const METRICS = {
  'largest-contentful-paint': { label: 'LCP s', show: (ms: number) => (ms / 1000).toFixed(1), goal: 2000, goalText: 'LCP ≤ 2.0 s' },
  'total-blocking-time': { label: 'TBT ms', show: (ms: number) => ms.toFixed(0), goal: 150, goalText: 'TBT ≤ 150 ms' },
  'cumulative-layout-shift': { label: 'CLS', show: (shift: number) => shift.toFixed(3), goal: 0.02, goalText: 'CLS ≤ 0.02' },
} as const;
type Metric = keyof typeof METRICS;
const METRIC_IDS = Object.keys(METRICS) as Metric[];

async function main() {
  await withBuiltShop(PORT, async (base, englishPages) => {
    const pages = [...englishPages, ...englishPages.slice(0, 3).map((page) => localPath('bn', page))];
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
          chromeFlags: [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        });
        try {
          const result = await lighthouse(`${base}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          for (const category of CATEGORIES) scores[category].push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
          for (const metric of METRIC_IDS) metrics[metric].push(result?.lhr.audits[metric]?.numericValue ?? Number.NaN);
        } finally {
          chrome.kill();
        }
      }
      const medians = CATEGORIES.map((c) => median(scores[c]));
      CATEGORIES.forEach((c, i) => (allMet &&= medians[i] >= GOALS[c]));
      METRIC_IDS.forEach((m) => (allMet &&= median(metrics[m]) <= METRICS[m].goal));
      const figures = METRIC_IDS.map((m) => METRICS[m].show(median(metrics[m])));
      console.log(`${page.padEnd(48)} ${[...medians.map(String), ...figures].map((m) => m.padStart(15)).join('')}`);
    }
    const goals = [...CATEGORIES.map((c) => `${c} ≥ ${GOALS[c]}`), ...METRIC_IDS.map((m) => METRICS[m].goalText)];
    console.log(`\nMedian of ${RUNS} runs, mobile preset. Goals: ${goals.join(', ')} — ${allMet ? 'met' : 'NOT all met'}.`);
    if (!allMet) process.exitCode = 1;
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
