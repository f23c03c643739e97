import { Button, Skeleton } from 'antd';
import { withAntdTheme } from '../../app/AntdTheme';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTexts } from '../../i18n/TextsContext';
import type { MessageKey } from '../../i18n/texts';
import { accountActions, type SignOutReason } from '../../features/account/accountSlice';
import { selectAccount } from '../../features/account/selectors';
import MyOrders from './MyOrders';
import SetPasswordForm from './SetPasswordForm';
import SignInForm from './SignInForm';
// Its sign-in and password forms hold antd's text boxes outside PlainForm, which brings their styles elsewhere.
import '@shop/antd-forms.css';
import './AccountPage.css';

const SIGNED_OUT: Record<SignOutReason, MessageKey> = {
  shopper: 'account.signedOutHere',
  ended: 'account.sessionEnded',
  otherTab: 'account.signedOutElsewhere',
};

/** /account: sign in, or the shopper's details, Sign out and My orders. */
function AccountPage() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const { session, customer } = account;
  const { t } = useTexts();
  return (
    <div className="account-page">
      <h1>{t('account.title')}</h1>
      {session === 'unreachable' && (
        <div className="account-page__unreachable">
          <p role="alert">{t('account.checkFailed')}</p>
          <Button type="primary" onClick={() => dispatch(accountActions.sessionCheckRequested())}>
            {t('account.retry')}
          </Button>
        </div>
      )}
      {(session === 'unknown' || session === 'checking') && !account.signedOutBecause && (
        <div aria-busy="true">
          <p className="account-page__checking">{t('account.checking')}</p>
          <Skeleton active />
        </div>
      )}
      {session === 'signedOut' && (
        <>
          {account.signedOutBecause && (
            <p role="status" className="account-page__notice">
              {t(SIGNED_OUT[account.signedOutBecause])}
            </p>
          )}
          <SignInForm />
        </>
      )}
      {session === 'signedIn' && customer && (
        <>
          <section className="account-page__who" aria-label={t('account.title')}>
            <p className="account-page__hello">
              {customer.fullName ? t('account.hello', { name: customer.fullName }) : t('account.helloNoName')}
            </p>
            <p>
              {customer.mobile}
              {customer.verified && <span className="account-page__verified"> · {t('account.verifiedNumber')}</span>}
            </p>
            <Button onClick={() => dispatch(accountActions.signOutRequested())}>{t('account.signOut')}</Button>
          </section>
          <MyOrders />
          {account.signedInBy === 'code' && <SetPasswordForm />}
        </>
      )}
    </div>
  );
}

export default withAntdTheme(AccountPage);
