// No dead end at checkout: stock that falls before Confirm Order caps the cart (in every tab) and the next Confirm Order
// goes through; the disabled Confirm Order says what is missing; Back after an order lands on the order's page, which
// names the cash to have ready. In English and Bengali.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { languageBase, type Language } from '../src/domain/language';
import { stockOnHand } from '../src/domain/stock';
import type { CartLine } from '../src/features/cart/cartSlice';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { API_KEY, onlineLocationId } from './support/api';
import { seedCart, stockedLines } from './support/cart';
import { freshMobile, orderOf } from './support/checkout';

const TEXTS = { en: englishTexts, bn: bengaliTexts };
const LANGUAGES: Language[] = ['en', 'bn'];
/** Past the lines other checkout specs take, so their orders do not move this spec's stock. */
const SKIP = 40;

/** The terms' box, named by its link's words. */
const termsBox = (page: Page, language: Language) => page.getByRole('checkbox', { name: TEXTS[language].t('checkout.payment.termsLink') });

/** Step one as a reload brings it back (the checkout keeps the form in this tab's storage), then Confirm and the terms. */
async function onStepTwo(page: Page, language: Language, { acceptTerms = true } = {}) {
  const { t } = TEXTS[language];
  const form = {
    fullName: 'Rafi Ahmed',
    mobile: freshMobile().plain,
    email: '',
    shortAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
    note: '',
    pickupPoint: 'HOME',
    pickupDistrict: 'INSIDE_DHAKA',
    createAccount: false,
  };
  await page.addInitScript(
    (saved) => sessionStorage.setItem('checkout-form', saved),
    JSON.stringify({ form, paymentType: 'CASH_ON_DELIVERY' }),
  );
  await page.goto(`${languageBase(language)}/checkout`);
  await expect(page.getByRole('textbox', { name: t('checkout.field.fullName') })).toHaveValue('Rafi Ahmed');
  await page.getByRole('button', { name: t('checkout.confirm'), exact: true }).click();
  if (acceptTerms) await termsBox(page, language).check();
}

/** Another shopper buys all but `left` units of the line's SKU. */
async function sellAllBut(request: APIRequestContext, line: CartLine, left: number) {
  const stock = stockOnHand(line.sku, await onlineLocationId(request));
  const order = orderOf({ id: line.product.id } as never, line.sku, stock - left, 'CASH_ON_DELIVERY');
  order.items[0] = { ...order.items[0], price: line.unitPrice.original, discountedPrice: line.unitPrice.price };
  const placed = await request.post('/api/checkouts', {
    headers: { 'X-API-KEY': API_KEY, 'X-DEVICE-ID': `e2e-rival-${Date.now()}` },
    data: order,
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

for (const [n, language] of LANGUAGES.entries()) {
  test.describe(`checkout in ${language}`, () => {
    const { t, price, number } = TEXTS[language];
    const base = languageBase(language);
    const confirmOrder = (page: Page) => page.getByRole('button', { name: t('checkout.payment.confirmOrder') });

    test('stock fallen before Confirm Order: the line is capped here and in the cart tab, and the next Confirm Order is placed', async ({
      page,
      request,
      isMobile,
    }) => {
      const [line] = await stockedLines(request, { skip: SKIP + n * 2 + (isMobile ? 1 : 0), minStock: 3, maxStock: 10, quantity: 3 });
      await seedCart(page, [line]);
      await onStepTwo(page, language);
      // The cart open in another tab of the browser.
      const cartTab = await page.context().newPage();
      await cartTab.goto(`${base}/cart`);
      await hydrated(cartTab);
      const quantityInCart = cartTab.getByLabel(t('cart.quantityOf', { name: line.product.title })).first();
      await expect(quantityInCart).toHaveText(number(3));

      await sellAllBut(request, line, 1);
      await confirmOrder(page).click();

      const notice = page.getByTestId('changed-lines');
      await expect(notice).toContainText(t('checkout.changed.title'));
      await expect(notice).toContainText(line.product.title);
      // The sentence after the line's name ("{name}: only 1 left…").
      await expect(notice).toContainText(t('checkout.changed.capped', { name: '', quantity: 1 }).slice(2));
      await expect(page.getByRole('alert')).toHaveCount(1);
      const summary = page.getByRole('complementary', { name: t('checkout.summary.heading') });
      await expect(summary).toContainText(t('checkout.summary.quantity', { quantity: 1 }));
      await expect(summary).toContainText(price(line.unitPrice.price));

      // The other tab shows the capped cart, and its plus stops at the one unit left.
      await expect(quantityInCart).toHaveText(number(1));
      await expect(cartTab.getByRole('button', { name: t('cart.oneMore', { name: line.product.title }) }).first()).toHaveAttribute(
        'aria-disabled',
        'true',
      );

      await confirmOrder(page).click();
      await expect(page).toHaveURL(new RegExp(`${base}/order/success\\?invoiceId=.+`));
      await expect(page.getByTestId('cash-to-have')).toHaveText(
        t('orders.success.cashToHave', { amount: price(line.unitPrice.price + 80) }),
      );
      const orderPage = page.url();

      // Back lands on the order's page, not on an empty checkout.
      await page.goBack();
      await expect(page).toHaveURL(orderPage);
      await expect(page.getByTestId('invoice-id')).toBeVisible();
    });

    test('a tap on the disabled Confirm Order says the terms are missing; ticking them enables it', async ({ page, request, isMobile }) => {
      const [line] = await stockedLines(request, { skip: SKIP + 4 + (isMobile ? 1 : 0), minStock: 3 });
      await seedCart(page, [line]);
      await onStepTwo(page, language, { acceptTerms: false });
      const missing = page.getByText(t('checkout.payment.acceptTerms'));
      await expect(confirmOrder(page)).toBeDisabled();
      await expect(missing).toHaveCount(0);
      // As a finger does: the tap lands wherever the button is drawn.
      await confirmOrder(page).click({ force: true });
      await expect(missing).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t('checkout.payment.acceptTerms') })).toHaveCount(1);
      await expect(confirmOrder(page)).toBeDisabled();
      await termsBox(page, language).check();
      await expect(confirmOrder(page)).toBeEnabled();
      await expect(missing).toHaveCount(0);
    });
  });
}

test('online: Back from the payment page lands on the order, shown with Pay now', async ({ page, request, isMobile }) => {
  const [line] = await stockedLines(request, { skip: SKIP + 6 + (isMobile ? 1 : 0), minStock: 3 });
  // A client address of this test's own: the whole run tracks orders from this machine, and lookups are limited per address.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.149.${isMobile ? 1 : 2}.1` });
  await seedCart(page, [line]);
  await onStepTwo(page, 'en', { acceptTerms: false });
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await termsBox(page, 'en').check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/gateway\//);
  const invoiceId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.goBack();
  await expect(page).toHaveURL(`/order/track?invoiceId=${invoiceId}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/gateway\//);
});
