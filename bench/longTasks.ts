// `npm run bench:long-tasks`: the main thread's long tasks while each page of bench:lighthouse loads and hydrates,
// measured in Debian's Chromium with the CPU slowed 4x (what Lighthouse's mobile preset assumes) by the page itself
// (PerformanceObserver 'longtask'), not simulated from a fast run as Lighthouse does. Prints, per page, the median
// over LONG_TASK_RUNS loads of the blocking time (each task's time past 50 ms, summed) and the longest task.
import { chromium } from '@playwright/test';
import { median, withBuiltShop } from './builtShop';

const PORT = Number(process.env.BENCH_PORT ?? 8192);
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** How long after the network has gone quiet the page's late tasks (hydrating the parts below the fold) are awaited. */
const SETTLE_MS = 1500;

/** Where the page keeps its long tasks' durations. */
type Recording = { longTasks: number[] };

async function main() {
  await withBuiltShop(PORT, async (base, pages) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    try {
      console.log(
        `${'page'.padEnd(48)} ${'blocking ms'.padStart(12)} ${'longest ms'.padStart(11)} ${'tasks'.padStart(6)}   (CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS})`,
      );
      for (const path of pages) {
        const runs: number[][] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const page = await browser.newPage({
            viewport: { width: 412, height: 823 },
            isMobile: true,
            hasTouch: true,
            deviceScaleFactor: 1.75,
          });
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.addInitScript(() => {
            const recording = window as unknown as Recording;
            recording.longTasks = [];
            new PerformanceObserver((list) => list.getEntries().forEach((task) => recording.longTasks.push(task.duration))).observe({
              type: 'longtask',
              buffered: true,
            });
          });
          await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
          await page.waitForTimeout(SETTLE_MS);
          runs.push(await page.evaluate(() => (window as unknown as Recording).longTasks));
          await page.close();
        }
        const blocking = median(runs.map((tasks) => tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0)));
        const longest = median(runs.map((tasks) => Math.max(0, ...tasks)));
        const count = median(runs.map((tasks) => tasks.length));
        console.log(
          `${path.padEnd(48)} ${blocking.toFixed(0).padStart(12)} ${longest.toFixed(0).padStart(11)} ${String(count).padStart(6)}`,
        );
      }
    } finally {
      await browser.close();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
