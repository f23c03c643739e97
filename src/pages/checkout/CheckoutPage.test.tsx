import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_PROBLEMS } from '../../domain/checkoutValidation';
import { cartActions } from '../../features/cart/cartSlice';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import { bigShirt } from '../../test/qaJourney';
import type { MessageKey } from '../../i18n/texts';
import { TextsContext } from '../../i18n/TextsContext';
import { loadPageMessages } from '../../root/pageMessages';
import { renderWithStore } from '../../test/render';
import { bengaliTexts, englishTexts } from '../../test/texts';
import { fakeDeps, memoryStorage } from '../../test/fakes';
import { setupStore } from '../../root/store';
import checkout from './checkout.route';
import CheckoutPage from './CheckoutPage';

const bn = (key: MessageKey) => bengaliTexts.t(key);

// jsdom lays nothing out: step two's scroll into view has nothing to do.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe('the checkout in Bengali', () => {
  /** The Bengali checkout with a line in the cart and step one's details typed. */
  async function checkoutWithCartAndDetails() {
    const user = userEvent.setup();
    const { store } = renderWithStore(<CheckoutPage />, { route: '/checkout', language: 'bn' });
    await screen.findByRole('heading', { level: 1, name: bn('checkout.heading') });
    act(() => {
      store.dispatch(cartActions.itemAdded(bigShirt));
      store.dispatch(checkoutActions.formChanged({ fullName: 'রহিম উদ্দিন', mobile: '০১৭১২৩৪৫৬৭৮', shortAddress: 'ধানমন্ডি, ঢাকা' }));
    });
    return { user, store };
  }

  // Nine rounds of typing through antd's form: about 3 s alone, over jest's 5 s default when the suite shares 2 cores.
  it('says each of the spec’s nine rules in Bengali, one at a time, in the spec’s order', async () => {
    const user = userEvent.setup();
    renderWithStore(<CheckoutPage />, { route: '/checkout', language: 'bn' });
    await screen.findByRole('heading', { level: 1, name: bn('checkout.heading') });
    const details = screen.getByRole('region', { name: bn('checkout.step.details') });
    const field = (key: MessageKey) => within(details).getByLabelText(bn(key));
    const said: string[] = [];
    /** Confirm, and what the form says is wrong. */
    const confirm = async () => {
      await user.click(within(details).getByRole('button', { name: bn('checkout.confirm') }));
      const [problem] = await within(details).findAllByRole('alert');
      said.push(problem.textContent ?? '');
    };
    const retype = async (key: MessageKey, text: string) => {
      await user.clear(field(key));
      if (text) await user.type(field(key), text);
    };

    await confirm();
    await retype('checkout.field.fullName', 'রহিম উদ্দিন');
    await confirm();
    // A Bengali keyboard's digits, of a number whose operator digit is wrong.
    await retype('checkout.field.mobile', '০১২১২৩৪৫৬৭৮');
    await confirm();
    await retype('checkout.field.mobile', '০১৭১২৩৪৫৬৭৮');
    await retype('checkout.field.email', 'rahim@');
    await confirm();
    await retype('checkout.field.email', '');
    await confirm();
    await retype('checkout.field.shortAddress', 'বাড়ি ১২, ধানমন্ডি, ঢাকা');
    await user.click(within(details).getByRole('checkbox', { name: bn('checkout.createAccount') }));
    await confirm();
    await retype('checkout.field.password', 'abc12');
    await confirm();
    await retype('checkout.field.password', 'abc123');
    await retype('checkout.field.confirmPassword', 'abc124');
    await confirm();
    // Every field is right now; the cart is empty.
    await retype('checkout.field.confirmPassword', 'abc123');
    await confirm();

    expect(said).toEqual(CHECKOUT_PROBLEMS.map((code) => bengaliTexts.t(`checkout.problem.${code}`, { zero: bengaliTexts.price(0) })));
    expect(said.at(-1)).toContain('৳০');
    expect(said[0]).toBe('অনুগ্রহ করে আপনার নাম লিখুন');
  }, 15_000);

  it('marks the field in the wrong as invalid, described by its problem, and takes the focus to it', async () => {
    const { user } = await checkoutWithCartAndDetails();
    const details = screen.getByRole('region', { name: bn('checkout.step.details') });
    const mobile = within(details).getByLabelText(bn('checkout.field.mobile'));
    await user.clear(mobile);
    await user.type(mobile, '০১২১২৩৪৫৬৭৮');
    await user.click(within(details).getByRole('button', { name: bn('checkout.confirm') }));

    await within(details).findByRole('alert');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(bn('checkout.problem.mobileInvalid'));
    expect(mobile).toHaveClass('ant-input-status-error');
    expect(within(details).getByLabelText(bn('checkout.field.fullName'))).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a new password twice, each with an eye named in Bengali that shows that one only', async () => {
    const { user } = await checkoutWithCartAndDetails();
    const details = screen.getByRole('region', { name: bn('checkout.step.details') });
    await user.click(within(details).getByRole('checkbox', { name: bn('checkout.createAccount') }));
    const password = within(details).getByLabelText(bn('checkout.field.password'));
    const confirmation = within(details).getByLabelText(bn('checkout.field.confirmPassword'));
    for (const field of [password, confirmation]) expect(field).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'abc123');
    const [eye] = within(details).getAllByRole('button', { name: bn('common.showPassword') });
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('abc123');
    expect(confirmation).toHaveAttribute('type', 'password');
    expect(eye).toHaveAccessibleName(bn('common.hidePassword'));
  });

  it('sums the order and offers payment in Bengali, the terms link inside its sentence', async () => {
    const { user } = await checkoutWithCartAndDetails();
    const stepNumbers = () => [...document.querySelectorAll('.checkout-page__steps .ant-steps-item-icon')].map((icon) => icon.textContent);
    expect(stepNumbers()).toEqual(['১', '২']);
    const summary = screen.getByRole('complementary', { name: bn('checkout.summary.heading') });
    expect(within(summary).getByText('× ২')).toBeInTheDocument();
    expect(within(summary).getByText('সাইজ: 3XL')).toBeInTheDocument();
    expect(within(summary).getByText('ডেলিভারি চার্জ (ঢাকার ভেতরে)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-payable')).toHaveTextContent(/^৳২,৪৮০$/);

    await user.click(screen.getByRole('button', { name: bn('checkout.confirm') }));
    const payment = await screen.findByRole('region', { name: bn('checkout.step.payment') });
    // The step done shows its tick, the one on hand its Bengali number.
    expect(stepNumbers()).toEqual(['', '২']);
    expect(within(payment).getByRole('radio', { name: bn('checkout.payment.cash') })).toBeChecked();
    const terms = within(payment).getByRole('checkbox');
    expect(terms.closest('label')).toHaveTextContent('আমি শর্তাবলি পড়েছি এবং এতে সম্মত');
    expect(within(payment).getByRole('link', { name: 'শর্তাবলি' })).toHaveAttribute('href', '/terms');
    expect(within(payment).getByRole('button', { name: bn('checkout.payment.confirmOrder') })).toBeDisabled();
  });

  it('asks for the code sent to the number as a step, not as a failure; a refusal after it is a failure again', async () => {
    const { user, store } = await checkoutWithCartAndDetails();
    await user.click(screen.getByRole('button', { name: bn('checkout.confirm') }));
    const payment = await screen.findByRole('region', { name: bn('checkout.step.payment') });
    act(() => {
      store.dispatch(
        checkoutActions.verificationRequired({ mobile: '01712345678', error: { status: 403, message: 'account.checkout.confirmNumber' } }),
      );
    });
    const asked = within(payment).getByRole('alert');
    expect(asked).toHaveClass('ant-alert-info');
    expect(asked).toHaveTextContent(bn('checkout.payment.confirmNumberTitle'));
    expect(asked).toHaveTextContent(bn('account.checkout.confirmNumber'));
    expect(asked).not.toHaveTextContent(bn('checkout.payment.notPlaced'));

    act(() => {
      store.dispatch(checkoutActions.orderFailed({ status: 401, message: 'account.signIn.wrongCode' }));
    });
    const refused = within(payment).getByRole('alert');
    expect(refused).toHaveClass('ant-alert-error');
    expect(refused).toHaveTextContent(bn('checkout.payment.notPlaced'));
  });
});

