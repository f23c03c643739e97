import { Button } from 'antd';
import { useId, useState, useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { shopperMayCancel } from '../../../domain/orderStatus';
import type { TrackedOrder } from '../../../domain/orderTracking';
import { useTexts } from '../../../i18n/TextsContext';
import { selectOrderAct, shopperOrdersActions } from '../shopperOrdersSlice';
import './OrderActions.css';

const TICK_MS = 15_000;
const everyTick = (changed: () => void) => {
  const timer = setInterval(changed, TICK_MS);
  return () => clearInterval(timer);
};
/**
 * This browser's clock, to the next tick: the same value between ticks, as useSyncExternalStore needs, and never
 * earlier than now, so the time left is never more than there is.
 */
const tickNow = () => Math.ceil(Date.now() / TICK_MS) * TICK_MS;
const noClock = () => null;

/** Whole minutes (rounded up) until `payBy` by this browser's clock, ticking; null on the server and while hydrating. */
function useMinutesLeft(payBy: number | null): number | null {
  const now = useSyncExternalStore(everyTick, tickNow, noClock);
  return payBy === null || now === null ? null : Math.ceil((payBy - now) / 60_000);
}

/**
 * What the shopper can still do to their order: Pay now (an online order waiting inside its time to pay, with the time
 * left) and Cancel order (one the shop has not taken up, after a yes). `mobile`: the number typed in tracking; none
 * when the shopper is signed in as the order's owner (My orders).
 */
export default function OrderActions({ order, mobile }: { order: TrackedOrder; mobile?: string }) {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const { invoiceId } = order;
  const act = useAppSelector((state) => selectOrderAct(state, invoiceId));
  const minutesLeft = useMinutesLeft(order.payBy ?? null);
  const [asking, setAsking] = useState(false);
  const questionId = useId();

  const payable = minutesLeft !== null && minutesLeft > 0;
  // An online order past its time to pay is the clock's to cancel, not the shopper's.
  const cancellable = shopperMayCancel(order) && (order.paymentType !== 'ONLINE' || payable);
  const busy = act?.status === 'loading';
  const ref = { invoiceId, ...(mobile && { mobile }) };
  if (!payable && !cancellable && !act) return null;

  return (
    <div className="order-actions">
      {payable && (
        <div className="order-actions__pay">
          <p className="order-actions__time">{t('orders.act.timeLeft', { minutes: minutesLeft })}</p>
          <Button
            type="primary"
            size="large"
            loading={busy && act.kind === 'pay'}
            disabled={busy && act.kind !== 'pay'}
            onClick={() => dispatch(shopperOrdersActions.payRequested(ref))}
          >
            {t('orders.act.payNow')}
          </Button>
        </div>
      )}
      {cancellable && !asking && (
        <Button danger disabled={busy} onClick={() => setAsking(true)}>
          {t('orders.act.cancel')}
        </Button>
      )}
      {cancellable && asking && (
        <div role="group" aria-labelledby={questionId} className="order-actions__confirm">
          <p id={questionId}>
            <strong>{t('orders.act.cancelQuestion', { invoiceId })}</strong> {t('orders.act.cancelWarning')}
          </p>
          <div className="order-actions__buttons">
            <Button
              danger
              type="primary"
              loading={busy && act.kind === 'cancel'}
              disabled={busy && act.kind !== 'cancel'}
              onClick={() => dispatch(shopperOrdersActions.cancelRequested(ref))}
            >
              {t('orders.act.cancelYes')}
            </Button>
            <Button disabled={busy} onClick={() => setAsking(false)}>
              {t('orders.act.cancelNo')}
            </Button>
          </div>
        </div>
      )}
      <div role="status" aria-live="polite">
        {act?.status === 'loaded' && act.kind === 'cancel' && <p>{t('orders.act.cancelled', { invoiceId })}</p>}
        {act?.status === 'failed' && act.error && <p className="order-actions__error">{t(act.error.message)}</p>}
      </div>
    </div>
  );
}
