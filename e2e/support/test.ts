// The shop's browser tests use this `test`: its `page` waits, after each navigation that loads a document, until a
// server-rendered page has hydrated, as a shopper's tap does nothing before then. ssr.spec.ts, which looks at pages
// before their scripts start, uses Playwright's own.
import { expect, test as base, type Page } from '@playwright/test';

export { expect };

/**
 * Waits until the page is hydrated, or is no server-rendered shop page (a client-rendered one, the sandbox gateway):
 * the shell, and the header, which hydrates in a pass of its own after the page's part.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    if (!document.getElementById('shop-state')) return true;
    const main = document.querySelector('main');
    const headerButton = document.querySelector('.site-header button');
    return (
      !!main &&
      Object.keys(main).some((key) => key.startsWith('__reactFiber')) &&
      (!headerButton || Object.keys(headerButton).some((key) => key.startsWith('__reactProps')))
    );
  });
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** What the browser says when a page shows words of a message area its route does not name (root/pageMessages.ts). */
const UNNAMED_AREA = /which its page does not name/;

export const test = base.extend({
  page: async ({ page }, use) => {
    const unnamedAreas: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && UNNAMED_AREA.test(message.text())) unnamedAreas.push(message.text());
    });
    for (const name of NAVIGATIONS) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await hydrated(page);
          return response;
        },
      });
    }
    await use(page);
    // The page's words came late, shown first as their keys: its route is to name that area.
    expect(unnamedAreas).toEqual([]);
  },
});
