// `npm run bench:taps`: what becomes of a tap between a product page's first paint and its hydration, on a slow phone
// (Debian's Chromium, 400 kbps each way with 400 ms latency, CPU 4x slower). Each run taps a size that is not chosen,
// in stock, 100 ms after the first contentful paint, then Add to cart at once, and reads whether and when the size
// was taken, and which size the cart then holds. A tap that left no trace (neither taken nor shown kept) is tapped
// again every 250 ms until one is: the time from the first paint to that tap is the window in which taps were lost.
// Median of TAP_RUNS runs.
import { chromium, type Page } from '@playwright/test';
import { median, withBuiltShop } from './builtShop';

const PORT = Number(process.env.BENCH_PORT ?? 8193);
const RUNS = Number(process.env.TAP_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const LINK = { latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
const RETAP_MS = 250;
const GIVE_UP_MS = 30_000;

interface Run {
  firstPaint: number;
  /** When the size was seen taken (pressed), from navigation start, to within RETAP_MS. */
  taken: number;
  /** From the first paint to the tap that was taken; 0 when the first tap was. */
  lostWindow: number;
  cartRightSize: boolean;
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function tapRun(page: Page, url: string): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'commit' });
  const firstPaint = await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
      polling: 50,
      timeout: GIVE_UP_MS,
    })
    .then((handle) => handle.jsonValue() as Promise<number>);
  await page.waitForTimeout(100);

  const chips = page.locator('.chip-list .chip');
  const index = await chips.evaluateAll((all) =>
    all.findIndex((chip) => chip.getAttribute('aria-pressed') === 'false' && !chip.classList.contains('is-sold-out')),
  );
  const size = chips.nth(index);
  const label = (await size.textContent())!.trim();
  const taken = () => size.evaluate((chip) => chip.getAttribute('aria-pressed') === 'true');
  // A tap the page keeps shows its control pressed until it is answered: it is waited for, not tapped again.
  const kept = () => size.evaluate((chip) => chip.hasAttribute('data-tap-pending'));
  await size.click();
  await page.getByRole('button', { name: /Add to cart/ }).click();
  let lostWindow = 0;
  const until = Date.now() + GIVE_UP_MS;
  while (!(await taken())) {
    if (Date.now() > until) throw new Error(`The tap on ${label} was never taken`);
    await page.waitForTimeout(RETAP_MS);
    if ((await taken()) || (await kept())) continue;
    lostWindow = (await now(page)) - firstPaint;
    await size.click();
  }
  const takenAt = await now(page);
  // A lost Add to cart leaves the cart empty: it is waited for a moment, then read as it is.
  await page
    .waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items?.length > 2, undefined, { timeout: 5000 })
    .catch(() => undefined);
  const cartSizes = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items ?? '[]');
  const lines: { sku: { code: string; attributeValues: { optionId: number; name: string }[] } }[] = JSON.parse(cartSizes);
  const cartRightSize =
    lines.length === 1 &&
    lines[0].sku.attributeValues.some(
      (value) => value.optionId === 6 && label.startsWith(value.name.replace('XXXXL', '4XL').replace('XXXL', '3XL')),
    );
  return { firstPaint, taken: takenAt, lostWindow, cartRightSize };
}

async function main() {
  await withBuiltShop(PORT, async (base, pages) => {
    const product = pages.find((page) => page.startsWith('/details'))!;
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    try {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await browser.newPage({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 1.75,
        });
        runs.push(await tapRun(page, `${base}${product}`));
        await page.close();
      }
      const ms = (values: number[]) => median(values).toFixed(0).padStart(8);
      console.log(`${product}: 400 kbps, 400 ms latency, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS}`);
      console.log(`first paint ms ${ms(runs.map((r) => r.firstPaint))}`);
      console.log(`tap taken at ms ${ms(runs.map((r) => r.taken))}`);
      console.log(`lost-tap window ms ${ms(runs.map((r) => r.lostWindow))}`);
      console.log(`cart holds the tapped size: ${runs.filter((r) => r.cartRightSize).length} of ${RUNS} runs`);
    } finally {
      await browser.close();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
