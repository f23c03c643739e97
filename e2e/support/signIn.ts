import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { localPath, type Language } from '../../src/domain/language';
import { bengaliTexts, englishTexts } from '../../src/test/texts';

/** The code the SMS sandbox last "sent" to a number, read as a developer would (GET /sandbox/sms as JSON). */
export async function codeSentTo(request: APIRequestContext, mobile: string, origin = ''): Promise<string> {
  const inbox = await (await request.get(`${origin}/sandbox/sms`, { headers: { accept: 'application/json' } })).json();
  // The number's order texts carry invoice numbers: only a sign-in code's text counts.
  const codes = (inbox.messages as { mobile: string; text: string }[])
    .filter((m) => m.mobile === mobile)
    .map((m) => /^(\d{6}) is your Metal Merch sign-in code/.exec(m.text)?.[1]);
  return codes.find(Boolean) ?? '';
}

/** The texts the SMS sandbox holds for a number, newest first. */
export async function textsTo(request: APIRequestContext, mobile: string): Promise<string[]> {
  const inbox = await (await request.get('/sandbox/sms', { headers: { accept: 'application/json' } })).json();
  return (inbox.messages as { mobile: string; text: string }[]).filter((m) => m.mobile === mobile).map((m) => m.text);
}

/** Signs in on the account page by a code the SMS sandbox holds (a new number opens an account). */
export async function signInByCode(page: Page, request: APIRequestContext, mobile: string, language: Language = 'en') {
  const { t } = language === 'bn' ? bengaliTexts : englishTexts;
  await page.goto(localPath(language, '/account'));
  await page.getByRole('tab', { name: t('account.byCode') }).click();
  await page.getByRole('tabpanel').getByLabel(t('account.mobile'), { exact: true }).fill(mobile);
  // The number may hold an earlier code: wait for the text this request sends, the newest.
  const before = (await textsTo(request, mobile)).length;
  await page.getByRole('button', { name: t('account.sendCode') }).click();
  await expect.poll(async () => (await textsTo(request, mobile)).length).toBeGreaterThan(before);
  await page
    .getByRole('tabpanel')
    .getByLabel(t('account.codeLabel'), { exact: true })
    .fill(await codeSentTo(request, mobile));
  await page.getByRole('button', { name: t('account.signIn') }).click();
  await expect(page.getByRole('button', { name: t('account.signOut') })).toBeVisible();
}
