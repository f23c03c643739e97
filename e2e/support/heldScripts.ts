import type { Locator, Page } from '@playwright/test';
import { hydrated } from './test';

const TRIES = 3;

/**
 * Opens `path` as a phone meets it before its scripts arrive: the scripts are held back and the CPU runs 4x slower.
 * Returns the function that lets the scripts through, and resolves once the page has hydrated: what a kept tap does
 * is then looked for with the usual wait, however long this machine took to run the slowed scripts.
 *
 * Under load the server may send a page with skeletons (its data past the render bound). A held-back page cannot fill
 * them, so when `sentWith` is given the page is asked for again until that part is in what the server sent.
 */
export async function openBeforeScripts(page: Page, path: string, sentWith?: Locator): Promise<() => Promise<void>> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  const release = () => {
    letThrough();
    return hydrated(page);
  };
  await page.route('**/assets/*.js', async (route) => {
    await held;
    // A request of a page asked for again is gone by now: nothing is left to answer.
    await route.continue().catch(() => undefined);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let tries = 1; ; tries += 1) {
    await page.goto(path, { waitUntil: 'commit' });
    // The embedded state follows the page's markup: once it is in, all the server sent is.
    await page.locator('#shop-state').waitFor({ state: 'attached' });
    if (!sentWith || tries === TRIES || (await sentWith.count()) > 0) return release;
  }
}
