import { axeViolations } from './support/axe';
import type { APIRequestContext } from '@playwright/test';
import { LANGUAGE_NAMES, LANGUAGES, localPath } from '../src/domain/language';
import { API_KEY, branches, searchStock } from './support/api';
import { ROUTES } from './support/routes';
import { expect, test } from './support/test';

/** The pages of a real product, article and outlet of the seeded shop, each found when its test runs. */
const SHOP_PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  'a product': async (request) => {
    const [product] = (await searchStock(request, { size: 1 })).list;
    return `/details?id=${encodeURIComponent(product.id)}`;
  },
  'an article': async (request) => {
    const news = await request.post('/api/news/search', { headers: { 'X-API-KEY': API_KEY }, data: { page: 1, size: 1 } });
    const [article] = (await news.json()).list;
    return `/news/details?id=${encodeURIComponent(article.id)}`;
  },
  'an outlet': async (request) => {
    const showroom = (await branches(request)).find((branch) => branch.type === 'SHOWROOM')!;
    return `/branch?${new URLSearchParams({ locationId: showroom.stockLocations[0].id, name: showroom.name, type: 'outlet' })}`;
  },
};

// Every route of spec §2 and a real product, article and outlet: a test each, so a slow machine spreads them over
// its workers and no one test carries them all.
const pages: [string, (request: APIRequestContext) => Promise<string>][] = [
  ...ROUTES.map((route): [string, () => Promise<string>] => [route, async () => route]),
  ...Object.entries(SHOP_PAGES),
];
for (const language of LANGUAGES) {
  for (const [name, address] of pages) {
    test(
      `${name} in ${LANGUAGE_NAMES[language]} has no accessibility violation of any impact (axe)`,
      { tag: '@phone' },
      async ({ page, request }) => {
        await page.goto(localPath(language, await address(request)));
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      },
    );
  }
}

/** WCAG's contrast ratio of two CSS colours given as rgb()/rgba() (opaque enough to read). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, blue] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const c = Number(channel) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * blue;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test('the filter controls stand out 3:1 from their panel: the price range and every colour swatch', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same panel, in the phone’s filter modal');
  await page.goto('/shop');
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel.locator('.ant-slider-track')).toBeVisible();
  const background = await panel.evaluate((element) => getComputedStyle(element).backgroundColor);
  const track = await panel.locator('.ant-slider-track').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(contrast(track, background)).toBeGreaterThanOrEqual(3);
  const swatches = await panel
    .locator('.swatch')
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).borderTopColor));
  expect(swatches.length).toBeGreaterThan(0);
  for (const border of swatches) expect(contrast(border, background)).toBeGreaterThanOrEqual(3);
});
