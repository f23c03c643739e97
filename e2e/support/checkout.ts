import type { Page } from '@playwright/test';
import type { Item, PaymentType } from '../../src/domain/types';

let shoppers = 0;

/**
 * A mobile number of this order's own, as a shopper types it (+880 17xx-xxxxxx) and as the shop keeps it (017…): the shop
 * holds at most 3 open orders of a kind per number, and the suite places many more. Workers are processes of their own.
 */
export function freshMobile(): { typed: string; plain: string } {
  const digits = `17${String(process.pid % 1000).padStart(3, '0')}${String(++shoppers).padStart(5, '0')}`;
  return { typed: `+880 ${digits.slice(0, 4)}-${digits.slice(4)}`, plain: `0${digits}` };
}

/** Step one of the checkout, filled; answers the mobile number typed. */
export async function fillCustomer(page: Page, { district = 'Inside Dhaka', mobile = freshMobile() } = {}) {
  await page.getByLabel('Full name').fill('Rafi Ahmed');
  await page.getByLabel('Mobile number').fill(mobile.typed);
  await page.getByLabel('Shipping address').fill('House 12, Road 5, Dhanmondi, Dhaka');
  await page.getByRole('radio', { name: district }).check();
  return mobile;
}

/** From a seeded cart: step one filled and confirmed, then the payment chosen and the terms accepted; answers the mobile number typed. */
export async function readyToOrder(page: Page, payment: 'Cash on Delivery' | RegExp, checkoutUrl = '/checkout') {
  await page.goto(checkoutUrl);
  const mobile = await fillCustomer(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  return mobile;
}

/** An order the API takes as it is, of `quantity` units of an undiscounted SKU, delivered inside Dhaka to a number of its own. */
export function orderOf(item: Item, sku: Item['skus'][number], quantity: number, paymentType: PaymentType) {
  return {
    info: {
      fullName: 'Rafi Ahmed',
      mobile: freshMobile().plain,
      email: '',
      shortAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
      paymentType,
      type: 'INDIVIDUAL',
      deviceId: '',
      deviceName: 'e2e',
    },
    source: 'ECOMMERCE',
    paymentType,
    items: [
      {
        itemId: item.id,
        skuCode: sku.code,
        price: sku.salesPrice,
        discountedPrice: sku.salesPrice,
        quantity,
        offerId: null,
        offerName: null,
      },
    ],
    extras: { pickupDistrict: 'INSIDE_DHAKA', pickupPoints: 'HOME' },
  };
}
