import { Button } from 'antd';
import PlainSpin from '../../components/PlainSpin';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PlainForm } from '../../components/PlainForm';
import PlainResult from '../../components/PlainResult';
import PlainSteps from '../../components/PlainSteps';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartRestored } from '../../features/cart/selectors';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import { selectCheckout, selectCheckoutTotals } from '../../features/checkout/selectors';
import CustomerFields from './CustomerFields';
import OrderSummary from './OrderSummary';
import PaymentStep from './PaymentStep';
import { useTexts } from '../../i18n/TextsContext';
import './CheckoutPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

/** Two steps (spec §2): the customer form, then payment and Confirm Order; the summary beside both. */
function CheckoutPage() {
  const { t, number } = useTexts();
  const dispatch = useAppDispatch();
  const { step, placing } = useAppSelector(selectCheckout);
  const { payable } = useAppSelector(selectCheckoutTotals);
  const cartRestored = useAppSelector(selectCartRestored);
  // The form is drawn by the server, so a shopper can fill it while the page's scripts come; the summary waits for the
  // stored cart. A Confirm pressed before it is back is answered once, when it is, by the total of the cart it holds.
  const [confirmedEarly, setConfirmedEarly] = useState(false);
  const earlyConfirm = useRef(false);
  useEffect(() => {
    if (!cartRestored || !earlyConfirm.current) return;
    earlyConfirm.current = false;
    dispatch(checkoutActions.customerConfirmed({ payableTotal: payable }));
  }, [cartRestored, payable, dispatch]);

  if (placing === 'placed') {
    return (
      <PlainResult
        icon={<PlainSpin size="large" />}
        title={<h1 className="page-heading">{t('checkout.placed')}</h1>}
        subTitle={t('checkout.placedNext')}
      />
    );
  }

  const onPayment = step === 'payment';
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (cartRestored) dispatch(checkoutActions.customerConfirmed({ payableTotal: payable }));
    else {
      earlyConfirm.current = true;
      setConfirmedEarly(true);
    }
  };
  return (
    <section className="checkout-page">
      <h1 className="page-heading">{t('checkout.heading')}</h1>
      <PlainSteps
        className="checkout-page__steps"
        current={onPayment ? 1 : 0}
        titles={[t('checkout.step.details'), t('checkout.step.payment')]}
        number={number}
      />
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <section className="checkout-card" aria-labelledby="checkout-details-heading">
            <h2 id="checkout-details-heading" className="checkout-card__title">
              {t('checkout.step.details')}
            </h2>
            <PlainForm onSubmit={confirm} noValidate>
              <CustomerFields disabled={onPayment} />
              {onPayment ? (
                <Button disabled={placing === 'placing'} onClick={() => dispatch(checkoutActions.customerEditRequested())}>
                  {t('checkout.editDetails')}
                </Button>
              ) : (
                <Button type="primary" htmlType="submit" size="large" block loading={confirmedEarly && !cartRestored}>
                  {t('checkout.confirm')}
                </Button>
              )}
            </PlainForm>
          </section>
          {onPayment && <PaymentStep />}
        </div>
        <OrderSummary />
      </div>
    </section>
  );
}

export default withAntdTheme(CheckoutPage);
