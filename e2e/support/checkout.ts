import type { Page } from '@playwright/test';

export async function fillCustomer(page: Page, { district = 'Inside Dhaka', mobile = '+880 1712-345678' } = {}) {
  await page.getByLabel('Full name').fill('Rafi Ahmed');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Shipping address').fill('House 12, Road 5, Dhanmondi, Dhaka');
  await page.getByRole('radio', { name: district }).check();
}

/** From a seeded cart: step one filled and confirmed, then the payment chosen and the terms accepted. */
export async function readyToOrder(page: Page, payment: 'Cash on Delivery' | RegExp, checkoutUrl = '/checkout') {
  await page.goto(checkoutUrl);
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
}
