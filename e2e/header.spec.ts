import { expect, test } from './support/test';

const links = ['HOME', 'SHOP NOW', 'OUTLET', 'NEWS/EVENTS', 'WINGS'];

test('the header links lead to their pages', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto('/about-us');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of links) await expect(menu.getByRole('link', { name })).toBeVisible();
    await menu.getByRole('link', { name: 'WINGS' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    // OUTLET opens the showroom dropdown (tested in outlets.spec.ts); the others are links.
    for (const name of links.filter((l) => l !== 'OUTLET')) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'OUTLET' })).toBeVisible();
    await nav.getByRole('link', { name: 'WINGS' }).click();
  }
  await expect(page).toHaveURL(/\/wings$/);
});

test('searching goes to the shop with the text, and an empty search with emptyQuery', async ({ page }) => {
  await page.goto('/about-us');
  // On phones too the box is in the header, not in the menu.
  const box = page.locator('#header-search');
  await box.fill('metallica');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\?query=metallica$/);

  // On the shop the box shows what the shop searches for; clearing it before that lands would be undone by it.
  await expect(box).toHaveValue('metallica');
  await box.fill('');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\?query=emptyQuery$/);
});
