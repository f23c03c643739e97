import { Button } from 'antd';
import PlainSpin from '../../components/PlainSpin';
import type { FormEvent } from 'react';
import { PlainForm } from '../../components/PlainForm';
import PlainResult from '../../components/PlainResult';
import PlainSteps from '../../components/PlainSteps';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import PageSkeleton from '../../components/PageSkeleton';
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

  // The summary and the form are the shopper's own: they wait for the stored cart (and the saved form comes with opening).
  if (!cartRestored) return <PageSkeleton />;
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
    dispatch(checkoutActions.customerConfirmed({ payableTotal: payable }));
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
                <Button type="primary" htmlType="submit" size="large" block>
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
