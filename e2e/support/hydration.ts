import type { Page } from '@playwright/test';

/** Waits until React has hydrated the server's page (its main element carries React's own keys), so a click counts. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}
