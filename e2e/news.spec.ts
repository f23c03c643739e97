import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { API_KEY } from './support/api';
import { newsTitle } from '../src/features/news/newsTitle';
import { englishTexts } from '../src/test/texts';

const NEWS_IMAGE_NOT_FOUND = englishTexts.t('news.imageNotFound');
import type { News } from '../src/domain/types';
import { noHorizontalScroll } from './support/layout';

/** Every seeded article, newest first, as the news page orders them. */
async function allNews(request: APIRequestContext): Promise<News[]> {
  const response = await request.post('/api/news/search', {
    headers: { 'X-API-KEY': API_KEY },
    data: {
      page: 1,
      size: 100,
      sortParams: [
        { field: 'dateCreated', type: 'DESCENDING' },
        { field: 'title', type: 'ASCENDING' },
      ],
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).list;
}

const cards = (page: Page) => page.getByTestId('news-card');

test('the news page shows 6 articles a page and Load More adds the next 6 until the end', async ({ page, request }) => {
  const news = await allNews(request);
  expect(news.length).toBeGreaterThan(6);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Music News' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).getByRole('heading')).toHaveText(news.slice(0, 6).map((n) => newsTitle(n.title)));
  await noHorizontalScroll(page);

  const loadMore = page.getByRole('button', { name: 'Load More' });
  for (let shown = 6; shown < news.length; shown += 6) {
    await loadMore.click();
    await expect(cards(page)).toHaveCount(Math.min(shown + 6, news.length));
  }
  await expect(cards(page).getByRole('heading')).toHaveText(news.map((n) => newsTitle(n.title)));
  await expect(loadMore).toHaveCount(0);
  await noHorizontalScroll(page);
});

test('a card shows its image or the not-found message, the date, and Read Now opens the article', async ({ page, request }) => {
  const [first] = await allNews(request);
  await page.goto('/news');
  const card = cards(page).first();
  await expect(card.getByRole('time')).toHaveAttribute('datetime', first.date);
  await expect(card.getByRole('img', { name: newsTitle(first.title) })).toBeVisible();
  await card.getByRole('link', { name: /Read Now/ }).click();
  await expect(page).toHaveURL(`/news/details?id=${encodeURIComponent(first.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: newsTitle(first.title) })).toBeVisible();
});

test('every seeded article renders, runs nothing from its content and fits the screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const news = await allNews(request);
  expect(news.length).toBeGreaterThanOrEqual(20);
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));

  for (const article of news) {
    await page.goto(`/news/details?id=${encodeURIComponent(article.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: newsTitle(article.title) })).toBeVisible();
    const content = page.getByTestId('news-content');
    await expect(content).toBeAttached();
    if (!article.links?.main_image) await expect(page.getByText(NEWS_IMAGE_NOT_FOUND)).toBeVisible();
    expect(await content.locator('script, iframe, object, embed, form').count(), article.id).toBe(0);
    const handlers = await content.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
    );
    expect(handlers, article.id).toEqual([]);
    expect(await content.locator('a[href^="javascript:" i]').count(), article.id).toBe(0);
    // Click what the hostile article offers; nothing may answer.
    for (const text of await content.locator('p, a').allTextContents()) {
      if (/surprise|photos/i.test(text)) await content.getByText(text.trim(), { exact: true }).first().click();
    }
    await noHorizontalScroll(page);
  }
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test('an article without a title shows the default headline, one without an image says so', async ({ page, request }) => {
  const news = await allNews(request);
  const untitled = news.find((n) => !n.title?.trim());
  const imageless = news.find((n) => !n.links?.main_image);
  expect(untitled && imageless).toBeTruthy();

  await page.goto(`/news/details?id=${encodeURIComponent(untitled!.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: newsTitle('') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'bn');

  await page.goto(`/news/details?id=${encodeURIComponent(imageless!.id)}`);
  await expect(page.getByText(NEWS_IMAGE_NOT_FOUND)).toBeVisible();
});

test('Bengali news is marked lang="bn" and drawn in the shop’s Bengali font; an English page fetches only its language switch’s letters', async ({
  page,
  request,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  await page.goto('/shop');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // The header offers "বাংলা": the one Bengali word of an English page, from a face of its letters alone (about 1 KB).
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/language-switch\.[0-9a-f]+\.[0-9a-f]+\.woff2$/);
  // Every letter of it is drawn from that face: none falls back to another font (this machine has no Bengali one).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.language-switch[lang="bn"]' });
  const { fonts: drawnWith } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(drawnWith).toEqual([expect.objectContaining({ isCustomFont: true })]);

  const bengali = (await allNews(request)).find((n) => /[\u0980-\u09FF]/.test(n.title ?? ''))!;
  const english = (await allNews(request)).find((n) => /^[ -~]+$/.test(n.title ?? ''))!;
  await page.goto(`/news/details?id=${encodeURIComponent(bengali.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'bn');
  await expect(page.getByTestId('news-content')).toHaveAttribute('lang', 'bn');
  // This machine has no Bengali font of its own: a loaded face is the bundled file, fetched from the shop.
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.fonts].filter((face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded').length,
      ),
    )
    .toBeGreaterThan(0);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((url) => url.startsWith(new URL(page.url()).origin) && url.endsWith('.woff2'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toContain('Noto Sans Bengali');

  await page.goto(`/news/details?id=${encodeURIComponent(english.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./);
});

test('an unknown article id gets a clear message and a way back', async ({ page }) => {
  await page.goto('/news/details?id=no-such-news');
  await expect(page.getByRole('heading', { name: 'News not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all news' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(cards(page)).toHaveCount(6);
});
