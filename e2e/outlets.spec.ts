import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { API_KEY, branches } from './support/api';
import { phoneLink } from '../src/domain/phone';
import { englishTexts } from '../src/test/texts';
import type { Location } from '../src/domain/types';
import { noHorizontalScroll } from './support/layout';
import { ownScript } from './support/chunks';

const SHOWROOM = ['SHOWROOM', 'FRANCHISE_SHOWROOM'];
type OutletLocation = Location & { branchId?: string };

/** Every showroom location, in the order the server pages them. */
async function showroomLocations(request: APIRequestContext): Promise<OutletLocation[]> {
  const response = await request.post('/api/locations/search', {
    headers: { 'X-API-KEY': API_KEY },
    data: { page: 1, size: 100, filters: [{ field: 'type', values: SHOWROOM }] },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()).list as OutletLocation[]).filter((l) => SHOWROOM.includes(l.type));
}

const cards = (page: Page) => page.getByTestId('outlet-card');
const branchUrl = (locationId: string, name: string, branchId: string | undefined) =>
  `/branch?${new URLSearchParams({ locationId, name, type: 'outlet', ...(branchId ? { branchId } : {}) }).toString()}`;

test(
  'the OUTLET menu lists only showrooms and opens the chosen one on its BranchPage',
  { tag: '@phone' },
  async ({ page, request, isMobile }) => {
    const showrooms = (await branches(request)).filter((b) => SHOWROOM.includes(b.type));
    expect(showrooms.length).toBeGreaterThan(0);
    await page.goto('/about-us');

    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'OUTLET' }).click();
    const links = isMobile ? page.getByRole('list', { name: 'Outlets' }).getByRole('link') : page.getByRole('menu').getByRole('link');
    const expected = showrooms.map((b) => b.name);
    await expect(links).toHaveText(isMobile ? expected : [...expected, 'All Outlets']);

    const chosen = showrooms[showrooms.length - 1];
    await links.getByText(chosen.name, { exact: true }).click();
    await expect(page).toHaveURL(branchUrl(chosen.stockLocations[0].id, chosen.name, chosen.id));
  },
);

test('a keyboard user tabs from OUTLET into its menu, moves to a showroom with the arrow keys and opens it with Enter', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'a phone lists the outlets in the menu drawer');
  const showrooms = (await branches(request)).filter((b) => SHOWROOM.includes(b.type));
  expect(showrooms.length).toBeGreaterThan(1);
  await page.goto('/about-us');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'OUTLET' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const links = menu.getByRole('link');
  await expect(links.first()).toHaveText(showrooms[0].name);

  await page.keyboard.press('Tab');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const chosen = showrooms[1];
  await expect(page).toHaveURL(branchUrl(chosen.stockLocations[0].id, chosen.name, chosen.id));
});

test('the outlet page shows showroom cards with name, address and image, and no horizontal scroll', async ({ page, request }) => {
  const showrooms = await showroomLocations(request);
  await page.goto('/outlet');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Outlets' })).toBeVisible();
  const firstPage = showrooms.slice(0, 8);
  await expect(cards(page)).toHaveCount(firstPage.length);
  await expect(cards(page).getByRole('heading')).toHaveText(firstPage.map((o) => o.name));
  for (const [i, outlet] of firstPage.entries()) {
    const card = cards(page).nth(i);
    await expect(card).toContainText(outlet.address);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('img', { name: outlet.name })).toHaveAttribute('src', new RegExp(outlet.extras?.image_url ?? 'fallback'));
  }
  await noHorizontalScroll(page);
});

/** The outlet's opening hours and its call link are shown in `scope`, in the shop's words; answers the hours line and the link. */
async function showsContact(scope: Locator, outlet: OutletLocation) {
  const { opening_hours: hours, phone } = outlet.extras ?? {};
  // Every seeded showroom publishes both; a record without them would test nothing here.
  expect(hours, `${outlet.name}'s opening hours`).toBeTruthy();
  expect(phone, `${outlet.name}'s phone`).toBeTruthy();
  const dial = phoneLink(phone!);
  const hoursLine = scope.getByText(englishTexts.t('news.outlet.hours', { hours: hours! }), { exact: true });
  await expect(hoursLine).toBeVisible();
  const call = scope.getByRole('link', {
    name: englishTexts.t('news.outlet.call', { outlet: outlet.name, phone: dial.text }),
    exact: true,
  });
  await expect(call).toHaveAttribute('href', dial.href);
  await expect(call).toHaveText(dial.text);
  return { hoursLine, call };
}

const fontSize = (element: Locator) => element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));

