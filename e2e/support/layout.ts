import { expect, type Locator, type Page } from '@playwright/test';

/** The page is no wider than the screen: nothing to scroll sideways on a 375 px phone. */
export async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
}

/** An empty or missing place shows the shop's own decorative picture in `scope`, not antd's stock one. */
export async function showsShopIllustration(scope: Locator) {
  await expect(scope.locator('svg.illustration[aria-hidden="true"]')).toBeVisible();
  await expect(scope.locator('.ant-result-image, .ant-empty-img-default, .ant-empty-img-simple')).toHaveCount(0);
}
