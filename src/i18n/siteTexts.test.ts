import { bengaliTexts, englishTexts } from '../test/texts';
import { pageTitle, paymentPromise, routeText, siteDescription } from './siteTexts';

describe("the shop's words about itself", () => {
  test('the payment promise names the places checkout keeps cash on delivery, in each language', () => {
    expect(paymentPromise(englishTexts)).toBe('Cash on delivery inside Dhaka, online payment all over Bangladesh.');
    expect(paymentPromise(bengaliTexts)).toBe('ঢাকার ভেতরে ক্যাশ অন ডেলিভারি, সারা বাংলাদেশে অনলাইন পেমেন্ট।');
    expect(siteDescription(bengaliTexts)).toContain(paymentPromise(bengaliTexts));
  });

  test("a page's title is its own, then the shop's name; the shop's name alone without one", () => {
    expect(pageTitle(englishTexts, englishTexts.t('titles.cart'))).toBe('Cart | Metal Merch');
    expect(pageTitle(bengaliTexts, bengaliTexts.t('titles.cart'))).toBe('কার্ট | Metal Merch');
    expect(pageTitle(englishTexts)).toBe('Metal Merch');
  });

  test("a route's description may name the payment promise", () => {
    expect(routeText(englishTexts, 'titles.shop.description')).toMatch(/by band, size, colour and price\. Cash on delivery inside Dhaka/);
  });
});