test('each outlet card gives its opening hours and a call link, whole and readable on a 360 px phone and a 1600 px screen', async ({
  page,
  request,
  isMobile,
}) => {
  const firstPage = (await showroomLocations(request)).slice(0, 8);
  await page.setViewportSize({ width: isMobile ? 360 : 1600, height: 900 });
  await page.goto('/outlet');
  await expect(cards(page)).toHaveCount(firstPage.length);
  for (const [i, outlet] of firstPage.entries()) {
    const card = cards(page).nth(i);
    await card.scrollIntoViewIfNeeded();
    const { hoursLine, call } = await showsContact(card, outlet);
    const cardBox = (await card.boundingBox())!;
    for (const part of [hoursLine, call]) {
      const box = (await part.boundingBox())!;
      expect(box.x, `${outlet.name}: inside its card`).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width, `${outlet.name}: inside its card`).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      expect(await fontSize(part)).toBeGreaterThanOrEqual(14);
    }
    // A target a thumb can hit (WCAG 2.5.8: at least 24 px).
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  }
  await noHorizontalScroll(page);
});

test('the BranchPage banner gives the outlet’s address, opening hours and call link', async ({ page, request }) => {
  const [outlet] = await showroomLocations(request);
  await page.goto(branchUrl(outlet.id, outlet.name, outlet.branchId));
  const banner = page.locator('.branch-banner');
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText(outlet.name);
  await expect(banner).toContainText(outlet.address);
  await showsContact(banner, outlet);
  await noHorizontalScroll(page);
});

test('the footer gives the shop address in the very words of an outlet card', async ({ page }) => {
  await page.goto('/outlet');
  await expect(cards(page).first()).toBeVisible();
  const address = (await page.locator('footer.site-footer address p').first().textContent())!.trim();
  expect(address).not.toBe('');
  await expect(cards(page).filter({ hasText: address })).toHaveCount(1);
});

test('the outlet grid has 4 columns on a wide screen', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a phone shows one column');
  await page.goto('/outlet');
  await expect(cards(page).first()).toBeVisible();
  const columns = await page.locator('.outlet-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);
});

test('Load More appears only while the server has more outlets', async ({ page, request }) => {
  const showrooms = await showroomLocations(request);
  await page.goto('/outlet');
  await expect(cards(page)).toHaveCount(Math.min(8, showrooms.length));
  const loadMore = page.getByRole('button', { name: 'Load More' });
  if (showrooms.length <= 8) {
    await expect(loadMore).toHaveCount(0);
    return;
  }
  await loadMore.click();
  await expect(cards(page)).toHaveCount(Math.min(16, showrooms.length));
});

/** The default tile host (no network here): answered with a drawn tile, or refused as when the host is down. */
const TILES = 'https://*.tile.openstreetmap.org/**';
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('Show Map opens a map with a marker and a button for the phone’s maps app', async ({ page, request }) => {
  const [outlet] = await showroomLocations(request);
  await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }));
  await page.goto('/outlet');
  await cards(page)
    .first()
    .getByRole('button', { name: /Show Map/ })
    .click();
  const dialog = page.getByRole('dialog', { name: outlet.name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(outlet.address);
  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  await expect(dialog.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(dialog.locator('.leaflet-marker-icon')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(dialog.getByText('The map could not be loaded')).toBeHidden();
  const maps = dialog.getByRole('link', { name: 'Open in Maps app' });
  await expect(maps).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${outlet.lat},${outlet.lon}`);
  await expect(maps).toHaveAttribute('target', '_blank');
  await noHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('when the map code cannot load, it is tried 4 times and then the address and the maps button remain', async ({ page, request }) => {
  const [outlet] = await showroomLocations(request);
  let tries = 0;
  const mapScript = ownScript('outlet-map');
  await page.route(
    (url) => url.pathname === mapScript,
    (route) => {
      tries += 1;
      return route.abort('internetdisconnected');
    },
  );
  await page.goto('/outlet');
  await cards(page)
    .first()
    .getByRole('button', { name: /Show Map/ })
    .click();
  const dialog = page.getByRole('dialog', { name: outlet.name });
  await expect(dialog.getByText('The map could not be loaded')).toBeVisible({ timeout: 15_000 });
  expect(tries).toBe(4);
  await expect(dialog).toContainText(outlet.address);
  await expect(dialog.getByRole('link', { name: 'Open in Maps app' })).toHaveAttribute(
    'href',
    new RegExp(`query=${outlet.lat},${outlet.lon}$`),
  );
});

test('when no map tile can load, the dark map gives way to the address and the maps button', async ({ page, request }) => {
  const [outlet] = await showroomLocations(request);
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  await page.goto('/outlet');
  await cards(page)
    .first()
    .getByRole('button', { name: /Show Map/ })
    .click();
  const dialog = page.getByRole('dialog', { name: outlet.name });
  await expect(dialog.getByText('The map could not be loaded')).toBeVisible();
  await expect(dialog.locator('.leaflet-container')).toHaveCount(0);
  await expect(dialog).toContainText(outlet.address);
  await expect(dialog.getByRole('link', { name: 'Open in Maps app' })).toHaveAttribute(
    'href',
    new RegExp(`query=${outlet.lat},${outlet.lon}$`),
  );
});

test('Show Details goes straight to that outlet’s BranchPage', async ({ page, request }) => {
  const [outlet] = await showroomLocations(request);
  await page.goto('/outlet');
  await cards(page)
    .first()
    .getByRole('button', { name: /Show Details/ })
    .click();
  await expect(page).toHaveURL(branchUrl(outlet.id, outlet.name, outlet.branchId));
});
