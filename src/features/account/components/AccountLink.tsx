import { useEffect } from 'react';
import { Link } from '../../../components/Link';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AccountIcon } from '../../../components/HeaderIcons';
import { useTexts } from '../../../i18n/TextsContext';
import { accountActions } from '../accountSlice';
import { selectSession } from '../selectors';

/**
 * The header's way to the account. Once the page runs in the browser it asks for the stored session to be checked:
 * a server render never knows the shopper, so the page first shows what any visitor sees.
 */
export default function AccountLink() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const { t } = useTexts();
  useEffect(() => {
    dispatch(accountActions.sessionCheckRequested());
  }, [dispatch]);
  return (
    <Link to="/account" className="account-button" aria-label={session === 'signedIn' ? t('shell.accountLink') : t('shell.accountSignIn')}>
      <AccountIcon />
    </Link>
  );
}
