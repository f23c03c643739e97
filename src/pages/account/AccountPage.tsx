import { Button, Skeleton } from 'antd';
import { withAntdTheme } from '../../app/AntdTheme';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ACCOUNT_PAGE } from '../../domain/accountPageTexts';
import { accountActions, type SignOutReason } from '../../features/account/accountSlice';
import { selectAccount } from '../../features/account/selectors';
import MyOrders from './MyOrders';
import SetPasswordForm from './SetPasswordForm';
import SignInForm from './SignInForm';
import '@shop/antd-later.css';
import './AccountPage.css';

const SIGNED_OUT: Record<SignOutReason, string> = {
  shopper: ACCOUNT_PAGE.signedOutHere,
  ended: ACCOUNT_PAGE.sessionEnded,
  otherTab: ACCOUNT_PAGE.signedOutElsewhere,
};

/** /account: sign in, or the shopper's details, Sign out and My orders. */
function AccountPage() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const { session, customer } = account;
  return (
    <div className="account-page">
      <h1>{ACCOUNT_PAGE.title}</h1>
      {session === 'unreachable' && (
        <div className="account-page__unreachable">
          <p role="alert">{ACCOUNT_PAGE.checkFailed}</p>
          <Button type="primary" onClick={() => dispatch(accountActions.sessionCheckRequested())}>
            {ACCOUNT_PAGE.retry}
          </Button>
        </div>
      )}
      {(session === 'unknown' || session === 'checking') && !account.signedOutBecause && (
        <div aria-busy="true">
          <p className="account-page__checking">{ACCOUNT_PAGE.checking}</p>
          <Skeleton active />
        </div>
      )}
      {session === 'signedOut' && (
        <>
          {account.signedOutBecause && (
            <p role="status" className="account-page__notice">
              {SIGNED_OUT[account.signedOutBecause]}
            </p>
          )}
          <SignInForm />
        </>
      )}
      {session === 'signedIn' && customer && (
        <>
          <section className="account-page__who" aria-label={ACCOUNT_PAGE.title}>
            <p className="account-page__hello">{ACCOUNT_PAGE.hello(customer.fullName)}</p>
            <p>
              {customer.mobile}
              {customer.verified && <span className="account-page__verified"> · {ACCOUNT_PAGE.verifiedNumber}</span>}
            </p>
            <Button onClick={() => dispatch(accountActions.signOutRequested())}>{ACCOUNT_PAGE.signOut}</Button>
          </section>
          <MyOrders />
          {account.signedInBy === 'code' && <SetPasswordForm />}
        </>
      )}
    </div>
  );
}

export default withAntdTheme(AccountPage);
