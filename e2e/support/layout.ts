import { expect, type Page } from '@playwright/test';

/** The page is no wider than the screen: nothing to scroll sideways on a 375 px phone. */
export async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
}
