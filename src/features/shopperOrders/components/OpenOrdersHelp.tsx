import { useAppSelector } from '../../../app/hooks';
import LinkButton from '../../../components/LinkButton';
import { orderTrackPath } from '../../../domain/orderPath';
import { useTexts } from '../../../i18n/TextsContext';
import { selectCustomer } from '../../account/selectors';
import type { TrackedOrder } from '../../../domain/orderTracking';
import OrderActions from './OrderActions';
import './OrderActions.css';

/**
 * Where the orders that hold the cap can be paid or cancelled. The number typed at checkout proves nothing, so the only
 * orders listed here are those this tab placed with it (`placedHere`), each with Pay now and Cancel order; a signed-in
 * shopper has the others in My orders; anyone else finds each by its invoice in tracking, or signs in by a code sent to
 * the number, which then lists them all.
 */
export default function OpenOrdersHelp({ mobile, placedHere = [] }: { mobile: string; placedHere?: TrackedOrder[] }) {
  const { t, price } = useTexts();
  const signedIn = useAppSelector(selectCustomer) !== null;
  return (
    <div className="open-orders-help">
      {placedHere.length > 0 && (
        <>
          <p>{t('checkout.openOrders.placedHere', { mobile })}</p>
          <ul className="open-orders-help__list">
            {placedHere.map((order) => (
              <li key={order.invoiceId}>
                <strong>{order.invoiceId}</strong> · {price(order.total)}
                <OrderActions order={order} mobile={mobile} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{signedIn ? t('checkout.openOrders.signedIn') : t('checkout.openOrders.guest', { mobile })}</p>
      <div className="order-actions__buttons">
        {signedIn ? (
          <LinkButton type="primary" to="/account">
            {t('checkout.openOrders.myOrders')}
          </LinkButton>
        ) : (
          <>
            <LinkButton to={orderTrackPath()}>{t('checkout.openOrders.track')}</LinkButton>
            <LinkButton to="/account">{t('checkout.openOrders.signIn')}</LinkButton>
          </>
        )}
      </div>
    </div>
  );
}
