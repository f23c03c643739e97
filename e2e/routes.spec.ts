import { expect, test } from './support/test';
import { noHorizontalScroll, showsShopIllustration } from './support/layout';
import { ROUTES } from './support/routes';

for (const route of ROUTES) {
  test(`${route} renders with header and footer and no uncaught error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route);
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await noHorizontalScroll(page);
    expect(errors).toEqual([]);
  });
}

test('each route has its own title and an unknown route shows Not Found', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle(/Terms & Conditions/);
  await expect(page.getByRole('heading', { name: 'Terms & Conditions' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await showsShopIllustration(page.locator('main'));
  await expect(page).toHaveTitle(/Page Not Found/);
});

test('footer shows its sections and the current year', async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.locator('footer.site-footer');
  for (const section of ['Support', 'About Us', 'Help', 'Stay Connected']) {
    await expect(footer.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Find Our Store' })).toHaveAttribute('href', '/outlet');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('a hash link scrolls to its section', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('link', { name: 'Shop Address' }).click();
  await expect(page).toHaveURL(/\/about-us#shop-address$/);
  await expect(page.locator('#shop-address')).toBeInViewport();
});
