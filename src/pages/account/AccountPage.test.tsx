import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopApi } from '../../api/shopApi';
import { accountActions } from '../../features/account/accountSlice';
import { fakeDeps } from '../../test/fakes';
import { customer } from '../../test/orders';
import { renderWithStore } from '../../test/render';
import AccountPage from './AccountPage';

describe('the account page in Bengali', () => {
  it('offers sign-in by password or by an SMS code in Bengali, and says a code is on its way in Bengali digits', async () => {
    const { store } = renderWithStore(<AccountPage />, { language: 'bn' });
    act(() => {
      store.dispatch(accountActions.signedOut({ because: 'ended' }));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার অ্যাকাউন্ট' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('আপনার সেশন শেষ হয়েছে।');
    expect(screen.getByRole('tab', { name: 'মোবাইল ও পাসওয়ার্ড' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS-এ কোড' }));
    act(() => {
      store.dispatch(accountActions.codeSent({ mobile: '01712345678' }));
    });
    expect(await screen.findByText('01712345678 নম্বরে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে। কোডটি ৫ মিনিট কাজ করবে।')).toBeInTheDocument();
  });

  it('names the password’s eye in Bengali: it shows the password typed, which the browser may fill as the current one', async () => {
    const { store } = renderWithStore(<AccountPage />, { language: 'bn' });
    act(() => {
      store.dispatch(accountActions.signedOut({ because: null }));
    });
    const password = screen.getByLabelText('পাসওয়ার্ড');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'iron-maiden');
    await userEvent.click(screen.getByRole('button', { name: 'পাসওয়ার্ড দেখান' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('iron-maiden');
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড লুকান' })).toBeInTheDocument();
  });

  it('takes a code typed in Bengali digits and sends it in ASCII digits', async () => {
    const { store } = renderWithStore(<AccountPage />, { language: 'bn' });
    act(() => {
      store.dispatch(accountActions.signedOut({ because: null }));
    });
    await userEvent.click(screen.getByRole('tab', { name: 'SMS-এ কোড' }));
    act(() => {
      store.dispatch(accountActions.codeSent({ mobile: '01712345678' }));
    });
    const dispatched = jest.spyOn(store, 'dispatch');
    await userEvent.type(await screen.findByLabelText('SMS-এ পাওয়া কোড'), '০৪২ ৯১৭');
    await userEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    expect(dispatched).toHaveBeenCalledWith(accountActions.codeSignInRequested({ mobile: '01712345678', code: '042917' }));
  });

  it('says a code of the wrong shape in Bengali', async () => {
    const { store } = renderWithStore(<AccountPage />, { language: 'bn' });
    act(() => {
      store.dispatch(accountActions.signedOut({ because: null }));
    });
    await userEvent.click(screen.getByRole('tab', { name: 'SMS-এ কোড' }));
    act(() => {
      store.dispatch(accountActions.codeSent({ mobile: '01712345678' }));
    });
    await userEvent.type(await screen.findByLabelText('SMS-এ পাওয়া কোড'), '১২৩');
    await userEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    expect(screen.getByRole('alert')).toHaveTextContent('SMS-এ পাওয়া ৬ অঙ্কের কোডটি লিখুন।');
  });

  it('greets a signed-in shopper, offers Sign out and shows My orders in Bengali', async () => {
    const accountOrders = async () => ({ status: 200, networkError: false, body: { list: [], total: 0, nextPageToken: '' } });
    const deps = fakeDeps({ api: { accountOrders } as unknown as ShopApi });
    const { store } = renderWithStore(<AccountPage />, { language: 'bn', deps });
    act(() => {
      store.dispatch(accountActions.sessionChecked({ customer: customer({ fullName: 'রাফি', verified: true }), signedInBy: 'password' }));
    });
    const card = within(screen.getByRole('region', { name: 'আমার অ্যাকাউন্ট' }));
    expect(card.getByText('হ্যালো, রাফি')).toBeInTheDocument();
    expect(card.getByText(/যাচাই করা নম্বর/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'সাইন আউট' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'আমার অর্ডার' })).toBeInTheDocument();
    expect(await screen.findByText('এখনও কোনো অর্ডার নেই। অর্ডার দিলে এখানে দেখা যাবে।')).toBeInTheDocument();
  });

  it('says why a password is asked for, by what the account has, in Bengali', () => {
    const { store } = renderWithStore(<AccountPage />, { language: 'bn' });
    act(() => {
      store.dispatch(accountActions.sessionChecked({ customer: customer({ password: 'cleared' }), signedInBy: 'code' }));
    });
    expect(screen.getByTestId('set-password-why')).toHaveTextContent('আগের পাসওয়ার্ডটি মুছে ফেলা হয়েছে');
    act(() => {
      store.dispatch(accountActions.passwordSet());
    });
    expect(screen.getByTestId('set-password-why')).toHaveTextContent('নতুন পাসওয়ার্ড আপনার বর্তমান পাসওয়ার্ডের জায়গা নেবে');
  });
});

describe('the account page in English', () => {
  it.each([
    ['none', 'Your account has no password yet'],
    ['cleared', 'Your earlier password was cleared when this number signed in with a code'],
  ] as const)('says why a password is asked for when the account has %s', (password, why) => {
    const { store } = renderWithStore(<AccountPage />);
    act(() => {
      store.dispatch(accountActions.sessionChecked({ customer: customer({ password }), signedInBy: 'code' }));
    });
    expect(screen.getByRole('region', { name: 'Set a password' })).toHaveTextContent(why);
  });

  it('gives no reason where the API host does not say whether the account has a password', () => {
    const { store } = renderWithStore(<AccountPage />);
    act(() => {
      store.dispatch(accountActions.sessionChecked({ customer: customer(), signedInBy: 'code' }));
    });
    expect(screen.getByRole('region', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByTestId('set-password-why')).toBeNull();
  });

  it('a replaced password says so and offers a code to the number it was typed for, on the code tab', async () => {
    const { store } = renderWithStore(<AccountPage />);
    act(() => {
      store.dispatch(accountActions.signedOut({ because: null }));
    });
    await userEvent.type(screen.getByLabelText('Mobile number'), '01712345678');
    await userEvent.type(screen.getByLabelText('Password'), 'old-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('button', { name: /Send a code/ })).toBeNull();
    const dispatched = jest.spyOn(store, 'dispatch');
    act(() => {
      store.dispatch(accountActions.signInFailed({ status: 401, message: 'account.signIn.passwordReplaced' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This password no longer works');
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to 01712345678' }));
    expect(dispatched).toHaveBeenCalledWith(accountActions.codeRequested({ mobile: '01712345678' }));
    expect(screen.getByRole('tab', { name: 'Code by SMS' })).toHaveAttribute('aria-selected', 'true');
  });
});
