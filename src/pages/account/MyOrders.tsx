import { Button, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link } from '../../components/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import TrackedOrderView from '../../components/TrackedOrderView';
import OrderActions from '../../features/shopperOrders/components/OrderActions';
import { useTexts } from '../../i18n/TextsContext';
import { accountActions } from '../../features/account/accountSlice';
import { selectAccountOrders, selectReorder } from '../../features/account/selectors';

function ReorderButton({ invoiceId }: { invoiceId: string }) {
  const dispatch = useAppDispatch();
  const reorder = useAppSelector(selectReorder);
  const mine = reorder?.invoiceId === invoiceId ? reorder : null;
  const { t } = useTexts();
  return (
    <div className="account-page__reorder">
      <Button onClick={() => dispatch(accountActions.reorderRequested({ invoiceId }))} loading={mine?.status === 'loading'}>
        {t('account.reorder')}
      </Button>
      <div role="status" aria-live="polite">
        {mine?.status === 'loaded' && (
          <p>
            {mine.added > 0 && (
              <>
                {t('account.reordered', { added: mine.added })} <Link to="/cart">{t('account.viewCart')}</Link>{' '}
              </>
            )}
            {mine.unavailable.length > 0 && t('account.notReordered', { titles: mine.unavailable.join(', ') })}
          </p>
        )}
        {mine?.status === 'failed' && <p className="account-page__error">{t('account.reorderFailed')}</p>}
      </div>
    </div>
  );
}

/** The signed-in shopper's orders, newest first, each as /order/track shows it, with Reorder. */
export default function MyOrders() {
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectAccountOrders);
  const { t } = useTexts();
  useEffect(() => {
    if (orders.status === 'idle') dispatch(accountActions.ordersRequested({ page: 1 }));
  }, [dispatch, orders.status]);
  return (
    <section className="account-page__orders" aria-labelledby="my-orders-heading" aria-busy={orders.status === 'loading'}>
      <h2 id="my-orders-heading">{t('account.myOrders')}</h2>
      {orders.list.map((order) => (
        <TrackedOrderView
          key={order.invoiceId}
          order={order}
          actions={
            <>
              <OrderActions order={order} />
              <ReorderButton invoiceId={order.invoiceId} />
            </>
          }
        />
      ))}
      {orders.status === 'loading' && <Skeleton active />}
      {orders.status === 'loaded' && orders.list.length === 0 && <p>{t('account.noOrders')}</p>}
      {orders.status === 'failed' && (
        <p className="account-page__error" role="alert">
          {t('account.ordersFailed')}{' '}
          <Button type="link" onClick={() => dispatch(accountActions.ordersRequested({ page: orders.page + 1 }))}>
            {t('account.retry')}
          </Button>
        </p>
      )}
      {orders.status === 'loaded' && orders.nextPageToken && (
        <Button onClick={() => dispatch(accountActions.ordersRequested({ page: orders.page + 1 }))}>{t('account.loadMore')}</Button>
      )}
    </section>
  );
}
