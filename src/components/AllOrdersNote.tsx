import { Link } from './Link';
import { useTexts } from '../i18n/TextsContext';
import RichMessage from './RichMessage';
import './AllOrdersNote.css';

/** Where a guest finds every order of their number: a sign-in by a code sent to it (My orders lists them all). */
export default function AllOrdersNote() {
  const { t } = useTexts();
  return (
    <p className="all-orders-note" data-testid="all-orders-note">
      <RichMessage id="orders.allOrders" elements={{ signIn: <Link to="/account">{t('orders.allOrders.signIn')}</Link> }} />
    </p>
  );
}
