import { Button, Form, Result, Spin, Steps } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import PageSkeleton from '../../components/PageSkeleton';
import { selectCartRestored } from '../../features/cart/selectors';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import { selectCheckout, selectCheckoutTotals } from '../../features/checkout/selectors';
import CustomerFields from './CustomerFields';
import OrderSummary from './OrderSummary';
import PaymentStep from './PaymentStep';
import '@shop/antd-later.css';
import './CheckoutPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

const STEPS = [{ title: 'Your Details' }, { title: 'Payment' }];

/** Two steps (spec §2): the customer form, then payment and Confirm Order; the summary beside both. */
function CheckoutPage() {
  const dispatch = useAppDispatch();
  const { step, placing } = useAppSelector(selectCheckout);
  const { payable } = useAppSelector(selectCheckoutTotals);
  const cartRestored = useAppSelector(selectCartRestored);

  // The summary and the form are the shopper's own: they wait for the stored cart (and the saved form comes with opening).
  if (!cartRestored) return <PageSkeleton />;
  if (placing === 'placed') {
    return (
      <Result icon={<Spin size="large" />} title={<h1 className="page-heading">Order placed</h1>} subTitle="One moment, taking you on…" />
    );
  }

  const onPayment = step === 'payment';
  return (
    <section className="checkout-page">
      <h1 className="page-heading">Checkout</h1>
      <Steps className="checkout-page__steps" current={onPayment ? 1 : 0} items={STEPS} />
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <section className="checkout-card" aria-labelledby="checkout-details-heading">
            <h2 id="checkout-details-heading" className="checkout-card__title">
              Your Details
            </h2>
            <Form layout="vertical" onFinish={() => dispatch(checkoutActions.customerConfirmed({ payableTotal: payable }))}>
              <CustomerFields disabled={onPayment} />
              {onPayment ? (
                <Button disabled={placing === 'placing'} onClick={() => dispatch(checkoutActions.customerEditRequested())}>
                  Edit details
                </Button>
              ) : (
                <Button type="primary" htmlType="submit" size="large" block>
                  Confirm
                </Button>
              )}
            </Form>
          </section>
          {onPayment && <PaymentStep />}
        </div>
        <OrderSummary />
      </div>
    </section>
  );
}

export default withAntdTheme(CheckoutPage);
