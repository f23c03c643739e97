import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Clicks one of QA mode's download buttons and reads the file the page saved, as it saved it. */
export async function downloadedText(page: Page, button: 'Download action log' | 'Download state'): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile((await download.path())!, 'utf8');
}
