import { Button, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import TrackedOrderView from '../../components/TrackedOrderView';
import { ACCOUNT_PAGE } from '../../domain/accountPageTexts';
import { accountActions } from '../../features/account/accountSlice';
import { selectAccountOrders, selectReorder } from '../../features/account/selectors';

function ReorderButton({ invoiceId }: { invoiceId: string }) {
  const dispatch = useAppDispatch();
  const reorder = useAppSelector(selectReorder);
  const mine = reorder?.invoiceId === invoiceId ? reorder : null;
  return (
    <div className="account-page__reorder">
      <Button onClick={() => dispatch(accountActions.reorderRequested({ invoiceId }))} loading={mine?.status === 'loading'}>
        {ACCOUNT_PAGE.reorder}
      </Button>
      <div role="status" aria-live="polite">
        {mine?.status === 'loaded' && (
          <p>
            {mine.added > 0 && (
              <>
                {ACCOUNT_PAGE.reordered(mine.added)} <Link to="/cart">{ACCOUNT_PAGE.viewCart}</Link>{' '}
              </>
            )}
            {mine.unavailable.length > 0 && ACCOUNT_PAGE.notReordered(mine.unavailable)}
          </p>
        )}
        {mine?.status === 'failed' && <p className="account-page__error">{ACCOUNT_PAGE.reorderFailed}</p>}
      </div>
    </div>
  );
}

/** The signed-in shopper's orders, newest first, each as /order/track shows it, with Reorder. */
export default function MyOrders() {
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectAccountOrders);
  useEffect(() => {
    if (orders.status === 'idle') dispatch(accountActions.ordersRequested({ page: 1 }));
  }, [dispatch, orders.status]);
  return (
    <section className="account-page__orders" aria-labelledby="my-orders-heading" aria-busy={orders.status === 'loading'}>
      <h2 id="my-orders-heading">{ACCOUNT_PAGE.myOrders}</h2>
      {orders.list.map((order) => (
        <TrackedOrderView key={order.invoiceId} order={order} actions={<ReorderButton invoiceId={order.invoiceId} />} />
      ))}
      {orders.status === 'loading' && <Skeleton active />}
      {orders.status === 'loaded' && orders.list.length === 0 && <p>{ACCOUNT_PAGE.noOrders}</p>}
      {orders.status === 'failed' && (
        <p className="account-page__error" role="alert">
          {ACCOUNT_PAGE.ordersFailed}{' '}
          <Button type="link" onClick={() => dispatch(accountActions.ordersRequested({ page: orders.page + 1 }))}>
            {ACCOUNT_PAGE.retry}
          </Button>
        </p>
      )}
      {orders.status === 'loaded' && orders.nextPageToken && (
        <Button onClick={() => dispatch(accountActions.ordersRequested({ page: orders.page + 1 }))}>{ACCOUNT_PAGE.loadMore}</Button>
      )}
    </section>
  );
}