describe('the checkout before the shop answers Confirm Order', () => {
  it('says everything in the core and the areas its route waits for: the later ones are not needed yet', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const messages = await loadPageMessages('en', checkout.messages!);
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <TextsContext.Provider value={messages.texts()}>
        <CheckoutPage />
      </TextsContext.Provider>,
      { route: '/checkout' },
    );
    await screen.findByRole('heading', { level: 1, name: messages.texts().t('checkout.heading') });
    act(() => {
      store.dispatch(cartActions.itemAdded(bigShirt));
      store.dispatch(checkoutActions.formChanged({ fullName: 'Rahim Uddin', mobile: '01712345678', shortAddress: 'Dhanmondi, Dhaka' }));
    });
    await user.click(screen.getByRole('button', { name: messages.texts().t('checkout.confirm') }));
    await screen.findByRole('region', { name: messages.texts().t('checkout.step.payment') });
    expect(checkout.laterMessages).toEqual(['account', 'orders']);
    expect(error).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(/\b(account|orders)\.[a-zA-Z]/);
    error.mockRestore();
  });
});

describe('the checkout before the stored cart is back', () => {
  const en = (key: MessageKey) => englishTexts.t(key);

  /** Storage holding a cart of `bigShirt`, as redux-persist wrote it, that answers only once released. */
  async function heldStorage() {
    const written = memoryStorage();
    const { store, persistor } = setupStore(fakeDeps(), written);
    await act(async () => {
      await persistor.flush();
      store.dispatch(cartActions.itemAdded(bigShirt));
      await persistor.flush();
    });
    const answers: (() => void)[] = [];
    const held = {
      ...written,
      getItem: (key: string) => new Promise<string | null>((resolve) => answers.push(() => resolve(written.data[key] ?? null))),
    };
    return { held, release: () => answers.splice(0).forEach((answer) => answer()) };
  }

  it('draws the form at once and the summary as a placeholder; a Confirm pressed meanwhile goes on with the stored cart', async () => {
    const { held, release } = await heldStorage();
    const user = userEvent.setup();
    const { store } = renderWithStore(<CheckoutPage />, { route: '/checkout', storage: held });
    const details = screen.getByRole('region', { name: en('checkout.step.details') });
    const summary = screen.getByRole('complementary', { name: en('checkout.summary.heading') });
    expect(within(summary).getByRole('status', { name: en('shell.loading') })).toBeInTheDocument();
    expect(within(summary).queryByText(en('cart.empty'))).toBeNull();
    expect(summary).toHaveAttribute('aria-busy', 'true');

    act(() => {
      store.dispatch(checkoutActions.formChanged({ fullName: 'Rahim Uddin', mobile: '01712345678', shortAddress: 'Dhanmondi, Dhaka' }));
    });
    const confirm = within(details).getByRole('button', { name: en('checkout.confirm') });
    await user.click(confirm);
    expect(confirm).toHaveClass('ant-btn-loading');
    expect(store.getState().checkout).toMatchObject({ step: 'customer', validationError: null });

    await act(async () => release());
    await screen.findByRole('region', { name: en('checkout.step.payment') });
    expect(store.getState().checkout.validationError).toBeNull();
    expect(within(summary).getByText('× 2')).toBeInTheDocument();
    expect(summary).not.toHaveAttribute('aria-busy');
  });
});
