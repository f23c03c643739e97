import english from '../i18n/catalogues/en';
import { loadCatalogue } from '../i18n/loadCatalogue';
import { loadPageMessages, wholeMessages } from './pageMessages';
import { englishTexts } from '../test/texts';

/** A core held back until the test lets it come: `mockCoreHeld.until`. */
const mockCoreHeld: { until?: Promise<void> } = {};
jest.mock('../i18n/loadCatalogue', () => {
  const actual = jest.requireActual<typeof import('../i18n/loadCatalogue')>('../i18n/loadCatalogue');
  return {
    ...actual,
    loadCatalogue: async (language: 'en' | 'bn') => {
      await mockCoreHeld.until;
      return actual.loadCatalogue(language);
    },
  };
});

const notified = (subscribe: (listener: () => void) => () => void) => {
  const calls = { count: 0 };
  subscribe(() => (calls.count += 1));
  return calls;
};

describe('a page’s messages in the browser', () => {
  afterEach(() => jest.restoreAllMocks());

  test('start with the core and the areas the page named, and no other area', async () => {
    const messages = await loadPageMessages('en', ['orders']);
    const { t } = messages.texts();
    expect(t('shell.accountLink')).toBe(english['shell.accountLink']);
    expect(t('orders.tracked.items')).toBe(english['orders.tracked.items']);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(t('info.payment.cards')).toBe('info.payment.cards');
  });

  test('take an area a page needs once it is in, with no render when no word on screen is from it', async () => {
    const messages = await loadPageMessages('en', []);
    const calls = notified(messages.subscribe);
    const before = messages.texts();
    await Promise.all([messages.need(['checkout']), messages.need(['checkout'])]);
    expect(calls.count).toBe(0);
    expect(messages.texts()).toBe(before);
    expect(messages.texts().t('checkout.field.password')).toBe(english['checkout.field.password']);
  });

  test('render again, once, when an area arrives that a word on screen was missing from', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const messages = await loadPageMessages('en', []);
    const calls = notified(messages.subscribe);
    const before = messages.texts();
    const coming = messages.need(['checkout']);
    expect(before.t('checkout.field.password')).toBe('checkout.field.password');
    await Promise.all([coming, messages.need(['checkout'])]);
    expect(calls.count).toBe(1);
    expect(messages.texts()).not.toBe(before);
    expect(messages.texts().t('checkout.field.password')).toBe(english['checkout.field.password']);
    await messages.need(['checkout']);
    expect(calls.count).toBe(1);
    // The page named the area: a word looked up before it came is no mistake.
    expect(error).not.toHaveBeenCalled();
  });

  test('a page waits for its own areas, not for one asked for before it that has not come', async () => {
    const { areas } = await loadCatalogue('en');
    jest.spyOn(areas, 'account').mockReturnValue(new Promise(() => {}));
    const messages = await loadPageMessages('en', []);
    void messages.need(['account']);
    await messages.need(['checkout']);
    expect(messages.texts().t('checkout.field.password')).toBe(english['checkout.field.password']);
  });

  test('load the area of a key no page named, tell the console, and follow it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const messages = await loadPageMessages('en', []);
    const arrived = new Promise<void>((resolve) => messages.subscribe(resolve));
    expect(messages.texts().t('account.signInFailed')).toBe('account.signInFailed');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('account.signInFailed'));
    await arrived;
    expect(messages.texts().t('account.signInFailed')).toBe(english['account.signInFailed']);
  });

  test('a key of the core that is not there is written as it is, and loads nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const messages = await loadPageMessages('en', []);
    const calls = notified(messages.subscribe);
    expect(messages.texts().t('shell.noSuchMessage' as 'shell.accountLink')).toBe('shell.noSuchMessage');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(error).not.toHaveBeenCalled();
    expect(calls.count).toBe(0);
  });

  test('speak another language with every area needed so far', async () => {
    const messages = await loadPageMessages('en', ['info']);
    await messages.need(['orders']);
    await messages.speak('bn');
    const { language, t } = messages.texts();
    expect(language).toBe('bn');
    expect(t('orders.tracked.items')).not.toBe('orders.tracked.items');
    expect(t('info.payment.cards')).not.toBe(english['info.payment.cards']);
    expect(t('info.payment.cards')).not.toBe('info.payment.cards');
  });

  test('an area asked for while the language changes comes in the new language', async () => {
    const messages = await loadPageMessages('en', []);
    const needing = messages.need(['checkout']);
    await Promise.all([needing, messages.speak('bn')]);
    expect(messages.texts().language).toBe('bn');
    const password = messages.texts().t('checkout.field.password');
    expect(password).not.toBe('checkout.field.password');
    expect(password).not.toBe(english['checkout.field.password']);
  });

  test('an area asked for once the language has started to change comes in the new language too', async () => {
    const messages = await loadPageMessages('en', []);
    // The Bengali core is slow to come: the area is asked for meanwhile.
    let coreArrives = () => {};
    mockCoreHeld.until = new Promise<void>((resolve) => (coreArrives = resolve));
    const speaking = messages.speak('bn');
    const needing = messages.need(['info']);
    coreArrives();
    await Promise.all([speaking, needing]);
    mockCoreHeld.until = undefined;
    const { language, t } = messages.texts();
    expect(language).toBe('bn');
    expect(t('info.payment.cards')).not.toBe('info.payment.cards');
    expect(t('info.payment.cards')).not.toBe(english['info.payment.cards']);
  });
});

describe('whole messages (the server’s, a test’s)', () => {
  test('have every area, and come whole in another language', async () => {
    const messages = wholeMessages(englishTexts);
    expect(messages.texts().t('info.payment.cards')).toBe(english['info.payment.cards']);
    const calls = notified(messages.subscribe);
    await messages.speak('bn');
    expect(calls.count).toBe(1);
    expect(messages.texts().language).toBe('bn');
    expect(messages.texts().t('info.payment.cards')).not.toBe(english['info.payment.cards']);
  });
});
